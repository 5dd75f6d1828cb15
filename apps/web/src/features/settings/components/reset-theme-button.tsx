import { Button, Group, Modal, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconRestore } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** "Reset to the defaults", asked again in a dialog before anything is saved. */
export function ResetThemeButton({ isPending, onConfirm }: { isPending: boolean; onConfirm: () => void }) {
  const { t } = useTranslation('branding');
  const [isOpen, dialog] = useDisclosure(false);
  return (
    <>
      <Button variant="default" leftSection={<IconRestore size={18} aria-hidden />} onClick={dialog.open}>
        {t('reset.action')}
      </Button>
      <Modal opened={isOpen} onClose={dialog.close} title={t('reset.title')} centered>
        <Text mb="lg">{t('reset.text')}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={dialog.close}>
            {t('reset.cancel')}
          </Button>
          <Button
            color="red"
            loading={isPending}
            onClick={() => {
              onConfirm();
              dialog.close();
            }}
          >
            {t('reset.confirm')}
          </Button>
        </Group>
      </Modal>
    </>
  );
}
