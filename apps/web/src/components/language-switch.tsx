import { Button, useDirection } from '@mantine/core';
import { IconLanguage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Language } from '@awarequest/contracts';
import { currentLanguage, directionOf, setLanguage } from '../lib/i18n';

/**
 * Switches between English and Arabic; the button names the other language in its own
 * script. Arabic lays the whole app out right to left.
 */
export function LanguageSwitch() {
  const { t } = useTranslation();
  const { setDirection } = useDirection();
  const other: Language = currentLanguage() === 'ar' ? 'en' : 'ar';
  const switchLanguage = () => {
    void setLanguage(other).then(() => {
      setDirection(directionOf(other));
    });
  };
  return (
    <Button
      variant="subtle"
      color="gray"
      c="inherit"
      px="xs"
      lang={other}
      leftSection={<IconLanguage size={20} />}
      aria-label={`${t('language.label')}: ${t(`language.${other}`)}`}
      onClick={switchLanguage}
    >
      {t(`language.${other}`)}
    </Button>
  );
}
