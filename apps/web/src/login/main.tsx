import '../join/player-theme.css';
import { returnPathOf } from '../lib/return-to';
import { getSession } from '../lib/session';
import { startLightPage } from '../join/start-light-page';
import { LoginCard } from './login-card';

/**
 * The login's light page (/auth/login on a page load): React, i18next and react-hook-form without
 * Mantine, axios, React Router or TanStack Query, in the player's light frame (src/join: theme
 * variables, language and scheme keys, provider theme, toasts), so the form is usable after at
 * most 150 KB of JavaScript (docs/architecture.md, "First download"). Signing in loads the SPA.
 */
// docs/product.md §2: a signed-in visitor has nothing to do here (but may have a deep link to follow).
if (getSession().token !== null) window.location.replace(returnPathOf(window.location.search));
else void startLightPage(['common', 'errors', 'auth', 'children'], <LoginCard />);
