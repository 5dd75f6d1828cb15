import { Group, Text } from '@mantine/core';

interface LogoProps {
  appName: string;
  /** The provider's logo URL; the built-in shield is shown when there is none. */
  src: string | null;
}

export function Logo({ appName, src }: LogoProps) {
  return (
    <Group gap="xs" wrap="nowrap">
      {src ? (
        <img src={src} alt="" height={32} />
      ) : (
        <svg width="32" height="32" viewBox="0 0 32 32" aria-hidden="true">
          <path
            d="M16 2 4 7v8c0 7.5 5.1 13.4 12 15 6.9-1.6 12-7.5 12-15V7L16 2Z"
            fill="var(--aq-brand-primary)"
          />
          <path
            d="m11 16 3.5 3.5L21.5 12"
            fill="none"
            stroke="var(--aq-brand-secondary)"
            strokeWidth="2.6"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
      )}
      <Text fw={800} size="lg" c="inherit" style={{ whiteSpace: 'nowrap' }} visibleFrom="xs">
        {appName}
      </Text>
    </Group>
  );
}
