import { Box, Group, Image, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ThemeSettings } from '@awarequest/contracts';
import { themePalette, type ColorMode } from '../../../lib/theme/theme-palette';

/**
 * One scheme of the theme being edited, drawn with the same palette the app uses: the header
 * with the logo, the banner over the main background, the page's text, a card with a button.
 */
function PreviewPane({ theme, mode }: { theme: ThemeSettings; mode: ColorMode }) {
  const { t } = useTranslation('branding');
  const palette = themePalette(theme, mode);
  const banner = theme.main_background
    ? `linear-gradient(color-mix(in srgb, ${palette.brandSecondary} 80%, transparent), color-mix(in srgb, ${palette.brandSecondary} 80%, transparent)), url("${theme.main_background}") center / cover`
    : palette.brandSecondary;
  return (
    <Paper
      withBorder
      radius="md"
      style={{ overflow: 'hidden' }}
      role="group"
      aria-label={t(`preview.${mode}`)}
    >
      <Text size="sm" fw={600} px="sm" py={6}>
        {t(`preview.${mode}`)}
      </Text>
      <Group
        gap="sm"
        px="sm"
        py={8}
        wrap="nowrap"
        style={{ background: palette.sidebar, color: palette.sidebarFont }}
      >
        {theme.logo && <Image src={theme.logo} alt="" h={24} w="auto" fit="contain" />}
        <Text size="sm" fw={700} c="inherit">
          {t('preview.appName')}
        </Text>
      </Group>
      <Box px="sm" py="md" style={{ background: banner }}>
        <Text fw={700} c="#ffffff">
          {t('preview.banner')}
        </Text>
      </Box>
      <Stack gap="sm" p="sm" style={{ background: palette.container, color: palette.fonts }}>
        <Text size="sm" c="inherit">
          {t('preview.text')}
        </Text>
        <Box
          p="sm"
          style={{
            background: palette.cards,
            borderRadius: 8,
            borderInlineStart: `4px solid ${palette.accent}`,
          }}
        >
          <Text size="sm" fw={600} c="inherit">
            {t('preview.card')}
          </Text>
          <Text size="sm" c="inherit">
            {t('preview.cardText')}
          </Text>
          <Box
            component="span"
            mt="xs"
            px="md"
            py={6}
            style={{
              display: 'inline-block',
              background: palette.action,
              color: '#ffffff',
              borderRadius: 6,
              fontSize: 14,
              fontWeight: 600,
            }}
          >
            {t('preview.button')}
          </Box>
        </Box>
      </Stack>
    </Paper>
  );
}

/** Light and dark side by side (one above the other on a phone), as the admin types. */
export function ThemePreview({ theme }: { theme: ThemeSettings }) {
  return (
    <Box
      style={{
        display: 'grid',
        gap: 'var(--mantine-spacing-md)',
        gridTemplateColumns: 'repeat(auto-fit, minmax(240px, 1fr))',
      }}
    >
      <PreviewPane theme={theme} mode="light" />
      <PreviewPane theme={theme} mode="dark" />
    </Box>
  );
}
