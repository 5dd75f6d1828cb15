import { Alert, List, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { describeErrorPath, type ServerErrors } from '../../../lib/form-errors';
import { useLanguage } from '../../../lib/use-language';

/** A rejected file's errors, one line per row or path: where, then what is wrong. */
export function ContentErrorsList({ failure, title }: { failure: ServerErrors; title?: string }) {
  const { t } = useTranslation('authoring');
  const language = useLanguage();
  const words = {
    item: (list: string, n: number) => t(`errorPaths.${list}`, { n }),
    language: (code: string) => t(`languages.${code}`),
  };
  const entries = Object.entries(failure.errors);
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconAlertCircle aria-hidden />}
      title={title ?? failure.message}
      role="alert"
      data-testid="content-errors"
    >
      {title && <Text size="sm">{failure.message}</Text>}
      <List size="sm" spacing={4} mt="xs" withPadding={false} listStyleType="none">
        {entries.map(([path, messages]) => (
          <List.Item key={path}>
            <Text span size="sm" fw={700}>
              {describeErrorPath(path, language, words)}
            </Text>
            {': '}
            <Text span size="sm">
              {messages.join(' ')}
            </Text>
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}
