import { describe, expect, it } from 'vitest';
import { i18next, initI18n } from '../../../lib/i18n';
import { playerAnnouncement, verdictKey } from './player-announcement';
import { view } from './player-view.fixtures';

const result = {
  index: 0,
  answered: true,
  is_correct: false,
  points: 0,
  score: 0,
  rank: 2,
  players: 3,
  streak: 0,
};

describe('what the player hears when the screen changes', () => {
  it('names the verdict of each kind of answer', () => {
    expect(verdictKey({ ...result, is_correct: true }, 'single')).toBe('live:reveal.correct');
    expect(verdictKey(result, 'single')).toBe('live:reveal.wrong');
    expect(verdictKey(result, 'multiple')).toBe('live:reveal.incorrect');
    expect(verdictKey({ ...result, answered: false }, 'single')).toBe('live:reveal.incorrect');
  });

  it('says a sent answer, the verdict with its points, and the next phases, in English and Arabic', async () => {
    await initI18n(['common', 'live']);
    for (const [language, sent, verdict, points] of [
      ['en', 'Answer sent!', 'Correct answer. 1200 points.', 'Correct answer'],
      ['ar', 'تم إرسال الإجابة!', 'إجابة صحيحة. ١٢٠٠ نقطة.', 'إجابة صحيحة'],
    ] as const) {
      await i18next.changeLanguage(language);
      const t = i18next.t;
      expect(playerAnnouncement({ ...view, phase: 'question' }, t)).toBe('');
      expect(playerAnnouncement({ ...view, my_answer: ['a'] }, t)).toContain(sent);
      const revealed = {
        ...view,
        phase: 'reveal' as const,
        result: { ...result, is_correct: true, points: 1200 },
      };
      expect(playerAnnouncement(revealed, t)).toBe(verdict);
      expect(playerAnnouncement(revealed, t)).toContain(points);
      // A late joiner's result of an earlier question is not this question's verdict.
      expect(playerAnnouncement({ ...revealed, question_index: 1 }, t)).toBe(t('live:player.waitingForHost'));
    }
  });
});
