import { Alert, Button, Group, Stack } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { pickText, type Language, type LocalizedText } from '@awarequest/contracts';
import { LabelledText } from '../../../components/answers/labelled-text';

interface PreviewVerdictProps {
  language: Language;
  color: string;
  icon: ReactNode;
  title: string;
  verdict: string;
  /** What the kind shows of its solution, above the explanation. */
  children?: ReactNode;
  explanation: LocalizedText;
  onAgain: () => void;
}

/** The preview's verdict after "Submit answer", as players get it, then "Try the preview again". */
export function PreviewVerdict(props: PreviewVerdictProps) {
  const { language, color, icon, title, verdict, children, explanation, onAgain } = props;
  const { t } = useTranslation('games', { lng: language });
  const { t: ta } = useTranslation('authoring');
  return (
    <>
      <Alert variant="light" color={color} radius="md" icon={icon} title={title} data-verdict={verdict}>
        <Stack gap={6}>
          {children}
          <LabelledText label={t('quiz.explanation')}>{pickText(explanation, language)}</LabelledText>
        </Stack>
      </Alert>
      <Group justify="flex-end">
        <Button variant="default" leftSection={<IconRefresh size={16} aria-hidden />} onClick={onAgain}>
          {ta('preview.again')}
        </Button>
      </Group>
    </>
  );
}
