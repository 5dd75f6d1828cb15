import { Button, Group, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CategoryFormModal } from './category-form-modal';
import { ImportOutcome, ImportPackButton, type ImportOutcomeValue } from './import-pack';

/** New category and JSON import, above the list; an import's report or errors show below. */
export function ContentToolbar({ nextOrder }: { nextOrder: number }) {
  const { t } = useTranslation('authoring');
  const [isCreating, creator] = useDisclosure(false);
  const [outcome, setOutcome] = useState<ImportOutcomeValue>(undefined);
  return (
    <Stack gap="sm">
      <Group gap="sm">
        <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={creator.open}>
          {t('content.newCategory')}
        </Button>
        <ImportPackButton onOutcome={setOutcome} />
      </Group>
      <ImportOutcome outcome={outcome} />
      <CategoryFormModal isOpen={isCreating} onClose={creator.close} nextOrder={nextOrder} />
    </Stack>
  );
}
