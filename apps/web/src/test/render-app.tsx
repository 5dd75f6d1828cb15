import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { User } from '@awarequest/contracts';
import { App } from '../app/app';
import { initI18n, LANGUAGE_KEY } from '../lib/i18n';
import { saveSession } from '../lib/session';

export interface AppStart {
  /** The address the app opens at (path and query). */
  path?: string;
  /**
   * The language stored before the app starts, as a returning visitor would have it; any
   * string, since a stored value that is no language must fall back to English.
   */
  language?: string;
  /** A session already saved in the cookies. */
  signedInAs?: User;
}

export const FAKE_TOKEN = 'fake-token';

/**
 * Starts the whole app as main.tsx does (its providers, routes and layouts) at `path`, with
 * the browser's history, storage and cookies of happy-dom. Answers come from the fake API.
 */
export async function renderApp({ path = '/', language, signedInAs }: AppStart = {}) {
  if (language !== undefined) localStorage.setItem(LANGUAGE_KEY, language);
  await initI18n();
  if (signedInAs) saveSession(signedInAs, FAKE_TOKEN);
  window.history.replaceState(null, '', path);
  const user = userEvent.setup();
  const view = render(<App />);
  return { ...view, user };
}

/** Where the app's router is now. */
export const currentPath = () => window.location.pathname;
