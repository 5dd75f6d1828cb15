import { Radio, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AVATARS, PlayerAvatar } from './player-avatar';

interface AvatarPickerProps {
  value: string;
  onChange: (avatar: string) => void;
  label: string;
}

/** The avatar choice of docs/product.md §2: a radio group of named avatars. */
export function AvatarPicker({ value, onChange, label }: AvatarPickerProps) {
  const { t } = useTranslation('avatars');
  return (
    <Radio.Group value={value} onChange={onChange} label={label}>
      <SimpleGrid cols={{ base: 3, xs: 4, sm: 6 }} spacing="xs" mt="xs">
        {AVATARS.map((avatar) => (
          <Radio.Card key={avatar.id} value={avatar.id} radius="md" p="xs" aria-label={t(avatar.id)}>
            {/* The name under the picture: six columns in a dialog leave no room beside it. */}
            <Stack gap={4} align="center">
              <PlayerAvatar avatar={avatar.id} size="md" />
              <Text size="sm" ta="center" maw="100%" truncate>
                {t(avatar.id)}
              </Text>
            </Stack>
          </Radio.Card>
        ))}
      </SimpleGrid>
    </Radio.Group>
  );
}
