import type { ReactNode } from 'react';
import classes from './light-ui.module.css';

/** Small pieces of the light pages' screens (the player's, the login's), without Mantine (see light-ui.module.css). */

export function VisuallyHidden({ children }: { children: ReactNode }) {
  return <span className={classes.visuallyHidden}>{children}</span>;
}

/** A named spinner while something loads. */
export function Spinner({ label }: { label: string }) {
  return (
    <div className={classes.center}>
      <div className={classes.spinner} role="status" aria-label={label} />
    </div>
  );
}

export { classes as lightUi };

/**
 * A number shown bare ("1") whose words ("Rank 1") are what a screen reader reads: real text,
 * not an aria-label on an element without a role, which screen readers ignore.
 */
export function SpokenNumber({
  shown,
  spoken,
  className,
}: {
  shown: string;
  spoken: string;
  className?: string;
}) {
  return (
    <span className={className}>
      <VisuallyHidden>{spoken}</VisuallyHidden>
      <span aria-hidden>{shown}</span>
    </span>
  );
}
