import { useCallback, useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { PRESENTER_PARAM } from '../model/presenter';

/**
 * The root font size in presenter mode: everything in rem grows with the screen, so the same
 * screens read from the back of a room at 1920 × 1080 and at 1280 × 720.
 */
const PRESENTER_FONT_SIZE = 'clamp(16px, min(1.35vw, 2.4vh), 32px)';

/** Presenter mode from the address (?presenter=1); Esc outside full screen leaves it. */
export function usePresenterMode() {
  const [params, setParams] = useSearchParams();
  const isPresenting = params.get(PRESENTER_PARAM) === '1';
  const setPresenting = useCallback(
    (isOn: boolean) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (isOn) next.set(PRESENTER_PARAM, '1');
          else next.delete(PRESENTER_PARAM);
          return next;
        },
        { replace: true },
      );
    },
    [setParams],
  );
  useEffect(() => {
    if (!isPresenting) return;
    const root = document.documentElement;
    const before = root.style.fontSize;
    root.style.fontSize = PRESENTER_FONT_SIZE;
    const onKey = (event: KeyboardEvent) => {
      // In full screen the browser takes Esc (and leaves full screen); here it is ours.
      if (event.key !== 'Escape' || event.defaultPrevented || document.fullscreenElement) return;
      if (event.target instanceof Element && event.target.closest('[role="dialog"]')) return;
      if (document.querySelector('[role="dialog"]')) return;
      setPresenting(false);
    };
    document.addEventListener('keydown', onKey);
    return () => {
      root.style.fontSize = before;
      document.removeEventListener('keydown', onKey);
    };
  }, [isPresenting, setPresenting]);
  return { isPresenting, setPresenting };
}
