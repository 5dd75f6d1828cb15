import { Alert, Button, FileButton, List, Modal, Stack, Text } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { AxiosError } from 'axios';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatRuleMessage, USER_FILE_COLUMNS, type UserImportReport } from '@awarequest/contracts';
import { serverErrorsOf } from '../../../lib/form-errors';
import { toastError, toastSuccess } from '../../../lib/toast';
import { useImportUsers, userFileType } from '../api/admin-users-api';
import { useLanguage } from '../../../lib/use-language';

const ACCEPT = '.csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

interface Outcome {
  report?: UserImportReport;
  /** A refused file: nothing was created. */
  refused?: Record<string, string[]>;
}

/** Import users from a CSV or Excel sheet, then show what was created and which rows were refused. */
export function ImportUsersButton() {
  const { t } = useTranslation('admin-users');
  const language = useLanguage();
  const upload = useImportUsers();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const send = (file: File | null) => {
    if (!file) return;
    const type = userFileType(file.name);
    if (!type) {
      toastError(formatRuleMessage('rule:file_type', 'file', language));
      return;
    }
    upload.mutate(
      { file, type },
      {
        onSuccess: (envelope) => {
          toastSuccess(envelope.message ?? t('import.done'));
          setOutcome({ report: envelope.data });
        },
        onError: (error) => {
          const refused = serverErrorsOf(error)?.errors;
          if (refused) setOutcome({ refused });
          else if (!(error instanceof AxiosError && error.response?.status === 401))
            toastError(t('import.failed'));
        },
      },
    );
  };
  const rows = outcome?.refused ?? outcome?.report?.errors ?? {};
  return (
    <>
      <FileButton onChange={send} accept={ACCEPT}>
        {(props) => (
          <Button
            {...props}
            variant="default"
            leftSection={<IconUpload size={18} aria-hidden />}
            loading={upload.isPending}
          >
            {t('import.button')}
          </Button>
        )}
      </FileButton>
      <Modal
        opened={outcome !== null}
        onClose={() => {
          setOutcome(null);
        }}
        title={t('import.title')}
        size="lg"
      >
        <Stack>
          {outcome?.report ? (
            <Alert color={outcome.report.rejected ? 'yellow' : 'teal'} variant="light" role="status">
              {t('import.summary', { created: outcome.report.created, rejected: outcome.report.rejected })}
            </Alert>
          ) : (
            <Alert color="red" variant="light" role="alert">
              {t('import.refused')}
            </Alert>
          )}
          {Object.keys(rows).length > 0 && (
            <List size="sm" spacing={4} data-testid="import-errors">
              {Object.entries(rows).map(([where, messages]) => (
                <List.Item key={where}>
                  <Text span fw={600} size="sm">
                    {where}
                  </Text>
                  {': '}
                  {messages.join(' ')}
                </List.Item>
              ))}
            </List>
          )}
          <Text size="xs" c="dimmed">
            {t('import.columns', { columns: USER_FILE_COLUMNS.join(', ') })}
          </Text>
        </Stack>
      </Modal>
    </>
  );
}
