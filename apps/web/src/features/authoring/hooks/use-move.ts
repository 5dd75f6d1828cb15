import { useEffect, useState } from 'react';

/** `items` with the one at `from` moved to `to`. */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  const [moved] = next.splice(from, 1);
  if (moved === undefined || to < 0 || to > items.length - 1) return [...items];
  next.splice(to, 0, moved);
  return next;
}

/**
 * A list the admin reorders: it shows the new order at once and saves it; if the save
 * fails, it goes back to what the server has (the API client tells why).
 */
export function useReorderableList<T extends { id: string }>(
  serverItems: readonly T[] | undefined,
  save: (ids: string[], callbacks: { onError: () => void }) => void,
) {
  const [items, setItems] = useState<readonly T[]>(serverItems ?? []);
  useEffect(() => {
    setItems(serverItems ?? []);
  }, [serverItems]);
  const move = (from: number, to: number) => {
    const next = moveItem(items, from, to);
    setItems(next);
    save(
      next.map((item) => item.id),
      {
        onError: () => {
          setItems(serverItems ?? []);
        },
      },
    );
  };
  return { items, move };
}
