import type { Language } from '../shared/bridge-client';
import { h } from '../shared/dom';
import { say } from '../shared/texts';
import { MESSAGES, type InboxMessage } from './messages';
import { TEXTS } from './texts';

interface MessagePanelOptions {
  language: Language;
  index: number;
  verdicts: (boolean | null)[];
  isRight: (index: number) => boolean;
  isLast: boolean;
  onOpen: (index: number) => void;
  onJudge: (isPhishing: boolean) => void;
  onNext: () => void;
}

/** The open message with what to check in it, the inbox strip and the verdict buttons. */
export function renderMessage(options: MessagePanelOptions): HTMLElement {
  const { language, index, verdicts } = options;
  const message = MESSAGES[index]!;
  const total = MESSAGES.length;
  const done = verdicts.filter((verdict) => verdict !== null).length;
  const verdict = verdicts[index] ?? null;
  return h(
    'div',
    {},
    h('h1', { class: 'compact' }, say(TEXTS.title, language)),
    h(
      'label',
      { class: 'progress-label' },
      say(TEXTS.progress, language, { done, total }),
      h('progress', { max: total, value: done }),
    ),
    inboxStrip(options),
    h(
      'article',
      { class: 'message', 'aria-labelledby': 'message-heading' },
      h(
        'h2',
        { id: 'message-heading', tabindex: -1 },
        say(TEXTS.messageOf, language, { n: index + 1, total }),
      ),
      details(message, language),
      h('p', { class: 'body' }, message.body[language]),
    ),
    verdict === null ? verdictButtons(options) : feedback(options, message, verdict),
  );
}

function inboxStrip({ language, index, verdicts, isRight, onOpen }: MessagePanelOptions): HTMLElement {
  const items = MESSAGES.map((message, position) => {
    const verdict = verdicts[position];
    const state =
      verdict === null || verdict === undefined
        ? say(TEXTS.unread, language)
        : say(verdict ? TEXTS.markedPhishing : TEXTS.markedSafe, language);
    const status =
      verdict === null || verdict === undefined ? 'unread' : isRight(position) ? 'right' : 'wrong';
    return h(
      'li',
      {},
      h(
        'button',
        {
          type: 'button',
          class: `chip ${status}`,
          'aria-current': position === index ? 'true' : undefined,
          'aria-label': `${position + 1}. ${message.senderName[language]}: ${message.subject[language]} (${state})`,
          onClick: () => {
            onOpen(position);
          },
        },
        status === 'unread' ? String(position + 1) : status === 'right' ? '✓' : '✗',
      ),
    );
  });
  return h('nav', { 'aria-label': say(TEXTS.inbox, language) }, h('ol', { class: 'chips' }, ...items));
}

function details(message: InboxMessage, language: Language): HTMLElement {
  const row = (label: string, ...value: (Node | string)[]) =>
    h('div', { class: 'row' }, h('dt', {}, label), h('dd', {}, ...value));
  const urgency = say(
    TEXTS[`urgency${message.urgency === 'low' ? 'Low' : message.urgency === 'medium' ? 'Medium' : 'High'}`],
    language,
  );
  return h(
    'dl',
    { class: 'details' },
    row(
      say(TEXTS.from, language),
      message.senderName[language],
      h('span', { class: 'ltr address' }, message.senderAddress),
    ),
    row(say(TEXTS.subject, language), message.subject[language]),
    row(
      say(TEXTS.link, language),
      ...(message.link
        ? [
            say(TEXTS.linkText, language, { text: message.link.text[language] }),
            h('span', { class: 'ltr address' }, message.link.target),
          ]
        : [say(TEXTS.none, language)]),
    ),
    row(
      say(TEXTS.attachment, language),
      message.attachment ? h('span', { class: 'ltr' }, message.attachment) : say(TEXTS.none, language),
    ),
    row(say(TEXTS.urgency, language), h('span', { class: `urgency ${message.urgency}` }, urgency)),
  );
}

function verdictButtons({ language, onJudge }: MessagePanelOptions): HTMLElement {
  return h(
    'div',
    { class: 'sticky-actions', role: 'group', 'aria-labelledby': 'verdict-question', 'data-verdict': true },
    h('p', { id: 'verdict-question', class: 'question' }, say(TEXTS.verdictQuestion, language)),
    h(
      'div',
      { class: 'actions' },
      h(
        'button',
        {
          type: 'button',
          class: 'button good',
          onClick: () => {
            onJudge(false);
          },
        },
        say(TEXTS.safe, language),
      ),
      h(
        'button',
        {
          type: 'button',
          class: 'button bad',
          onClick: () => {
            onJudge(true);
          },
        },
        say(TEXTS.phishing, language),
      ),
    ),
  );
}

function feedback(options: MessagePanelOptions, message: InboxMessage, verdict: boolean): HTMLElement {
  const { language, index, isRight, isLast, onNext } = options;
  const right = isRight(index);
  return h(
    'div',
    { class: 'sticky-actions' },
    h(
      'div',
      { class: `feedback ${right ? 'good' : 'bad'}` },
      h('strong', {}, say(right ? TEXTS.right : TEXTS.wrong, language)),
      h(
        'span',
        { class: 'sr-only' },
        `${say(verdict ? TEXTS.markedPhishing : TEXTS.markedSafe, language)}. `,
      ),
      message.explanation[language],
    ),
    h(
      'div',
      { class: 'actions' },
      h(
        'button',
        { type: 'button', class: 'button', 'data-next': true, onClick: onNext },
        say(isLast ? TEXTS.seeResults : TEXTS.next, language),
      ),
    ),
  );
}
