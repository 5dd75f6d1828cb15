import type { TFunction } from 'i18next';
import type { PlayerResult, PlayerView } from '@awarequest/contracts';

/** The verdict's words (docs/product.md §8): a wrong single answer, or a wrong or missing one otherwise. */
export function verdictKey(result: PlayerResult, kind: string | undefined): string {
  if (result.is_correct) return 'live:reveal.correct';
  if (result.answered && kind !== 'multiple') return 'live:reveal.wrong';
  return 'live:reveal.incorrect';
}

/** This player's result of the question on screen; a late joiner has none for one they did not play. */
export const resultOnScreen = (view: PlayerView): PlayerResult | null =>
  view.result?.index === view.question_index ? view.result : null;

/**
 * What a screen reader hears when the player's screen changes state: the live region of the
 * player's screens says it, so the verdict, a sent answer or the next phase is never silent.
 */
export function playerAnnouncement(view: PlayerView, t: TFunction): string {
  switch (view.phase) {
    case 'lobby':
      return `${t('live:player.youAreIn')} ${t('live:player.waitingForHost')}`;
    case 'get_ready':
      return `${t('live:player.getReady')}. ${t('live:progress', { current: view.question_index + 1, total: view.questions_count })}`;
    case 'question':
      return view.my_answer ? `${t('live:player.answerSent')} ${t('live:player.waitingForOthers')}` : '';
    case 'reveal': {
      const result = resultOnScreen(view);
      if (!result) return t('live:player.waitingForHost');
      return t('live:player.verdictAnnounced', {
        verdict: t(verdictKey(result, view.question?.kind)),
        points: result.points,
      });
    }
    case 'ended':
      return t('live:final.performance');
  }
}
