import { useNavigate, useSearchParams } from 'react-router';
import { LoginScreen } from '../../../features/auth/components/login-screen';
import { useCompleteSignIn } from '../../../features/auth/hooks/use-complete-sign-in';
import { returnPathOf } from '../../../lib/return-to';

/**
 * /auth/login reached inside the SPA (a logout, a 401, a link): the login's light page's screen
 * (src/login), routed by the SPA. A page load of /auth/login gets the light page itself. A sign-in
 * goes to the allowed `return_to` deep link, else home.
 */
export default function LoginPage() {
  const navigate = useNavigate();
  const completeSignIn = useCompleteSignIn();
  const [params] = useSearchParams();
  const returnTo = returnPathOf(params.toString());
  return (
    <LoginScreen
      returnTo={returnTo}
      onSignedIn={(result) => {
        completeSignIn(result, returnTo);
      }}
      navigate={(to) => {
        void navigate(to);
      }}
    />
  );
}
