import type { LiHTMLAttributes, ReactNode } from 'react';
import { StatBar } from './stat-bar';
import classes from './stat-rows.module.css';

interface StatRowProps extends Omit<LiHTMLAttributes<HTMLLIElement>, 'className'> {
  label: ReactNode;
  /** 0..100: the bar's length. */
  share: number;
  /** The numbers in words, beside the bar (the bar is only their picture). */
  count: string;
}

/** One row of a statistics list (stat-rows.module.css's `list`): a label, a bar and a count. */
export function StatRow({ label, share, count, ...item }: StatRowProps) {
  return (
    <li className={classes.row} {...item}>
      <span className={classes.label}>{label}</span>
      <StatBar share={share} />
      <span className={classes.count}>{count}</span>
    </li>
  );
}
