import { Button, FileButton, Group, Text } from '@mantine/core';
import { IconFileSpreadsheet, IconFileTypeCsv, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatRuleMessage, QUESTION_FILE_FORMATS, type AdminGame } from '@awarequest/contracts';
import { toastError, toastSuccess } from '../../../lib/toast';
import { serverErrorsOf, toastSilentFailure, type ServerErrors } from '../../../lib/form-errors';
import { exportQuestions } from '../api/download-file';
import { questionFileType, useUploadQuestionsFile } from '../api/upload-questions-file';
import { ContentErrorsList } from './content-errors-list';
import { useLanguage } from '../../../lib/use-language';

const ACCEPT = '.csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The questions as a CSV or Excel sheet: download them, or upload a sheet; a bad one lists its errors. */
export function QuestionsFile({ game }: { game: AdminGame }) {
  const { t } = useTranslation('authoring');
  const upload = useUploadQuestionsFile();
  const [failure, setFailure] = useState<ServerErrors | undefined>(undefined);
  const language = useLanguage();

  const send = (file: File | null) => {
    if (!file) return;
    setFailure(undefined);
    const type = questionFileType(file.name);
    if (!type) {
      toastError(formatRuleMessage('rule:file_type', 'file', language));
      return;
    }
    upload.mutate(
      { gameId: game.id, file, type },
      {
        onSuccess: (envelope) => {
          toastSuccess(envelope.message ?? t('saved'));
        },
        onError: (error) => {
          toastSilentFailure(error, { isListedOnPage: true });
          setFailure(serverErrorsOf(error));
        },
      },
    );
  };

  return (
    <>
      <Group gap="xs">
        <Text size="sm" c="dimmed" me="xs">
          {t('questionsFile.label')}
        </Text>
        {QUESTION_FILE_FORMATS.map((format) => (
          <Button
            key={format}
            variant="default"
            size="xs"
            leftSection={
              format === 'csv' ? (
                <IconFileTypeCsv size={16} aria-hidden />
              ) : (
                <IconFileSpreadsheet size={16} aria-hidden />
              )
            }
            onClick={() => void exportQuestions(game.id, game.key, format)}
          >
            {t(`questionsFile.export.${format}`)}
          </Button>
        ))}
        <FileButton onChange={send} accept={ACCEPT}>
          {(props) => (
            <Button
              {...props}
              variant="default"
              size="xs"
              leftSection={<IconUpload size={16} aria-hidden />}
              loading={upload.isPending}
            >
              {t('questionsFile.upload')}
            </Button>
          )}
        </FileButton>
      </Group>
      <Text size="xs" c="dimmed" mt={-8}>
        {t('questionsFile.hint')}
      </Text>
      {failure && <ContentErrorsList failure={failure} />}
    </>
  );
}
