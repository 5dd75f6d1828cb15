import { useCallback, useEffect, useState } from 'react';

const isFullscreenNow = () => typeof document !== 'undefined' && document.fullscreenElement !== null;

/**
 * The Fullscreen API for the whole page (so dialogs and toasts, drawn at the end of the body,
 * stay visible). Esc leaves it: the browser does that itself and this state follows.
 */
export function useFullscreen() {
  const [isFullscreen, setIsFullscreen] = useState(isFullscreenNow);
  useEffect(() => {
    const follow = () => {
      setIsFullscreen(isFullscreenNow());
    };
    document.addEventListener('fullscreenchange', follow);
    return () => {
      document.removeEventListener('fullscreenchange', follow);
    };
  }, []);
  const isSupported = typeof document !== 'undefined' && document.fullscreenEnabled;
  const enter = useCallback(async () => {
    if (!document.fullscreenEnabled || isFullscreenNow()) return;
    try {
      await document.documentElement.requestFullscreen({ navigationUI: 'hide' });
    } catch {
      // Refused (no user gesture, or a policy): presenter mode still works in the window.
    }
  }, []);
  const exit = useCallback(async () => {
    if (!isFullscreenNow()) return;
    try {
      await document.exitFullscreen();
    } catch {
      // Already left.
    }
  }, []);
  return { isSupported, isFullscreen, enter, exit };
}
