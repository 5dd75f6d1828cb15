import type { CSSProperties } from 'react';
import classes from './stat-grid.module.css';

export interface Stat {
  key: string;
  label: string;
  value: string;
}

/** Numbers with their names, as a description list. */
export function StatGrid({ stats }: { stats: Stat[] }) {
  const style = { '--stat-columns': Math.min(stats.length, 5) } as CSSProperties;
  return (
    <dl className={classes.grid} style={style}>
      {stats.map((stat) => (
        <div key={stat.key} className={classes.stat} data-stat={stat.key}>
          <dt className={classes.label}>{stat.label}</dt>
          <dd className={classes.value}>
            <bdi>{stat.value}</bdi>
          </dd>
        </div>
      ))}
    </dl>
  );
}
