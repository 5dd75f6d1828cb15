import { useEffect, useRef } from 'react';
import type { HostView } from '@awarequest/contracts';
import {
  isAdvanceKey,
  isOwnedByFocus,
  shortcutCommandOf,
  type HostShortcutCommand,
} from '../model/presenter';

/**
 * Space and → press the button the host would press now (Start, Next question, Final
 * scoreboard); keys that belong to a focused field, button or dialog are left alone.
 */
export function useHostShortcuts(
  view: HostView | null,
  send: (command: HostShortcutCommand) => unknown,
  isBusy: boolean,
) {
  const latest = useRef({ view, send, isBusy });
  latest.current = { view, send, isBusy };
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const { view: now, send: sendNow, isBusy: busy } = latest.current;
      if (!now || busy || event.defaultPrevented || event.repeat) return;
      if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
      if (!isAdvanceKey(event.key) || isOwnedByFocus(event.target, event.key)) return;
      const command = shortcutCommandOf(now);
      if (!command) return;
      event.preventDefault();
      void sendNow(command);
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
    };
  }, []);
}
