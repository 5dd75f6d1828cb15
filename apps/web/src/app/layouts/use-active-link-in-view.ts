import { useEffect, useRef } from 'react';

/**
 * When the header's links are wider than the header they scroll sideways; this keeps the
 * current page's link in view. Only the strip moves (scrollIntoView could move the page too).
 */
export function useActiveLinkInView<T extends HTMLElement>(pathname: string) {
  const ref = useRef<T>(null);
  useEffect(() => {
    const strip = ref.current;
    const active = strip?.querySelector('[aria-current="page"]');
    if (!strip || !active) return;
    const bounds = strip.getBoundingClientRect();
    const link = active.getBoundingClientRect();
    // scrollBy is physical in both directions, so this holds left to right and right to left.
    if (link.left < bounds.left) strip.scrollBy({ left: link.left - bounds.left });
    else if (link.right > bounds.right) strip.scrollBy({ left: link.right - bounds.right });
  }, [pathname]);
  return ref;
}
