import { Button, Checkbox, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { WEARABLE_FIELDS, type User, type WearableField, type WearableReading } from '@awarequest/contracts';
import { formatNumber } from '../../../lib/number-format';
import { useLanguage } from '../../../lib/use-language';
import { toastSuccess } from '../../../lib/toast';
import { useApplyWearableReading } from '../api/apply-wearable-reading';
import { describeWearableValue, initialChoice } from '../wearable-values';

const FIELD_LABELS: Record<WearableField, string> = {
  height: 'fields.height',
  weight: 'fields.weight',
  gender: 'fields.gender',
  date_of_birth: 'fields.dateOfBirth',
};

/** What the device gave, each value with a box: the chosen ones fill the profile (docs/product.md §3). */
export function WearableReadingForm({ reading, user }: { reading: WearableReading; user: User }) {
  const { t } = useTranslation(['profile', 'auth']);
  const language = useLanguage();
  const [chosen, setChosen] = useState<WearableField[]>(() => initialChoice(reading, user));
  const apply = useApplyWearableReading();
  return (
    <Stack gap="sm">
      <Checkbox.Group
        value={chosen}
        onChange={(values) => {
          setChosen(values);
        }}
        label={t('wearable.choose')}
        description={t('wearable.chooseHint')}
      >
        <Stack gap="sm" mt="xs">
          {WEARABLE_FIELDS.map((field) => {
            const read = describeWearableValue(field, reading, t, language);
            const current = describeWearableValue(field, user, t, language);
            return (
              <Checkbox
                key={field}
                value={field}
                disabled={read === null}
                label={`${t(FIELD_LABELS[field])}: ${read ?? t('wearable.notGiven')}`}
                description={
                  current === null ? t('wearable.notInProfile') : t('wearable.inProfile', { value: current })
                }
              />
            );
          })}
        </Stack>
      </Checkbox.Group>
      {reading.age !== null && (
        <Text size="sm" c="dimmed">
          {t('wearable.age', { value: formatNumber(reading.age, language) })}
        </Text>
      )}
      <div>
        <Button
          disabled={chosen.length === 0}
          loading={apply.isPending}
          onClick={() => {
            apply.mutate(chosen, {
              onSuccess: () => {
                toastSuccess(t('wearable.applied'));
              },
            });
          }}
        >
          {t('wearable.apply')}
        </Button>
      </div>
    </Stack>
  );
}
