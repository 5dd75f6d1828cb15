import type { GameSession } from './bridge-client';
import { h, type Localized } from './dom';
import { COMMON, say } from './texts';

/** The first screen: what to do, then Start once the platform has said who is playing. */
export function renderIntro(
  panel: HTMLElement,
  texts: { title: Localized; intro: Localized; howTo: Localized },
  session: GameSession | null,
  onStart?: () => void,
): void {
  const language = session?.language ?? 'en';
  const start = h(
    'button',
    { type: 'button', class: 'button', disabled: !session },
    say(COMMON.start, language),
  );
  if (onStart) start.addEventListener('click', onStart, { once: true });
  const note = !session
    ? h('p', { class: 'note', role: 'status' }, say(COMMON.connecting, language))
    : !session.isEmbedded && h('p', { class: 'note' }, say(COMMON.demoNote, language));
  panel.replaceChildren(
    h('h1', {}, say(texts.title, language)),
    h('p', {}, say(texts.intro, language)),
    h('p', { class: 'muted' }, say(texts.howTo, language)),
    note || '',
    h('div', { class: 'actions' }, start),
  );
  if (session) start.focus();
}

/** Under the results: whether the score went to the platform, and a replay in demo mode. */
export function resultFooter(session: GameSession): Node[] {
  const { language, isEmbedded } = session;
  const note = h(
    'p',
    { class: 'note', role: 'status' },
    say(isEmbedded ? COMMON.reported : COMMON.demoResult, language),
  );
  if (isEmbedded) return [note];
  const replay = () => {
    window.location.reload();
  };
  return [
    note,
    h(
      'div',
      { class: 'actions' },
      h('button', { type: 'button', class: 'button', onClick: replay }, say(COMMON.playAgain, language)),
    ),
  ];
}
