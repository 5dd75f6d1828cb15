import { useEffect, type RefObject } from 'react';

/**
 * Marks a sideways-scrolling strip with `data-more-left` / `data-more-right` while some of it is
 * hidden on that side, so the styles can fade that edge: links that scroll out of view get a
 * visible cue (WCAG 1.4.10). Physical sides: right to left, the strip starts on the right.
 */
export function useScrollCue(ref: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const strip = ref.current;
    if (!strip) return;
    const update = () => {
      const hidden = strip.scrollWidth - strip.clientWidth;
      // Right to left, scrollLeft runs from 0 (the start, on the right) down to -hidden.
      const fromLeft =
        getComputedStyle(strip).direction === 'rtl' ? hidden + strip.scrollLeft : strip.scrollLeft;
      strip.toggleAttribute('data-more-left', hidden > 1 && fromLeft > 1);
      strip.toggleAttribute('data-more-right', hidden > 1 && hidden - fromLeft > 1);
    };
    update();
    strip.addEventListener('scroll', update, { passive: true });
    const observer = new ResizeObserver(update);
    observer.observe(strip);
    for (const child of strip.children) observer.observe(child);
    return () => {
      strip.removeEventListener('scroll', update);
      observer.disconnect();
    };
  }, [ref]);
}
