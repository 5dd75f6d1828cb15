import type { GameSession, Language } from '../shared/bridge-client';
import { h } from '../shared/dom';
import { resultFooter } from '../shared/screens';
import { say } from '../shared/texts';
import { PROBLEM_COUNT, SPOTS, type Spot } from './spots';
import { TEXTS } from './texts';

export interface PlayPanel {
  element: HTMLElement;
  showAim: (spot: Spot | null, isReported: boolean) => void;
  showFeedback: (spot: Spot) => void;
  showProgress: (found: number) => void;
  showVr: (state: 'hidden' | 'out' | 'in') => void;
}

/** The panel while playing; built once and updated in place, so focus stays where it is. */
export function createPlayPanel(
  language: Language,
  actions: { onNext: () => void; onReport: () => void; onFinish: () => void; onVr: () => void },
): PlayPanel {
  const button = (text: string, onClick: () => void, kind = '') =>
    h('button', { type: 'button', class: `button ${kind}`, onClick }, text);
  const progressText = h('span', {});
  const progress = h('progress', { max: PROBLEM_COUNT, value: 0 });
  const inView = h('p', { class: 'in-view', 'aria-live': 'polite' });
  const report = button(say(TEXTS.report, language), actions.onReport, 'bad');
  const vr = button(say(TEXTS.enterVr, language), actions.onVr, 'secondary');
  vr.hidden = true;
  const feedback = h('div', { class: 'feedback', hidden: true });
  const found = h('ul', { class: 'result-list' });
  const element = h(
    'div',
    {},
    h('h1', { class: 'compact', tabindex: -1 }, say(TEXTS.title, language)),
    h('label', { class: 'progress-label' }, progressText, progress),
    inView,
    h(
      'div',
      { class: 'actions' },
      button(say(TEXTS.nextObject, language), actions.onNext, 'secondary'),
      report,
    ),
    feedback,
    found,
    h('div', { class: 'actions' }, vr, button(say(TEXTS.finish, language), actions.onFinish, 'secondary')),
  );

  const panel: PlayPanel = {
    element,
    showAim(spot, isReported) {
      inView.textContent = spot
        ? say(TEXTS.inView, language, { label: spot.label[language] })
        : say(TEXTS.nothingInView, language);
      report.disabled = !spot || isReported;
      report.textContent = say(isReported ? TEXTS.alreadyReported : TEXTS.report, language);
    },
    showFeedback(spot) {
      feedback.hidden = false;
      feedback.className = `feedback ${spot.isProblem ? 'good' : 'bad'}`;
      const verdict = say(spot.isProblem ? TEXTS.riskFound : TEXTS.noRisk, language);
      feedback.replaceChildren(
        h('strong', {}, `${verdict}: ${spot.label[language]}`),
        spot.explanation[language],
      );
      found.append(
        h(
          'li',
          {},
          h(
            'span',
            { class: `mark ${spot.isProblem ? 'good' : 'bad'}`, 'aria-hidden': 'true' },
            spot.isProblem ? '✓' : '✗',
          ),
          spot.label[language],
        ),
      );
    },
    showProgress(count) {
      progressText.textContent = say(TEXTS.found, language, { found: count, total: PROBLEM_COUNT });
      progress.value = count;
    },
    showVr(state) {
      vr.hidden = state === 'hidden';
      vr.textContent = say(state === 'in' ? TEXTS.exitVr : TEXTS.enterVr, language);
    },
  };
  panel.showProgress(0);
  panel.showAim(null, false);
  return panel;
}

export function renderResults(options: {
  session: GameSession;
  score: number;
  found: number;
  falseAlarms: number;
  isFound: (spot: Spot) => boolean;
}): HTMLElement {
  const { language } = options.session;
  const rows = SPOTS.filter((spot) => spot.isProblem).map((spot) => {
    const isFound = options.isFound(spot);
    return h(
      'li',
      {},
      h('span', { class: `mark ${isFound ? 'good' : 'bad'}` }, isFound ? '✓' : '✗'),
      h(
        'strong',
        {},
        `${spot.label[language]} — ${say(isFound ? TEXTS.foundMark : TEXTS.missedMark, language)}. `,
      ),
      spot.explanation[language],
    );
  });
  return h(
    'div',
    {},
    h('h1', { tabindex: -1 }, say(TEXTS.resultsTitle, language)),
    h('p', { class: 'score', 'data-score': options.score }, `${options.score}%`),
    h(
      'p',
      {},
      say(TEXTS.resultsLine, language, {
        found: options.found,
        total: PROBLEM_COUNT,
        false: options.falseAlarms,
      }),
    ),
    h('ul', { class: 'result-list' }, ...rows),
    ...resultFooter(options.session),
  );
}
