import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Card, Grid, Group, Stack, Title } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { themeUpdateSchema, type ThemeSettings, type ThemeUpdate } from '@awarequest/contracts';
import { applyServerErrors } from '../../../lib/form-errors';
import { toastSuccess } from '../../../lib/toast';
import { useUpdateTheme } from '../api/update-theme';
import {
  BRANDING_FIELDS,
  brandingValuesOf,
  COLOR_GROUPS,
  emptyBrandingValues,
  previewThemeOf,
  type BrandingValues,
} from '../model/branding-form';
import { BrandImageField } from './brand-image-field';
import { ColorFields } from './color-fields';
import { ContrastReport } from './contrast-report';
import { ResetThemeButton } from './reset-theme-button';
import { ThemePreview } from './theme-preview';

/**
 * Every theme key of docs/product.md §3: the logo and the main background, the brand colours and
 * the light and dark surfaces, with a live preview of both schemes and the contrast check
 * beside them. Saving sends every key (an empty one goes back to its default).
 */
export function BrandingForm({ theme }: { theme: ThemeSettings }) {
  const { t } = useTranslation('branding');
  const save = useUpdateTheme();
  const form = useForm<BrandingValues, unknown, ThemeUpdate>({
    // The schema preprocesses '' to null, so zod types its input as unknown: the fields are text.
    resolver: zodResolver(themeUpdateSchema) as unknown as Resolver<BrandingValues, unknown, ThemeUpdate>,
    mode: 'onTouched',
    defaultValues: brandingValuesOf(theme),
  });
  const { errors } = form.formState;
  const preview = previewThemeOf(form.watch());

  const send = (body: ThemeUpdate, doneText: string) => {
    save.mutate(body, {
      onSuccess: (envelope) => {
        form.reset(brandingValuesOf(envelope.data));
        toastSuccess(doneText);
      },
      onError: (error) => {
        applyServerErrors(error, form.setError, BRANDING_FIELDS);
      },
    });
  };
  const submit = form.handleSubmit((body) => {
    send(body, t('saved'));
  });
  const reset = () => {
    const cleared = Object.fromEntries(BRANDING_FIELDS.map((key) => [key, null])) as ThemeUpdate;
    form.reset(emptyBrandingValues());
    send(cleared, t('reset.done'));
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, lg: 7 }}>
          <Stack gap="lg">
            <Card withBorder radius="md" padding="lg" bg="var(--aq-cards)">
              <Title order={2} size="h4" mb="md">
                {t('images.title')}
              </Title>
              <Stack gap="lg">
                {(['logo', 'main_background'] as const).map((field) => (
                  <Controller
                    key={field}
                    control={form.control}
                    name={field}
                    render={({ field: input }) => (
                      <BrandImageField field={field} value={input.value} onChange={input.onChange} />
                    )}
                  />
                ))}
              </Stack>
            </Card>
            {(['brand', 'light', 'dark'] as const).map((group) => (
              <Card key={group} withBorder radius="md" padding="lg" bg="var(--aq-cards)">
                <Title order={2} size="h4" mb="md">
                  {t(`groups.${group}`)}
                </Title>
                <ColorFields
                  legend={t(`groups.${group}`)}
                  keys={COLOR_GROUPS[group]}
                  control={form.control}
                  errors={errors}
                />
              </Card>
            ))}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 5 }}>
          <Stack gap="lg" style={{ position: 'sticky', top: 'var(--mantine-spacing-md)' }}>
            <Title order={2} size="h4">
              {t('preview.title')}
            </Title>
            <ThemePreview theme={preview} />
            <ContrastReport theme={preview} />
            <Group gap="sm">
              <Button
                type="submit"
                loading={save.isPending}
                leftSection={<IconDeviceFloppy size={18} aria-hidden />}
              >
                {t('save')}
              </Button>
              <ResetThemeButton isPending={save.isPending} onConfirm={reset} />
            </Group>
          </Stack>
        </Grid.Col>
      </Grid>
    </form>
  );
}
