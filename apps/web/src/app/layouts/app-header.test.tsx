import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import arCommon from '../../locales/ar/common.json';
import enCommon from '../../locales/en/common.json';
import { useAppHarness } from '../../test/app-harness';
import { setViewport } from '../../test/happy-dom-device';
import { PLAYER_USER } from '../../test/people';
import { renderApp } from '../../test/render-app';

const NAV = { en: enCommon.nav, ar: arCommon.nav } as const;
/** An admin invited as a family account: the most header entries anyone has. */
const PARENT_ADMIN = { ...PLAYER_USER, id: 'u-parent-admin', role: 'admin', account_type: 'family' } as const;

describe('the header', () => {
  useAppHarness();
  afterEach(() => {
    setViewport(1024, 768); // happy-dom's own size
  });

  it.each(['en', 'ar'] as const)(
    'in %s: shows an admin who is also a parent every entry, the admin screens behind one button',
    async (lang) => {
      const nav = NAV[lang];
      // A desktop width, where the header shows its links (Mantine's lg and up).
      setViewport(1280, 800);
      await renderApp({ path: '/join', language: lang, signedInAs: PARENT_ADMIN });
      // The header's own strip (the phone drawer is another navigation of the same name).
      const strip = within(await screen.findByRole('banner')).getByLabelText(nav.label, { selector: 'nav' });
      const links = within(strip)
        .getAllByRole('link')
        .map((link) => link.textContent);
      expect(links).toEqual([
        nav.home,
        nav.categories,
        nav.join,
        nav.host,
        nav.dashboard,
        nav.profile,
        nav.children,
      ]);
      await within(strip).findByRole('button', { name: nav.admin });
    },
  );
});
