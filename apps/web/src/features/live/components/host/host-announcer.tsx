import { VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { HostView } from '@awarequest/contracts';
import { useLanguage } from '../../../../lib/use-language';
import { hostAnnouncementOf, phaseKeyOf } from '../../model/host-announcement';

/**
 * A polite live region that says what the host's screen now shows (the phase, the question and
 * its text). Keyed by the screen, so it speaks when the screen changes, not when a count does.
 */
export function HostAnnouncer({ view }: { view: HostView }) {
  const { t } = useTranslation(['hosting', 'live']);
  const language = useLanguage();
  const key = phaseKeyOf(view);
  const text = hostAnnouncementOf(view, t, language);
  return (
    <VisuallyHidden role="status" aria-live="polite" aria-atomic="true" data-testid="host-announcer">
      <span key={key}>{text}</span>
    </VisuallyHidden>
  );
}
