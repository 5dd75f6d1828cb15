import Cookies from 'js-cookie';
import { TOKEN_COOKIE, USER_COOKIE } from '../lib/session';

/** The session cookies of docs/product.md §3 as the browser holds them now. */
export const sessionCookies = () => ({
  user: Cookies.get(USER_COOKIE),
  accessToken: Cookies.get(TOKEN_COOKIE),
});
