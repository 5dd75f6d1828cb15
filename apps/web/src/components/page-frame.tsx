import { Container, Stack, Text, Title } from '@mantine/core';
import { useEffect, type ReactNode } from 'react';
import { useIsInCard } from './in-card';

interface PageFrameProps {
  title: string;
  subtitle?: string;
  actions?: ReactNode;
  children: ReactNode;
  size?: 'sm' | 'md' | 'lg' | 'xl';
}

/** The frame of a page: its title (also the document title), a subtitle and the content. */
export function PageFrame({ title, subtitle, actions, children, size = 'lg' }: PageFrameProps) {
  const isInCard = useIsInCard();
  useEffect(() => {
    document.title = title;
  }, [title]);
  return (
    <Container size={size} py={isInCard ? 0 : 'xl'} px={isInCard ? 0 : undefined}>
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1} size="h2">
            {title}
          </Title>
          {subtitle && <Text c="dimmed">{subtitle}</Text>}
        </Stack>
        {actions}
        {children}
      </Stack>
    </Container>
  );
}
