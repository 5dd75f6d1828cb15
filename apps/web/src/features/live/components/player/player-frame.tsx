import type { ReactNode } from 'react';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { playerUi } from './player-ui';

/** A player page's frame without Mantine: its title (also the document's), a subtitle, the content. */
export function PlayerFrame({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle?: string;
  children: ReactNode;
}) {
  useDocumentTitle(title);
  return (
    <div className={playerUi.stack}>
      <div>
        <h1 className={playerUi.title}>{title}</h1>
        {subtitle && <p className={playerUi.dimmed}>{subtitle}</p>}
      </div>
      {children}
    </div>
  );
}

/** A page with nothing to show: why, an optional hint, and where to go instead. */
export function PlayerEmpty({ title, hint, action }: { title: string; hint?: string; action?: ReactNode }) {
  return (
    <div className={playerUi.center}>
      <p className={playerUi.strong} data-testid="empty-state">
        {title}
      </p>
      {hint && <p className={playerUi.dimmed}>{hint}</p>}
      {action}
    </div>
  );
}
