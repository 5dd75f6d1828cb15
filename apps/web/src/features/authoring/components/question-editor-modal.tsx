import { zodResolver } from '@hookform/resolvers/zod';
import { Modal, Stack, Tabs } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconEye, IconPencil } from '@tabler/icons-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { questionSchema, type AdminQuestion, type Question, type QuestionInput } from '@awarequest/contracts';
import { toastSuccess } from '../../../lib/toast';
import { useSaveQuestion } from '../api/save-question';
import { newQuestionValues, questionValues } from '../form-values';
import { FormButtons } from '../../../components/form-buttons';
import { FormErrorAlert } from './form-error-alert';
import { QuestionFields } from './question-fields';
import { QuestionPreview } from './question-preview';
import { applyServerErrors } from '../../../lib/form-errors';

const FIELDS = [
  'key',
  'kind',
  'difficulty',
  'audience',
  'text',
  'choices',
  'correct',
  'accepted_answers',
  'slider',
  'explanation',
  'image',
  'image_alt',
] as const;

interface QuestionEditorModalProps {
  gameId: string;
  /** The question to edit; a new one is added after `questions` otherwise. */
  question?: AdminQuestion;
  questions: readonly AdminQuestion[];
  isOpen: boolean;
  onClose: () => void;
}

/** Add or edit a question, with a preview of it as a player sees it. */
export function QuestionEditorModal({ isOpen, onClose, ...props }: QuestionEditorModalProps) {
  const { t } = useTranslation('authoring');
  const isPhone = useMediaQuery('(max-width: 48em)');
  return (
    <Modal
      opened={isOpen}
      onClose={onClose}
      title={props.question ? t('question.editTitle') : t('question.newTitle')}
      size="64rem"
      fullScreen={isPhone}
    >
      <QuestionEditor {...props} onDone={onClose} />
    </Modal>
  );
}

type Tab = 'edit' | 'preview';

function QuestionEditor({
  gameId,
  question,
  questions,
  onDone,
}: Omit<QuestionEditorModalProps, 'isOpen' | 'onClose'> & { onDone: () => void }) {
  const { t } = useTranslation('authoring');
  const [tab, setTab] = useState<Tab>('edit');
  const form = useForm<QuestionInput, unknown, Question>({
    resolver: zodResolver(questionSchema),
    mode: 'onTouched',
    defaultValues: question ? questionValues(question) : newQuestionValues(questions),
  });
  const save = useSaveQuestion();

  const submit = form.handleSubmit(
    (body) => {
      save.mutate(
        { gameId, id: question?.id, body },
        {
          onSuccess: (envelope) => {
            toastSuccess(envelope.message ?? t('saved'));
            onDone();
          },
          onError: (error) => {
            applyServerErrors(error, form.setError, FIELDS, { isNested: true });
            setTab('edit');
          },
        },
      );
    },
    // The errors are on the form's tab: show it.
    () => {
      setTab('edit');
    },
  );

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack>
        <FormErrorAlert message={form.formState.errors.root?.server?.message} />
        <Tabs
          value={tab}
          onChange={(value) => {
            setTab(value === 'preview' ? 'preview' : 'edit');
          }}
        >
          <Tabs.List mb="md">
            <Tabs.Tab value="edit" leftSection={<IconPencil size={16} aria-hidden />}>
              {t('question.editTab')}
            </Tabs.Tab>
            <Tabs.Tab value="preview" leftSection={<IconEye size={16} aria-hidden />}>
              {t('question.previewTab')}
            </Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="edit">
            <QuestionFields form={form} />
          </Tabs.Panel>
          <Tabs.Panel value="preview">
            {tab === 'preview' && <QuestionPreview question={form.getValues()} />}
          </Tabs.Panel>
        </Tabs>
        <FormButtons onCancel={onDone} isSaving={save.isPending} />
      </Stack>
    </form>
  );
}
