import { Alert, List } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ThemeSettings } from '@awarequest/contracts';
import { formatNumber } from '../../../lib/number-format';
import { useLanguage } from '../../../lib/use-language';
import { contrastChecks } from '../model/contrast-checks';

/** The pairs that read below WCAG AA, or that all of them pass; a note, not an alert. */
export function ContrastReport({ theme }: { theme: ThemeSettings }) {
  const { t } = useTranslation('branding');
  const language = useLanguage();
  const unreadable = contrastChecks(theme).filter((check) => !check.isReadable);
  if (unreadable.length === 0)
    return (
      <Alert
        variant="light"
        color="green"
        title={t('contrast.title')}
        icon={<IconCircleCheck aria-hidden />}
        role="status"
      >
        {t('contrast.allGood')}
      </Alert>
    );
  return (
    <Alert
      variant="light"
      color="yellow"
      title={t('contrast.title')}
      icon={<IconAlertTriangle aria-hidden />}
      role="status"
      data-testid="contrast-warning"
    >
      {t('contrast.warning')}
      <List size="sm" mt="xs">
        {unreadable.map((check) => (
          <List.Item key={`${check.pair}-${check.mode}`}>
            {t('contrast.pair', {
              pair: t(`contrast.pairs.${check.pair}`),
              mode: t(`contrast.modes.${check.mode}`),
              ratio: formatNumber(Math.floor(check.ratio * 10) / 10, language),
            })}
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}
