import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Cancel and Save at the foot of a form; Save submits and spins while saving. */
export function FormButtons({ onCancel, isSaving }: { onCancel: () => void; isSaving: boolean }) {
  const { t } = useTranslation('common');
  return (
    <Group gap="sm" justify="flex-end">
      <Button variant="default" onClick={onCancel}>
        {t('form.cancel')}
      </Button>
      <Button type="submit" loading={isSaving}>
        {t('form.save')}
      </Button>
    </Group>
  );
}
