import { Paper, SimpleGrid, Text } from '@mantine/core';
import classes from './stat-grid.module.css';

export interface Stat {
  key: string;
  label: string;
  value: string;
}

/** Numbers with their names, as a description list. */
export function StatGrid({ stats }: { stats: Stat[] }) {
  return (
    <SimpleGrid component="dl" cols={{ base: 2, sm: Math.min(stats.length, 5) }} spacing="sm" m={0}>
      {stats.map((stat) => (
        <Paper
          key={stat.key}
          className={classes.stat}
          withBorder
          radius="md"
          p="sm"
          ta="center"
          data-stat={stat.key}
        >
          <Text component="dt" size="sm" c="dimmed">
            {stat.label}
          </Text>
          <Text component="dd" fw={800} fz="xl" m={0}>
            <bdi>{stat.value}</bdi>
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
