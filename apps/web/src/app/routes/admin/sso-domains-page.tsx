import { SsoDomainsScreen } from '../../../features/sso-domains/components/sso-domains-screen';
import { AdminOnly } from '../../../features/authoring/components/admin-only';

/** /admin/sso-domains: the SSO-only email domains. */
export default function SsoDomainsPage() {
  return (
    <AdminOnly>
      <SsoDomainsScreen />
    </AdminOnly>
  );
}
