import type { GameSession } from '../shared/bridge-client';
import { h } from '../shared/dom';
import { resultFooter } from '../shared/screens';
import { say } from '../shared/texts';
import { MESSAGES } from './messages';
import { TEXTS } from './texts';

export function renderResults(options: {
  session: GameSession;
  score: number;
  right: number;
  isRight: (index: number) => boolean;
}): HTMLElement {
  const { language } = options.session;
  const rows = MESSAGES.map((message, index) =>
    h(
      'li',
      {},
      h(
        'span',
        { class: `mark ${options.isRight(index) ? 'good' : 'bad'}` },
        options.isRight(index) ? '✓' : '✗',
      ),
      `${message.subject[language]} — `,
      h('strong', {}, say(message.isPhishing ? TEXTS.phishing : TEXTS.safe, language)),
    ),
  );
  return h(
    'div',
    {},
    h('h1', { tabindex: -1 }, say(TEXTS.resultsTitle, language)),
    h('p', { class: 'score', 'data-score': options.score }, `${options.score}%`),
    h('p', {}, say(TEXTS.resultsLine, language, { right: options.right, total: MESSAGES.length })),
    h('ul', { class: 'result-list' }, ...rows),
    ...resultFooter(options.session),
  );
}
