import { ActionIcon, useComputedColorScheme, useMantineColorScheme } from '@mantine/core';
import { IconMoon, IconSun } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** Light or dark; starts from the system preference, and the choice is remembered. */
export function ColorSchemeToggle() {
  const { t } = useTranslation();
  const { setColorScheme } = useMantineColorScheme();
  const scheme = useComputedColorScheme('light', { getInitialValueInEffect: false });
  const next = scheme === 'dark' ? 'light' : 'dark';
  const label = t(next === 'dark' ? 'colorScheme.toDark' : 'colorScheme.toLight');
  return (
    <ActionIcon
      variant="subtle"
      color="gray"
      size="lg"
      c="inherit"
      aria-label={label}
      title={label}
      data-scheme={scheme}
      onClick={() => {
        setColorScheme(next);
      }}
    >
      {scheme === 'dark' ? <IconSun size={22} /> : <IconMoon size={22} />}
    </ActionIcon>
  );
}
