import { describe, expect, it } from 'vitest';
import type { Page, Route } from 'playwright-core';
import { expectToast, PLAYER, TEXT, toast, type Lang } from './support/app.js';
import { useAppSuite } from './support/suite.js';

type Answer = (route: Route) => Promise<void>;

const json =
  (status: number, body: unknown): Answer =>
  (route) =>
    route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(body) });

/**
 * The toast texts of docs/product.md §8 for every status, in both languages, are component tests:
 * apps/web/src/features/auth/components/login-form.test.tsx. Here stays what needs a real
 * browser: where the toasts appear on the screen, and how long they stay.
 */
describe('the toasts of docs/product.md §8 for failed calls', () => {
  const app = useAppSuite();

  async function openLogin(lang: Lang): Promise<Page> {
    const { page } = await app().open({ language: lang });
    const t = TEXT[lang];
    await page.goto(`${app().server.url}/auth/login`);
    await page.getByLabel(t.email).fill(PLAYER.email);
    await page.getByLabel(t.password, { exact: true }).fill(PLAYER.password);
    return page;
  }

  it('places toasts top-right, newest on top, and closes them after about 2 s', async () => {
    const page = await openLogin('en');
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

  it('keeps toasts top-right in Arabic as well (docs/product.md §9 names the corner)', async () => {
    const page = await openLogin('ar');
    const viewport = page.viewportSize() ?? { width: 1280, height: 800 };
    await page.route('**/api/login', json(500, { status: false }));
    await page.locator('form').getByRole('button', { name: TEXT.ar.logIn }).click();
    await expectToast(page, TEXT.ar.server);
    expect(page.url()).toBe(`${app().server.url}/auth/login`);
    const box = await toast(page, TEXT.ar.server).boundingBox();
    expect(box).not.toBeNull();
    if (!box) return;
    expect(box.y).toBeLessThan(60);
    expect(viewport.width - (box.x + box.width)).toBeLessThan(40);
  });
});
