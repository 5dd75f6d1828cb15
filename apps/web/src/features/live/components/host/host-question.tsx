import { Group, Image, Paper, Progress, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { pickText, type HostView, type LiveQuestion } from '@awarequest/contracts';
import { currentLanguage } from '../../../../lib/i18n';
import { formatNumber } from '../../../../lib/number-format';
import { useMsUntil } from '../../hooks/use-ms-until';
import { secondsShown } from '../../model/live-clock';
import { ChoiceTile } from '../choice-tile';
import { LRM } from './join-details';
import { Countdown } from '../countdown';

/** The open question on the big screen: text, shapes, the clock and the answers as they arrive. */
interface HostQuestionProps {
  view: HostView;
  question: LiveQuestion;
  offset: number;
  /** Players who may answer it, when the server has said; else everyone in the session. */
  eligible: number | null;
  /** On a projector: a clock the room can read. */
  isPresenting?: boolean;
}

export function HostQuestion({ view, question, offset, eligible, isPresenting = false }: HostQuestionProps) {
  const { t } = useTranslation('live');
  const language = currentLanguage();
  const opensIn = useMsUntil(question.opens_at, offset);
  const closesIn = useMsUntil(question.closes_at, offset);
  const players = eligible ?? view.players_count;
  const share = players > 0 ? (view.answered / players) * 100 : 0;
  return (
    <Stack gap="lg">
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Stack gap={4} miw={0}>
          <Text c="dimmed" fw={600}>
            {t('progress', { current: question.index + 1, total: question.count })}
          </Text>
          <Title order={2} fz={{ base: 'h3', sm: 'h1' }} data-testid="host-question-text">
            {question.text ? pickText(question.text, language) : ''}
          </Title>
        </Stack>
        <Countdown
          endsAt={question.closes_at}
          totalMs={question.closes_at - question.opens_at}
          offset={offset}
          isAnnounced
          size={isPresenting ? 240 : 110}
        />
      </Group>
      {question.image && <Image src={question.image} alt="" mah={260} fit="contain" radius="md" />}
      {(opensIn > 0 || closesIn <= 0) && (
        <Text c="dimmed" role="status">
          {opensIn > 0
            ? t('host.answersOpenIn', { seconds: secondsShown(opensIn) })
            : t('host.waitingForExtraTime')}
        </Text>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        {question.choices.map((choice, index) => (
          <ChoiceTile
            key={choice.key}
            index={index}
            text={choice.text ? pickText(choice.text, language) : null}
          />
        ))}
      </SimpleGrid>
      <Paper withBorder radius="md" p="md">
        <Group justify="space-between" mb={6}>
          <Text fw={700}>{t('host.answersTitle')}</Text>
          <Text fw={800} data-testid="answers-count">
            <span dir="ltr">
              {formatNumber(view.answered, language)}
              {language === 'ar' ? LRM : ''} / {formatNumber(players, language)}
            </span>
          </Text>
        </Group>
        <Progress
          value={share}
          size="lg"
          radius="xl"
          aria-label={t('host.answersProgress', { answered: view.answered, players })}
        />
      </Paper>
    </Stack>
  );
}
