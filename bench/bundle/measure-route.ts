import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { launchBrowser } from '../../e2e/support/browser.js';
import { scriptsBefore, type FetchedScript } from './figures.js';
import { gzipKb } from './gzip-size.js';
import { CPU_SLOWDOWN, FAST_3G, PHONE_CONTEXT } from './phone-profile.js';

type Browser = Awaited<ReturnType<typeof launchBrowser>>;

/** A page of the bench and the field that makes it usable. */
export interface RouteTarget {
  route: string;
  budgetKb: number;
  /** The field a person uses first (the PIN, the login form's first field). */
  field: string;
  /** What the bench types into it. */
  keystroke: string;
}

export interface RouteRun {
  route: string;
  /** Scripts requested until the field accepted input (finished or still in flight). */
  scripts: { url: string; gzipKb: number; encodedKb: number | null }[];
  jsGzipKb: number;
  /** What the wire carried for those scripts (the server may or may not compress). */
  jsEncodedKb: number;
  /** From navigation start until the field was in the document. */
  attachedMs: number;
  /** From navigation start until a typed character landed in the field. */
  usableMs: number;
}

const FIELD_TIMEOUT_MS = 120_000;
const POLL_MS = 25;

/**
 * Marks, in the page's own clock, when the field first exists and when a keystroke last landed
 * in it (the bench stops typing once the value holds it). A string, not a function: tsx's
 * transform would add helpers to a function that do not exist in the page.
 */
const marksScript = (selector: string) => `(() => {
  const selector = ${JSON.stringify(selector)};
  const marks = { attachedAt: null, inputAt: null };
  window.__aqBench = marks;
  const now = () => performance.timeOrigin + performance.now();
  new MutationObserver(() => {
    if (marks.attachedAt === null && document.querySelector(selector)) marks.attachedAt = now();
  }).observe(document, { childList: true, subtree: true });
  document.addEventListener('input', (event) => {
    if (event.target instanceof Element && event.target.matches(selector)) marks.inputAt = now();
  }, true);
})();`;

interface Marks {
  attachedAt: number | null;
  inputAt: number | null;
  origin: number;
}

/** One cold load of a route on the throttled phone: a fresh context, so no cache. */
export async function measureRoute(
  browser: Browser,
  baseUrl: string,
  distDir: string,
  target: RouteTarget,
): Promise<RouteRun> {
  const context = await browser.newContext({ ...PHONE_CONTEXT, locale: 'en-US' });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.emulateNetworkConditions', FAST_3G);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });

    const scripts = new Map<string, FetchedScript>();
    cdp.on('Network.requestWillBeSent', (event) => {
      const isScript = event.type === 'Script' || /\.m?js(\?|$)/.test(new URL(event.request.url).pathname);
      if (isScript)
        scripts.set(event.requestId, {
          url: event.request.url,
          requestedAt: event.wallTime * 1000,
          encodedBytes: null,
        });
    });
    cdp.on('Network.loadingFinished', (event) => {
      const script = scripts.get(event.requestId);
      if (script) script.encodedBytes = event.encodedDataLength;
    });

    await page.addInitScript({ content: marksScript(target.field) });
    const navigatedAt = Date.now();
    await page.goto(new URL(target.route, baseUrl).href, { waitUntil: 'commit' });
    const field = page.locator(target.field).first();
    await field.waitFor({ state: 'attached', timeout: FIELD_TIMEOUT_MS });
    await typeWhenReady(page, field, target.keystroke);

    const marks = await page.evaluate<Marks>('({ ...window.__aqBench, origin: performance.timeOrigin })');
    if (marks.inputAt === null || marks.attachedAt === null)
      throw new Error(`${target.route}: the page never marked the field (${JSON.stringify(marks)})`);
    const counted = scriptsBefore([...scripts.values()], marks.inputAt);
    const sized = await Promise.all(
      counted.map(async (script) => ({
        url: new URL(script.url).pathname,
        gzipKb: gzipKb(await readServedFile(distDir, script.url)),
        encodedKb: script.encodedBytes === null ? null : script.encodedBytes / 1024,
      })),
    );
    // The page's clock starts at its navigation; Date.now() before goto is the fallback.
    const start = Number.isFinite(marks.origin) ? marks.origin : navigatedAt;
    return {
      route: target.route,
      scripts: sized,
      jsGzipKb: sized.reduce((sum, script) => sum + script.gzipKb, 0),
      jsEncodedKb: sized.reduce((sum, script) => sum + (script.encodedKb ?? 0), 0),
      attachedMs: marks.attachedAt - start,
      usableMs: marks.inputAt - start,
    };
  } finally {
    await context.close();
  }
}

type Page = Awaited<ReturnType<Awaited<ReturnType<Browser['newContext']>>['newPage']>>;
type Field = ReturnType<Page['locator']>;

/** Types once the field is enabled and editable, until the character is in its value. */
async function typeWhenReady(page: Page, field: Field, keystroke: string): Promise<void> {
  const deadline = Date.now() + FIELD_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if ((await field.isEnabled()) && (await field.isEditable())) {
      await field.focus();
      await page.keyboard.type(keystroke);
      if ((await field.inputValue()).includes(keystroke)) return;
    }
    await page.waitForTimeout(POLL_MS);
  }
  throw new Error(`the field ${field.toString()} never accepted "${keystroke}"`);
}

/** The served file, read from the build: the bench gzips each script as a compressing server would. */
function readServedFile(distDir: string, url: string): Promise<Buffer> {
  const file = path.join(distDir, decodeURIComponent(new URL(url).pathname));
  if (!file.startsWith(distDir + path.sep)) throw new Error(`${url} is outside the build`);
  return readFile(file);
}
