import { describe, expect, it } from 'vitest';
import type { BrowserContext, Page, Route } from 'playwright-core';
import { expectToast, LANGS, PLAYER, sessionCookies, TEXT, toast, type Lang } from './support/app.js';
import { useAppSuite } from './support/suite.js';

type Answer = (route: Route) => Promise<void>;

const json =
  (status: number, body: unknown): Answer =>
  (route) =>
    route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(body) });

describe('the toasts of spec §8 for failed calls', () => {
  const app = useAppSuite();

  async function openLogin(lang: Lang): Promise<{ context: BrowserContext; page: Page }> {
    const opened = await app().open({ language: lang });
    const { page } = opened;
    const t = TEXT[lang];
    await page.goto(`${app().server.url}/auth/login`);
    await page.getByLabel(t.email).fill(PLAYER.email);
    await page.getByLabel(t.password, { exact: true }).fill(PLAYER.password);
    return opened;
  }

  /** Submits the login form with POST /api/login answered by `answer`, and waits for `text`. */
  async function submitWith(page: Page, lang: Lang, answer: Answer, text: string): Promise<void> {
    await page.route('**/api/login', answer);
    await page.locator('form').getByRole('button', { name: TEXT[lang].logIn }).click();
    await expectToast(page, text);
    await page.unroute('**/api/login');
    expect(page.url()).toBe(`${app().server.url}/auth/login`);
  }

  describe.each(LANGS)('in %s', (lang) => {
    const t = TEXT[lang];

    it('shows the server message, else the fallback by status, and the 422 errors map after a colon', async () => {
      const { context, page } = await openLogin(lang);
      const sent = page.waitForRequest((request) => request.url().endsWith('/api/login'));
      await submitWith(page, lang, (route) => route.abort('internetdisconnected'), t.network);
      // Common headers of spec §7: the stored language, and no token without a session.
      const headers = await (await sent).allHeaders();
      expect(headers['accept-language']).toBe(lang);
      expect(headers.authorization).toBeUndefined();

      await submitWith(page, lang, json(500, { status: false }), t.server);
      await submitWith(
        page,
        lang,
        json(500, { status: false, message: 'Database on fire' }),
        'Database on fire',
      );
      await submitWith(page, lang, json(403, { status: false }), t.forbidden);
      await submitWith(page, lang, json(404, {}), t.notFound);
      await submitWith(page, lang, json(418, { status: false }), t.unexpected);
      await submitWith(page, lang, json(401, { status: false }), t.unauthorized);
      await submitWith(page, lang, json(422, { status: false }), t.validation);
      await submitWith(
        page,
        lang,
        json(422, { status: false, errors: { email: 'Email is taken', password: 'Password is too weak' } }),
        `${t.validation}: Email is taken, Password is too weak`,
      );
      await submitWith(
        page,
        lang,
        json(422, {
          status: false,
          message: 'Check the form',
          errors: { email: 'Email is taken', name: 'Name is required' },
        }),
        'Check the form: Email is taken, Name is required',
      );
      expect(await sessionCookies(context)).toEqual({ user: undefined, accessToken: undefined });
    });

    it('shows the login toasts when the answer lacks the user or the token', async () => {
      const { context, page } = await openLogin(lang);
      await submitWith(page, lang, json(200, { status: true, data: { token: 'abc' } }), t.invalidUser);
      await submitWith(
        page,
        lang,
        json(200, { status: true, data: { user: { id: 'u1', email: PLAYER.email, name: 'Demo' } } }),
        t.tokenMissing,
      );
      expect(await sessionCookies(context)).toEqual({ user: undefined, accessToken: undefined });
    });
  });

  it('places toasts top-right, newest on top, and closes them after about 2 s', async () => {
    const { page } = await openLogin('en');
    const viewport = page.viewportSize() ?? { width: 1280, height: 800 };
    let calls = 0;
    await page.route('**/api/login', (route) => {
      calls += 1;
      return json(500, { status: false, message: calls === 1 ? 'First failure' : 'Second failure' })(route);
    });
    await page.locator('form').getByRole('button', { name: 'Log in' }).click();
    const first = await expectToast(page, 'First failure');
    // Hovering a toast holds them all, so the first is still there when the second comes.
    await first.hover();
    await page.getByLabel('Password', { exact: true }).press('Enter');
    const second = await expectToast(page, 'Second failure');
    const [firstBox, secondBox] = await Promise.all([first.boundingBox(), second.boundingBox()]);
    expect(firstBox).not.toBeNull();
    expect(secondBox).not.toBeNull();
    if (!firstBox || !secondBox) return;
    expect(secondBox.y).toBeLessThan(firstBox.y); // the newest on top
    expect(secondBox.y).toBeLessThan(60); // at the top edge
    expect(viewport.width - (secondBox.x + secondBox.width)).toBeLessThan(40); // at the right edge
    expect(secondBox.x).toBeGreaterThan(viewport.width / 2);

    await page.mouse.move(10, viewport.height - 10);
    const releasedAt = Date.now();
    await second.waitFor({ state: 'detached', timeout: 6000 });
    const shownFor = Date.now() - releasedAt;
    expect(shownFor).toBeGreaterThan(1000);
    expect(shownFor).toBeLessThan(4000);
  });

  it('keeps toasts top-right in Arabic as well (spec §9 names the corner)', async () => {
    const { page } = await openLogin('ar');
    const viewport = page.viewportSize() ?? { width: 1280, height: 800 };
    await submitWith(page, 'ar', json(500, { status: false }), TEXT.ar.server);
    const box = await toast(page, TEXT.ar.server).boundingBox();
    expect(box).not.toBeNull();
    if (!box) return;
    expect(box.y).toBeLessThan(60);
    expect(viewport.width - (box.x + box.width)).toBeLessThan(40);
  });
});
