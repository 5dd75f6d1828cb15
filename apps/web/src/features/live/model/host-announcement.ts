import type { TFunction } from 'i18next';
import { pickText, type HostView, type Language } from '@awarequest/contracts';

/** Which screen the host sees: a new key is a new state to announce and to move focus to. */
export const phaseKeyOf = (view: Pick<HostView, 'phase' | 'question_index'>): string =>
  view.phase === 'lobby' || view.phase === 'ended' ? view.phase : `${view.phase}:${view.question_index}`;

/**
 * What a screen reader hears when the host's screen changes: the phase, which question, and the
 * question's text once it is shown.
 */
export function hostAnnouncementOf(view: HostView, t: TFunction, language: Language): string {
  const progress = { current: view.question_index + 1, total: view.questions_count };
  switch (view.phase) {
    case 'lobby':
      return t('hosting:announce.lobby', { pin: view.pin.split('').join(' ') });
    case 'get_ready':
      return t('hosting:announce.getReady', progress);
    case 'question': {
      const text = view.question?.text ? pickText(view.question.text, language) : '';
      return t('hosting:announce.question', { ...progress, text });
    }
    case 'reveal':
      return t('hosting:announce.reveal', progress);
    case 'ended':
      return t('hosting:announce.ended');
  }
}
