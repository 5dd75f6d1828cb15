import { Radio, SimpleGrid, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { Controller, type FieldError, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  DEFAULT_SSO_ATTRIBUTE_MAPPING,
  SSO_MAPPED_FIELDS,
  type OidcConnectionBody,
} from '@awarequest/contracts';
import { SwitchField } from '../../../components/switch-field';
import { useErrorWords } from '../../../lib/form-errors';

/** The fields every connection has: who may sign in, and the profile fields read from the provider. */
export function SsoSharedFields({ form }: { form: UseFormReturn<OidcConnectionBody> }) {
  const { t } = useTranslation('sso');
  const errorWords = useErrorWords();
  const { errors } = form.formState;
  // A list's errors come per entry: the first wrong domain speaks for the field.
  const domainErrors = errors.allowed_domains as FieldError | (FieldError | undefined)[] | undefined;
  const domainError = Array.isArray(domainErrors) ? domainErrors.find(Boolean) : domainErrors;
  return (
    <>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('admin.sections.people')}
        </Title>
        <Controller
          control={form.control}
          name="allowed_domains"
          render={({ field }) => (
            <Textarea
              label={t('admin.fields.allowedDomains')}
              description={t('admin.fields.allowedDomainsHint')}
              dir="ltr"
              autosize
              minRows={2}
              value={field.value.join('\n')}
              onChange={(event) => {
                field.onChange(event.currentTarget.value.split(/[\n,]/).map((line) => line.trim()));
              }}
              onBlur={() => {
                field.onChange(field.value.filter(Boolean));
                field.onBlur();
              }}
              error={errorWords(domainError, 'allowed_domains')}
            />
          )}
        />
        <Controller
          control={form.control}
          name="unknown_lookup_values"
          render={({ field }) => (
            <Radio.Group
              label={t('admin.fields.unknownValues')}
              value={field.value}
              onChange={field.onChange}
            >
              <Stack gap="xs" mt="xs">
                <Radio value="add" label={t('admin.fields.unknownAdd')} />
                <Radio value="refuse" label={t('admin.fields.unknownRefuse')} />
              </Stack>
            </Radio.Group>
          )}
        />
      </Stack>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('admin.sections.mapping')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('admin.fields.mappingHint')}
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {SSO_MAPPED_FIELDS.map((name) => (
            <TextInput
              key={name}
              label={t(`admin.mapped.${name}`)}
              placeholder={DEFAULT_SSO_ATTRIBUTE_MAPPING[name]}
              dir="ltr"
              error={errorWords(errors.attribute_mapping?.[name], 'attribute_mapping')}
              {...form.register(`attribute_mapping.${name}`)}
            />
          ))}
        </SimpleGrid>
      </Stack>
    </>
  );
}

/** The switch that turns a connection on and off. */
export function EnabledSwitch({ form }: { form: UseFormReturn<OidcConnectionBody> }) {
  const { t } = useTranslation('sso');
  return <SwitchField control={form.control} name="enabled" label={t('admin.fields.enabledSwitch')} />;
}
