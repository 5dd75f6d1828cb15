import type { HostView } from '@awarequest/contracts';

/**
 * Presenter mode lives in the address (`/host/:pin?presenter=1`), so a reload keeps it and a
 * second window (the projector) can open straight into it while the host drives from another.
 */
export const PRESENTER_PARAM = 'presenter';

const isPresenterSearch = (search: string): boolean =>
  new URLSearchParams(search).get(PRESENTER_PARAM) === '1';

/** A host page in presenter mode: the site's header, bell and footer are not drawn. */
export const isPresenterLocation = (pathname: string, search: string): boolean =>
  /^\/host\/[^/]+\/?$/.test(pathname) && isPresenterSearch(search);

export type HostShortcutCommand = 'host:start' | 'host:next' | 'host:end';

/**
 * What Space or → does in this phase, where the host would press a button: start the game in
 * the lobby (once someone joined), the next question or the final scoreboard after a reveal.
 */
export function shortcutCommandOf(
  view: Pick<HostView, 'phase' | 'players_count' | 'question_index' | 'questions_count'>,
): HostShortcutCommand | null {
  if (view.phase === 'lobby') return view.players_count > 0 ? 'host:start' : null;
  if (view.phase === 'reveal')
    return view.question_index + 1 >= view.questions_count ? 'host:end' : 'host:next';
  return null;
}

/** Keys that drive the game; Space only when nothing focused would take it itself. */
export const isAdvanceKey = (key: string): boolean =>
  key === ' ' || key === 'Spacebar' || key === 'ArrowRight';

/**
 * Whether a key press belongs to what has focus rather than to the game: text fields, buttons,
 * links and anything inside a dialog keep their own keys.
 */
export function isOwnedByFocus(target: EventTarget | null, key: string): boolean {
  if (!(target instanceof Element)) return false;
  if (target.closest('[role="dialog"], [contenteditable="true"]')) return true;
  if (target.closest('input, textarea, select, [role="slider"], [role="listbox"], [role="menu"]'))
    return true;
  // Space presses a focused button or link itself; → does nothing there, so it drives the game.
  return key !== 'ArrowRight' && target.closest('button, a[href], [role="button"]') !== null;
}
