import '../shared/game.css';
import './style.css';
import { connectBridge, type GameSession } from '../shared/bridge-client';
import { applyLocale, byId, h, hasWebGl } from '../shared/dom';
import { renderIntro } from '../shared/screens';
import { COMMON, say } from '../shared/texts';
import { createOfficeScene, type OfficeScene } from './office-scene';
import { createPlayPanel, renderResults } from './panels';
import { PROBLEM_COUNT, SPOTS, type Spot, type SpotKey } from './spots';
import { TEXTS } from './texts';

const bridge = connectBridge();
const panel = byId('panel');
const stage = byId('stage');
const reticle = byId('reticle');
const announcer = byId('announcer');

renderIntro(panel, TEXTS, null);
void bridge.session.then((session) => {
  applyLocale(session.language, session.colorScheme, session.isEmbedded);
  document.title = say(TEXTS.title, session.language);
  renderIntro(panel, TEXTS, session, () => {
    play(session);
  });
});

const spotOf = (key: SpotKey) => SPOTS.find((spot) => spot.key === key)!;

function play(session: GameSession) {
  const { language } = session;
  const isRtl = language === 'ar';
  const reported = new Set<SpotKey>();
  let aimed: Spot | null = null;
  let nextIndex = 0;
  let isOver = false;
  const found = () => SPOTS.filter((spot) => spot.isProblem && reported.has(spot.key)).length;
  const falseAlarms = () => SPOTS.filter((spot) => !spot.isProblem && reported.has(spot.key)).length;

  const playPanel = createPlayPanel(language, {
    onNext: () => {
      const spot = SPOTS[nextIndex % SPOTS.length]!;
      nextIndex += 1;
      if (scene) scene.turnTowards(spot.key);
      else aim(spot.key);
    },
    onReport: () => {
      if (aimed) pick(aimed.key);
    },
    onFinish: finish,
    onVr: () => {
      if (scene?.isInVr()) scene.exitVr();
      else void scene?.enterVr();
    },
  });
  panel.replaceChildren(playPanel.element);

  let scene: OfficeScene | null = null;
  if (hasWebGl()) {
    scene = createOfficeScene(stage, {
      colorScheme: session.colorScheme,
      label: say(TEXTS.sceneLabel, language),
      onAim: aim,
      onPick: pick,
      onVrChange: (isInVr) => {
        playPanel.showVr(isInVr ? 'in' : 'out');
      },
    });
    scene.setHeadsetText(say(TEXTS.found, language, { found: 0, total: PROBLEM_COUNT }), isRtl);
    reticle.hidden = false;
    scene.canvas.focus();
    void offerVr();
  } else {
    stage.replaceChildren(h('p', { class: 'note' }, say(COMMON.no3d, language)));
  }
  bridge.progress(0);

  async function offerVr() {
    const isSupported = await navigator.xr?.isSessionSupported('immersive-vr').catch(() => false);
    if (isSupported) playPanel.showVr('out');
  }

  function aim(key: SpotKey | null) {
    aimed = key ? spotOf(key) : null;
    reticle.dataset.aimed = String(Boolean(aimed));
    playPanel.showAim(aimed, aimed ? reported.has(aimed.key) : false);
  }

  function pick(key: SpotKey) {
    if (isOver || reported.has(key)) return;
    const spot = spotOf(key);
    reported.add(key);
    scene?.mark(key, spot.isProblem);
    playPanel.showFeedback(spot);
    playPanel.showProgress(found());
    if (aimed) playPanel.showAim(aimed, reported.has(aimed.key));
    const verdict = say(spot.isProblem ? TEXTS.riskFound : TEXTS.noRisk, language);
    announcer.textContent = `${spot.label[language]}: ${verdict}. ${spot.explanation[language]}`;
    scene?.setHeadsetText(
      `${verdict}: ${spot.label[language]}. ${say(TEXTS.found, language, { found: found(), total: PROBLEM_COUNT })}`,
      isRtl,
    );
    bridge.progress(found() / PROBLEM_COUNT);
    if (found() === PROBLEM_COUNT) finish();
  }

  function finish() {
    if (isOver) return;
    isOver = true;
    const score = Math.round((100 * Math.max(0, found() - falseAlarms())) / PROBLEM_COUNT);
    bridge.result({ score, correct: found(), wrong: PROBLEM_COUNT - found() + falseAlarms() });
    panel.replaceChildren(
      renderResults({
        session,
        score,
        found: found(),
        falseAlarms: falseAlarms(),
        isFound: (spot) => reported.has(spot.key),
      }),
    );
    reticle.hidden = true;
    panel.querySelector<HTMLElement>('h1')?.focus();
    if (scene?.isInVr()) {
      scene.setHeadsetText(`${say(TEXTS.resultsTitle, language)}: ${score}%`, isRtl);
      // The results and the rest of the platform are on the page: back to it after a moment.
      const inVr = scene;
      setTimeout(() => {
        inVr.exitVr();
      }, 4000);
    }
  }
}
