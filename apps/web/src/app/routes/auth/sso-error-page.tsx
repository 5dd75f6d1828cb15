import { Alert, Button, Stack } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { API_BASE, SSO_REFUSAL_REASONS, ssoPaths, type SsoRefusalReason } from '@awarequest/contracts';
import { AuthHeading } from '../../../features/auth/components/auth-heading';

const isReason = (value: string | null): value is SsoRefusalReason =>
  (SSO_REFUSAL_REASONS as readonly (string | null)[]).includes(value);

/** /auth/sso-error?reason=: why a company sign-in did not end in a session (docs/product.md §10). */
export default function SsoErrorPage() {
  const { t } = useTranslation('sso');
  const [params] = useSearchParams();
  const reason = params.get('reason');
  const text = t(`error.reasons.${isReason(reason) ? reason : 'unknown'}`);
  return (
    <Stack>
      <AuthHeading title={t('error.title')} />
      <Alert color="red" variant="light" icon={<IconAlertTriangle size={20} aria-hidden />} role="alert">
        {text}
      </Alert>
      <Button component="a" href={`${API_BASE}${ssoPaths.start}`} fullWidth>
        {t('error.tryAgain')}
      </Button>
      <Button component={Link} to="/auth/login" variant="default" fullWidth>
        {t('error.backToLogin')}
      </Button>
    </Stack>
  );
}
