import { Text } from '@mantine/core';
import type { ReactNode } from 'react';

interface LabelledTextProps {
  label: string;
  children: ReactNode;
  testId?: string;
}

/** One line of an answer's verdict or review: a bold label ("Why", "Your answer") and its value. */
export function LabelledText({ label, children, testId }: LabelledTextProps) {
  return (
    <Text size="sm" data-testid={testId}>
      <Text span fw={700} inherit>
        {label}:{' '}
      </Text>
      {children}
    </Text>
  );
}
