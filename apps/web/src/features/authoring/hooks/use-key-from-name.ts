import { useEffect } from 'react';
import { keyFromName } from '../keys';

interface KeyFromNameOptions {
  /** Only a new item's key follows its name; a saved key is what packs know it by. */
  isNew: boolean;
  name: string;
  /** Whether the admin has typed a key of their own (the field is dirty). */
  isKeyTyped: boolean;
  setKey: (key: string) => void;
}

/**
 * While a new item's key has not been typed, it follows the English name ("Phishing basics"
 * gives "phishing-basics"), so most admins never need to think about keys.
 */
export function useKeyFromName({ isNew, name, isKeyTyped, setKey }: KeyFromNameOptions): void {
  useEffect(() => {
    if (isNew && !isKeyTyped) setKey(keyFromName(name));
  }, [isNew, isKeyTyped, name, setKey]);
}
