import classes from './stat-rows.module.css';

/** A bar as long as its share (0..100): only a picture of a number said in words beside it. */
export function StatBar({ share }: { share: number }) {
  return (
    <span className={classes.track} aria-hidden>
      <span className={classes.bar} style={{ width: `${Math.min(Math.max(share, 0), 100)}%` }} />
    </span>
  );
}
