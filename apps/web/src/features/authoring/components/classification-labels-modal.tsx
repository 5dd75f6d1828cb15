import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Code, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconInfoCircle } from '@tabler/icons-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  CLASSIFICATION_LEVELS,
  classificationLabelsSchema,
  DEFAULT_CLASSIFICATION_LABELS,
  type ClassificationLabels,
} from '@awarequest/contracts';
import { EmptyState } from '../../../components/empty-state';
import { applyServerErrors, useErrorWords } from '../../../lib/form-errors';
import { toastSuccess } from '../../../lib/toast';
import { useClassificationLabels } from '../api/get-classification-labels';
import { useSaveClassificationLabels } from '../api/save-classification-labels';
import { FormButtons } from '../../../components/form-buttons';
import { FormErrorAlert } from './form-error-alert';
import { LocalizedFields } from './localized-fields';

const DEFAULTS = { labels: [...DEFAULT_CLASSIFICATION_LABELS] } as ClassificationLabels;

/**
 * The organisation's names of its four classification levels. The content pack writes
 * `{{classification.N}}` where a label belongs, so players read the names their policy uses.
 */
export function ClassificationLabelsModal({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  const { t } = useTranslation('authoring');
  const isPhone = useMediaQuery('(max-width: 48em)');
  const labels = useClassificationLabels();
  return (
    <Modal opened={isOpen} onClose={onClose} title={t('classification.title')} size="xl" fullScreen={isPhone}>
      {labels.data ? (
        <LabelsForm saved={labels.data} onDone={onClose} />
      ) : labels.isError ? (
        <EmptyState title={t('common:empty.noData')} />
      ) : (
        <Loader aria-label={t('common:loading')} />
      )}
    </Modal>
  );
}

function LabelsForm({ saved, onDone }: { saved: ClassificationLabels; onDone: () => void }) {
  const { t } = useTranslation('authoring');
  const errorWords = useErrorWords();
  const save = useSaveClassificationLabels();
  const form = useForm<ClassificationLabels>({
    resolver: zodResolver(classificationLabelsSchema),
    mode: 'onTouched',
    defaultValues: saved,
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit((body) => {
    save.mutate(body, {
      onSuccess: (envelope) => {
        toastSuccess(envelope.message ?? t('saved'));
        onDone();
      },
      onError: (error) => {
        applyServerErrors(error, form.setError, ['labels'], { isNested: true });
      },
    });
  });
  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack>
        <Alert variant="light" icon={<IconInfoCircle aria-hidden />}>
          <Text size="sm">{t('classification.explain')}</Text>
          <Text size="sm" mt={4}>
            {t('classification.placeholder')} <Code dir="ltr">{'{{classification.4}}'}</Code>
          </Text>
        </Alert>
        <FormErrorAlert message={errors.root?.server?.message} />
        {CLASSIFICATION_LEVELS.map((level) => {
          const index = (level - 1) as 0 | 1 | 2 | 3;
          return (
            <LocalizedFields
              key={level}
              label={t('classification.level', { level, context: String(level) })}
              registrations={{
                en: form.register(`labels.${index}.en`),
                ar: form.register(`labels.${index}.ar`),
              }}
              errors={{
                en: errorWords(errors.labels?.[index]?.en, 'name'),
                ar: errorWords(errors.labels?.[index]?.ar, 'name'),
              }}
            />
          );
        })}
        <Group justify="space-between" mt="sm">
          <Button
            variant="subtle"
            onClick={() => {
              form.reset(DEFAULTS, { keepDefaultValues: true });
            }}
          >
            {t('classification.reset')}
          </Button>
          <FormButtons onCancel={onDone} isSaving={save.isPending} />
        </Group>
      </Stack>
    </form>
  );
}
