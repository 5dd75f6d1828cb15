import { Button, Group, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconPlus, IconTags } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CategoryFormModal } from './category-form-modal';
import { ClassificationLabelsModal } from './classification-labels-modal';
import { ImportOutcome, ImportPackButton, type ImportOutcomeValue } from './import-pack';

/** New category, JSON import and the classification labels, above the list; an import's report or errors show below. */
export function ContentToolbar({ nextOrder }: { nextOrder: number }) {
  const { t } = useTranslation('authoring');
  const [isCreating, creator] = useDisclosure(false);
  const [isLabelling, labeller] = useDisclosure(false);
  const [outcome, setOutcome] = useState<ImportOutcomeValue>(undefined);
  return (
    <Stack gap="sm">
      <Group gap="sm">
        <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={creator.open}>
          {t('content.newCategory')}
        </Button>
        <ImportPackButton onOutcome={setOutcome} />
        <Button variant="default" leftSection={<IconTags size={18} aria-hidden />} onClick={labeller.open}>
          {t('classification.button')}
        </Button>
      </Group>
      <ImportOutcome outcome={outcome} />
      <CategoryFormModal isOpen={isCreating} onClose={creator.close} nextOrder={nextOrder} />
      <ClassificationLabelsModal isOpen={isLabelling} onClose={labeller.close} />
    </Stack>
  );
}
