import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { sessionSettingsSchema, type HostView } from '@awarequest/contracts';
import arHosting from '../../../locales/ar/hosting.json';
import enHosting from '../../../locales/en/hosting.json';
import { addNumberFormat } from '../../../lib/i18n';
import { hostAnnouncementOf, phaseKeyOf } from './host-announcement';

const view: HostView = {
  pin: '123456',
  title: { en: 'Game', ar: 'لعبة' },
  phase: 'question',
  locked: false,
  players_count: 2,
  question_index: 1,
  questions_count: 3,
  phase_ends_at: null,
  server_now: 0,
  question: {
    index: 1,
    count: 3,
    kind: 'single',
    text: { en: 'Which link is safe?', ar: 'أي رابط آمن؟' },
    choices: [],
    image: null,
    opens_at: 0,
    closes_at: 1,
  },
  closed: null,
  settings: sessionSettingsSchema.parse({}),
  players: [],
  answered: 0,
  eligible: null,
  correct_choice_keys: null,
  ranking: null,
};

const t = i18next.createInstance();

beforeAll(async () => {
  await t.init({
    lng: 'en',
    resources: { en: { hosting: enHosting }, ar: { hosting: arHosting } },
    interpolation: { escapeValue: false },
  });
  addNumberFormat(t);
});

describe("what the host's screen reader hears when the screen changes", () => {
  it('names the phase, the question and its text, in the reader’s language and digits', async () => {
    await t.changeLanguage('en');
    expect(hostAnnouncementOf(view, t.t, 'en')).toBe('Question 2 of 3: Which link is safe?');
    expect(hostAnnouncementOf({ ...view, phase: 'reveal' }, t.t, 'en')).toBe(
      'Time is up. Results of question 2 of 3.',
    );
    expect(hostAnnouncementOf({ ...view, phase: 'lobby' }, t.t, 'en')).toBe(
      'Lobby open. Players join with the game PIN 1 2 3 4 5 6.',
    );
    await t.changeLanguage('ar');
    expect(hostAnnouncementOf(view, t.t, 'ar')).toBe('السؤال ٢ من ٣: أي رابط آمن؟');
  });

  it('is keyed by the screen: a new question or phase is news, a count is not', () => {
    expect(phaseKeyOf(view)).toBe('question:1');
    expect(phaseKeyOf({ ...view, phase: 'reveal' })).toBe('reveal:1');
    expect(phaseKeyOf({ ...view, phase: 'lobby', question_index: 0 })).toBe('lobby');
    expect(phaseKeyOf({ ...view, question_index: 2 })).not.toBe(phaseKeyOf(view));
  });
});
