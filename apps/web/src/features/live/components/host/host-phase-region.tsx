import { useLayoutEffect, useRef, type ReactNode } from 'react';
import classes from './presenter.module.css';

/** Whether focus was lost: on the body, or on an element the last screen took away. */
const isFocusLost = (): boolean => {
  const active = document.activeElement;
  return active === null || active === document.body || !active.isConnected;
};

/**
 * The screen of one phase. When it changes (after Start or Next) and the button pressed is gone,
 * focus comes here instead of dropping to the page body; the announcer says what is new.
 */
export function HostPhaseRegion({
  phaseKey,
  label,
  children,
}: {
  phaseKey: string;
  label: string;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const shown = useRef(phaseKey);
  useLayoutEffect(() => {
    if (shown.current === phaseKey) return;
    shown.current = phaseKey;
    if (isFocusLost()) ref.current?.focus({ preventScroll: false });
  }, [phaseKey]);
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="region"
      aria-label={label}
      className={classes.phase}
      data-testid="host-phase"
      data-phase={phaseKey}
    >
      {children}
    </div>
  );
}
