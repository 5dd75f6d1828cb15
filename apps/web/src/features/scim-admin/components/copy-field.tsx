import { ActionIcon, CopyButton, TextInput, Tooltip } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** A read-only value (an address, a token) with a button that copies it. */
export function CopyField({
  label,
  value,
  description,
}: {
  label: string;
  value: string;
  description?: string;
}) {
  const { t } = useTranslation('scim-admin');
  return (
    <TextInput
      label={label}
      description={description}
      value={value}
      readOnly
      dir="ltr"
      styles={{ input: { fontFamily: 'monospace' } }}
      rightSection={
        <CopyButton value={value}>
          {({ copied, copy }) => (
            <Tooltip label={copied ? t('copied') : t('copy')} withArrow>
              <ActionIcon
                variant="subtle"
                onClick={copy}
                aria-label={copied ? t('copied') : t('copyLabel', { label })}
              >
                {copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}
              </ActionIcon>
            </Tooltip>
          )}
        </CopyButton>
      }
    />
  );
}
