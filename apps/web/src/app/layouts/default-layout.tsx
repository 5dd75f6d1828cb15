import { ChildSessionBanner } from '../../features/children/components/child-session-banner';
import { PageOutlet } from './page-outlet';

/** The default layout of docs/product.md §2: only a main area holding the routed page. */
export function DefaultLayout() {
  return (
    <main id="main" tabIndex={-1} style={{ minHeight: 'calc(100vh - var(--aq-header-height) - 5rem)' }}>
      <ChildSessionBanner />
      <PageOutlet />
    </main>
  );
}
