import { Center, Loader, Paper, SegmentedControl, Stack, Text } from '@mantine/core';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isLanguage, type Language, type QuestionInput } from '@awarequest/contracts';
import { PreviewQuestion } from './preview-question';
import { useLanguage } from '../../../lib/use-language';

/**
 * The question as a player sees it, in the language the admin picks: the choices, and after
 * "Submit answer" the verdict and the explanation. Nothing is sent to the server.
 */
export function QuestionPreview({ question }: { question: QuestionInput }) {
  const { t } = useTranslation('authoring');
  const uiLanguage = useLanguage();
  const [language, setLanguage] = useState<Language>(uiLanguage);
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {t('preview.hint')}
      </Text>
      <SegmentedControl
        aria-label={t('preview.language')}
        value={language}
        onChange={(value) => {
          if (isLanguage(value)) setLanguage(value);
        }}
        data={(['en', 'ar'] as const).map((value) => ({ value, label: t(`languages.${value}`) }))}
        w="fit-content"
      />
      <Paper
        withBorder
        radius="md"
        p={{ base: 'sm', sm: 'lg' }}
        dir={language === 'ar' ? 'rtl' : 'ltr'}
        lang={language}
        data-testid="question-preview"
        bg="var(--aq-container, var(--mantine-color-body))"
      >
        <Suspense
          fallback={
            <Center py="xl">
              <Loader aria-label={t('common:loading')} />
            </Center>
          }
        >
          <PreviewQuestion key={language} question={question} language={language} />
        </Suspense>
      </Paper>
    </Stack>
  );
}
