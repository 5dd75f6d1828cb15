import { Text } from '@mantine/core';
import { type Language, type LocalizedText } from '@awarequest/contracts';
import { useLanguage } from '../../../lib/use-language';

/** A localized text in the current language, and below it, small, in the other one. */
export function BilingualName({ text, order }: { text: LocalizedText; order?: number }) {
  const language = useLanguage();
  const other: Language = language === 'en' ? 'ar' : 'en';
  return (
    <div style={{ minWidth: 0 }}>
      <Text fw={600} lineClamp={2}>
        {order !== undefined && `${order}. `}
        {text[language] || text.en}
      </Text>
      <Text
        size="sm"
        c="dimmed"
        lang={other}
        dir={other === 'ar' ? 'rtl' : 'ltr'}
        lineClamp={1}
        // Aligned with the line above, whichever way the other language runs.
        ta={language === 'ar' ? 'right' : 'left'}
      >
        {text[other]}
      </Text>
    </div>
  );
}
