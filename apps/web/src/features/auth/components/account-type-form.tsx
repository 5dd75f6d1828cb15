import { Button, Group, Radio, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_TYPES, type AccountType } from '@awarequest/contracts';

interface AccountTypeFormProps {
  defaultType?: AccountType;
  onSubmit: (type: AccountType) => void;
}

/** Personal, family (a parent with children's accounts) or team (a lead with members). */
export function AccountTypeForm({ defaultType = 'personal', onSubmit }: AccountTypeFormProps) {
  const { t } = useTranslation('auth');
  const [type, setType] = useState<AccountType>(defaultType);
  return (
    <Stack>
      <Radio.Group
        value={type}
        onChange={(value) => {
          setType(value);
        }}
        label={t('accountType.title')}
        labelProps={{ hidden: true }}
      >
        <Stack gap="sm">
          {ACCOUNT_TYPES.map((option) => (
            <Radio.Card key={option} value={option} p="md" radius="md" withBorder>
              <Group wrap="nowrap" align="flex-start">
                <Radio.Indicator />
                <Stack gap={2}>
                  <Text fw={600}>{t(`accountType.${option}.title`)}</Text>
                  <Text size="sm" c="dimmed">
                    {t(`accountType.${option}.text`)}
                  </Text>
                </Stack>
              </Group>
            </Radio.Card>
          ))}
        </Stack>
      </Radio.Group>
      <Button
        size="md"
        fullWidth
        onClick={() => {
          onSubmit(type);
        }}
      >
        {t('accountType.submit')}
      </Button>
    </Stack>
  );
}
