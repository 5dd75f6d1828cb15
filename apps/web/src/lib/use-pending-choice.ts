import { useEffect, useState } from 'react';

/**
 * A choice the server keeps (a host's team mode, a player's team): the person's pick shows at
 * once while it is sent, instead of the control flicking back until the server's new state
 * arrives. It gives way to the server's value as soon as that changes, or to the old value if
 * the server refused the pick.
 */
export function usePendingChoice<T>(saved: T) {
  const [pending, setPending] = useState<{ value: T } | null>(null);
  useEffect(() => {
    setPending(null);
  }, [saved]);
  const choose = async (value: T, send: (value: T) => Promise<boolean>) => {
    setPending({ value });
    const isSent = await send(value);
    if (!isSent) setPending(null);
  };
  return { shown: pending ? pending.value : saved, isPending: pending !== null, choose };
}
