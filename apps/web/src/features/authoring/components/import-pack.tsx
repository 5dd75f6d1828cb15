import { Alert, Button, FileButton, List, Stack } from '@mantine/core';
import { IconCircleCheck, IconUpload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ImportReport } from '@awarequest/contracts';
import { toastError, toastSuccess } from '../../../lib/toast';
import { serverErrorsOf, toastSilentFailure, type ServerErrors } from '../../../lib/form-errors';
import { useImportContent } from '../api/import-content';
import { ContentErrorsList } from './content-errors-list';

type Outcome = { report: ImportReport } | { failure: ServerErrors } | undefined;

/** Import a content pack (.json): what it created and updated, or every error it has. */
export function ImportPackButton({ onOutcome }: { onOutcome: (outcome: Outcome) => void }) {
  const { t } = useTranslation('authoring');
  const importContent = useImportContent();

  const upload = async (file: File | null) => {
    if (!file) return;
    onOutcome(undefined);
    let pack: unknown;
    try {
      pack = JSON.parse(await file.text());
    } catch {
      toastError(t('import.notJson'));
      return;
    }
    importContent.mutate(pack, {
      onSuccess: (envelope) => {
        toastSuccess(envelope.message ?? t('import.done'));
        onOutcome({ report: envelope.data });
      },
      onError: (error) => {
        toastSilentFailure(error, { isListedOnPage: true });
        const failure = serverErrorsOf(error);
        if (failure) onOutcome({ failure });
      },
    });
  };

  return (
    <FileButton onChange={(file) => void upload(file)} accept=".json,application/json">
      {(props) => (
        <Button
          {...props}
          variant="default"
          leftSection={<IconUpload size={18} aria-hidden />}
          loading={importContent.isPending}
        >
          {t('import.button')}
        </Button>
      )}
    </FileButton>
  );
}

/** What the last import did, shown under the toolbar until the next one. */
export function ImportOutcome({ outcome }: { outcome: Outcome }) {
  const { t } = useTranslation('authoring');
  if (!outcome) return null;
  if ('failure' in outcome) return <ContentErrorsList failure={outcome.failure} />;
  const { categories, games, questions } = outcome.report;
  return (
    <Alert
      color="teal"
      variant="light"
      icon={<IconCircleCheck aria-hidden />}
      title={t('import.reportTitle')}
    >
      <Stack gap={4}>
        <List size="sm" spacing={2}>
          <List.Item>{t('import.categories', categories)}</List.Item>
          <List.Item>{t('import.games', games)}</List.Item>
          <List.Item>{t('import.questions', questions)}</List.Item>
        </List>
      </Stack>
    </Alert>
  );
}

export type { Outcome as ImportOutcomeValue };
