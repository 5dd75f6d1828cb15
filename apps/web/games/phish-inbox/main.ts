import '../shared/game.css';
import './style.css';
import { connectBridge, type GameSession } from '../shared/bridge-client';
import { applyLocale, byId, h, hasWebGl } from '../shared/dom';
import { renderIntro } from '../shared/screens';
import { COMMON, say } from '../shared/texts';
import { createInboxScene, type InboxScene } from './inbox-scene';
import { MESSAGES } from './messages';
import { paintEmail } from './paint-email';
import { renderResults } from './panels';
import { renderMessage } from './message-panel';
import { TEXTS } from './texts';

/** The player's verdict on each message: true means "phishing", null not yet judged. */
type Verdicts = (boolean | null)[];

const bridge = connectBridge();
const panel = byId('panel');
const stage = byId('stage');
const announcer = byId('announcer');

const render = (...nodes: Node[]) => {
  panel.replaceChildren(...nodes);
};

renderIntro(panel, TEXTS, null);
void bridge.session.then((session) => {
  applyLocale(session.language, session.colorScheme, session.isEmbedded);
  document.title = say(TEXTS.title, session.language);
  renderIntro(panel, TEXTS, session, () => {
    play(session);
  });
});

function play(session: GameSession) {
  const { language } = session;
  const verdicts: Verdicts = MESSAGES.map(() => null);
  let current = 0;
  let scene: InboxScene | null = null;
  if (hasWebGl()) {
    scene = createInboxScene(stage, {
      colorScheme: session.colorScheme,
      count: MESSAGES.length,
      isRtl: language === 'ar',
      label: say(TEXTS.sceneLabel, language),
      onSelect: (index) => {
        open(index);
      },
    });
  } else {
    stage.replaceChildren(h('p', { class: 'note' }, say(COMMON.no3d, language)));
  }
  bridge.progress(0);

  const isRight = (index: number) => verdicts[index] === MESSAGES[index]!.isPhishing;
  const answered = () => verdicts.filter((verdict) => verdict !== null).length;

  function open(index: number, focus?: 'heading') {
    current = index;
    const message = MESSAGES[index]!;
    scene?.setCurrent(index);
    if (scene) {
      paintEmail(
        scene.screen,
        message,
        { n: index + 1, total: MESSAGES.length },
        language,
        session.colorScheme,
      );
      scene.screenChanged();
    }
    render(
      renderMessage({
        language,
        index,
        verdicts,
        isRight,
        onOpen: (other) => {
          open(other, 'heading');
        },
        onJudge: judge,
        onNext: next,
        isLast: answered() === MESSAGES.length,
      }),
    );
    if (focus === 'heading') panel.querySelector<HTMLElement>('h2')?.focus();
  }

  function judge(isPhishing: boolean) {
    if (verdicts[current] !== null) return;
    verdicts[current] = isPhishing;
    scene?.setEnvelope(current, isRight(current) ? 'right' : 'wrong');
    bridge.progress(answered() / MESSAGES.length);
    open(current);
    const feedback = panel.querySelector('.feedback');
    announcer.textContent = feedback?.textContent ?? '';
    panel.querySelector<HTMLElement>('[data-next]')?.focus();
  }

  function next() {
    const order = MESSAGES.map((_, offset) => (current + 1 + offset) % MESSAGES.length);
    const unanswered = order.find((index) => verdicts[index] === null);
    if (unanswered === undefined) finish();
    else open(unanswered, 'heading');
  }

  function finish() {
    const right = MESSAGES.filter((_, index) => isRight(index)).length;
    const score = Math.round((100 * right) / MESSAGES.length);
    bridge.result({ score, correct: right, wrong: MESSAGES.length - right });
    render(
      renderResults({
        session,
        score,
        right,
        isRight,
      }),
    );
    panel.querySelector<HTMLElement>('h1')?.focus();
  }

  document.addEventListener('keydown', (event) => {
    if (event.ctrlKey || event.metaKey || event.altKey || verdicts[current] !== null) return;
    if (!panel.querySelector('[data-verdict]')) return;
    const key = event.key.toLowerCase();
    if (key === 's') judge(false);
    if (key === 'p') judge(true);
  });

  open(0, 'heading');
}
