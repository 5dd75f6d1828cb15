import { WRAPPING_LABELS } from '../../../components/segmented-styles';
import { SegmentedControl, SimpleGrid, Stack, TagsInput, Text, TextInput } from '@mantine/core';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SSO_MAPPED_FIELDS, type SamlConnectionBody } from '@awarequest/contracts';
import { SwitchField } from '../../../components/switch-field';
import { useErrorWords } from '../../../lib/form-errors';

/**
 * The fields every company sign-in connection has (label, on/off, allowed domains, attribute
 * mapping, what to do with a value missing from the lookups), on the SAML form.
 */
export function SharedSignInFields({ form }: { form: UseFormReturn<SamlConnectionBody> }) {
  const { t } = useTranslation('saml-admin');
  const errorWords = useErrorWords();
  const { errors } = form.formState;
  return (
    <Stack gap="md">
      <TextInput
        label={t('fields.label')}
        required
        {...form.register('label')}
        error={errorWords(errors.label, 'label')}
      />
      <SwitchField control={form.control} name="enabled" label={t('fields.enabled')} />
      <Controller
        control={form.control}
        name="allowed_domains"
        render={({ field }) => (
          <TagsInput
            label={t('fields.allowedDomains')}
            description={t('fields.allowedDomainsHint')}
            dir="ltr"
            value={field.value}
            onChange={field.onChange}
            error={errorWords(errors.allowed_domains, 'allowed_domains')}
          />
        )}
      />
      <Stack gap={4}>
        <Text size="sm" fw={500}>
          {t('fields.mapping')}
        </Text>
        <Text size="xs" c="dimmed">
          {t('fields.mappingHint')}
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          {SSO_MAPPED_FIELDS.map((name) => (
            <TextInput
              key={name}
              label={t(`mapped.${name}`)}
              dir="ltr"
              {...form.register(`attribute_mapping.${name}`)}
            />
          ))}
        </SimpleGrid>
      </Stack>
      <Stack gap={4}>
        <Text size="sm" fw={500} id="saml-unknown-values">
          {t('fields.unknownValues')}
        </Text>
        <Controller
          control={form.control}
          name="unknown_lookup_values"
          render={({ field }) => (
            <SegmentedControl
              aria-labelledby="saml-unknown-values"
              fullWidth
              styles={WRAPPING_LABELS}
              value={field.value}
              onChange={field.onChange}
              data={[
                { value: 'add', label: t('fields.unknownAdd') },
                { value: 'refuse', label: t('fields.unknownRefuse') },
              ]}
            />
          )}
        />
      </Stack>
    </Stack>
  );
}
