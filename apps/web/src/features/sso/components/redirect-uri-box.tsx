import { ActionIcon, Code, Group, Stack, Text, Tooltip, CopyButton } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** The OIDC redirect URI an admin registers at the provider, with a copy button. */
export function RedirectUriBox({ uri }: { uri: string }) {
  const { t } = useTranslation('sso');
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500}>
        {t('admin.redirectUri')}
      </Text>
      <Group gap="xs" wrap="nowrap">
        <Code
          dir="ltr"
          style={{ overflowWrap: 'anywhere', flex: 1 }}
        >
          {uri}
        </Code>
        <CopyButton value={uri}>
          {({ copied, copy }) => (
            <Tooltip label={copied ? t('admin.copied') : t('admin.copy')} withArrow>
              <ActionIcon variant="subtle" onClick={copy} aria-label={t('admin.copy')}>
                {copied ? <IconCheck size={18} aria-hidden /> : <IconCopy size={18} aria-hidden />}
              </ActionIcon>
            </Tooltip>
          )}
        </CopyButton>
      </Group>
    </Stack>
  );
}
