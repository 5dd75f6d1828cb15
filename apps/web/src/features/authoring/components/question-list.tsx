import { ActionIcon, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconPencil, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DIFFICULTY_MIN_ANSWERS,
  pickText,
  type AdminGame,
  type AdminQuestion,
  type GameQuestionStats,
} from '@awarequest/contracts';
import { EmptyState } from '../../../components/empty-state';
import { currentLanguage } from '../../../lib/i18n';
import { toastSuccess } from '../../../lib/toast';
import { useDeleteQuestion } from '../api/delete-question';
import { useQuestionStats } from '../api/get-question-stats';
import { useReorderQuestions } from '../api/reorder-questions';
import { useReorderableList } from '../hooks/use-move';
import { AnswerStats } from './answer-stats';
import { KindAnswerStats } from './kind-answer-stats';
import { AudienceBadge } from './audience-select';
import { BilingualName } from './bilingual-name';
import { ConfirmDelete } from './confirm-delete';
import { ListRow } from './list-row';
import { QuestionEditorModal } from './question-editor-modal';
import { QuestionsFile } from './questions-file';
import { ReorderButtons } from './reorder-buttons';

/** A game's questions in order: add, edit (with a preview), reorder, delete, and the CSV/Excel file. */
export function QuestionList({ game }: { game: AdminGame }) {
  const { t } = useTranslation('authoring');
  const reorder = useReorderQuestions();
  // The answer rates come on their own: the questions show without them while they load.
  const { data: stats } = useQuestionStats(game.id);
  const { items, move } = useReorderableList(game.questions, (ids, callbacks) => {
    reorder.mutate({ gameId: game.id, ids }, callbacks);
  });
  const [isEditing, editor] = useDisclosure(false);
  const [editing, setEditing] = useState<AdminQuestion | undefined>(undefined);
  const openEditor = (question?: AdminQuestion) => {
    setEditing(question);
    editor.open();
  };
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'lg' }}
      component="section"
      aria-labelledby="questions-title"
    >
      <Stack>
        <Group justify="space-between" gap="sm">
          <Title order={2} size="h3" id="questions-title">
            {t('question.listTitle', { count: items.length })}
          </Title>
          <Button
            leftSection={<IconPlus size={18} aria-hidden />}
            onClick={() => {
              openEditor();
            }}
          >
            {t('question.add')}
          </Button>
        </Group>
        <QuestionsFile game={game} />
        {items.length === 0 ? (
          <EmptyState title={t('question.none')} hint={t('question.noneHint')} />
        ) : (
          <Stack
            component="ol"
            gap="xs"
            p={0}
            m={0}
            style={{ listStyle: 'none' }}
            aria-labelledby="questions-title"
          >
            {items.map((question, index) => (
              <QuestionRow
                key={question.id}
                question={question}
                stats={stats}
                index={index}
                count={items.length}
                isReordering={reorder.isPending}
                onMove={move}
                onEdit={() => {
                  openEditor(question);
                }}
              />
            ))}
          </Stack>
        )}
      </Stack>
      <QuestionEditorModal
        key={editing?.id ?? 'new'}
        gameId={game.id}
        question={editing}
        questions={game.questions}
        isOpen={isEditing}
        onClose={editor.close}
      />
    </Paper>
  );
}

interface QuestionRowProps {
  question: AdminQuestion;
  stats: GameQuestionStats | undefined;
  index: number;
  count: number;
  isReordering: boolean;
  onMove: (from: number, to: number) => void;
  onEdit: () => void;
}

function QuestionRow({ question, stats, index, count, isReordering, onMove, onEdit }: QuestionRowProps) {
  const { t } = useTranslation('authoring');
  const remove = useDeleteQuestion();
  const text = pickText(question.text, currentLanguage());
  const name = t('question.numbered', { n: index + 1 });
  const answerStats = stats?.questions.find((entry) => entry.question_id === question.id);
  return (
    <ListRow
      label={text}
      reorder={
        <ReorderButtons name={name} index={index} count={count} isDisabled={isReordering} onMove={onMove} />
      }
      actions={
        <>
          <ActionIcon
            variant="subtle"
            aria-label={t('actions.editItem', { name })}
            title={t('actions.editItem', { name })}
            onClick={onEdit}
          >
            <IconPencil size={18} aria-hidden />
          </ActionIcon>
          <ConfirmDelete
            name={name}
            consequence={t('confirmDelete.questionConsequence')}
            isPending={remove.isPending}
            onConfirm={(close) => {
              remove.mutate(question.id, {
                onSuccess: (envelope) => {
                  toastSuccess(envelope.message ?? t('deleted'));
                  close();
                },
              });
            }}
          />
        </>
      }
    >
      <BilingualName text={question.text} order={index + 1} />
      <Group gap="xs" mt={4}>
        <Badge variant="light">{t(`kinds.${question.kind}`)}</Badge>
        <AudienceBadge audience={question.audience} />
        <Text size="sm" c="dimmed">
          {t('question.choicesCount', { count: question.choices.length })}
        </Text>
      </Group>
      <Group gap="xs" mt={4}>
        <Badge variant="outline" color="gray">
          {t('question.difficulty', { difficulty: t(`difficulties.${question.difficulty}`) })}
        </Badge>
        <AnswerStats stats={answerStats} minAnswers={stats?.min_answers ?? DIFFICULTY_MIN_ANSWERS} />
      </Group>
      <KindAnswerStats question={question} stats={answerStats} />
    </ListRow>
  );
}
