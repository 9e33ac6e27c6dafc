import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type ConsoleMessage,
  type Page,
} from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest';
import { SCREENSHOTS_DIR } from './paths';

// This machine has no internet: never download browsers, use the system Chromium.
const CHROMIUM_CANDIDATES = ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'];
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
// Desktop size: the side drawer is permanent (not a temporary overlay) at this width.
const DESKTOP_VIEWPORT = { width: 1280, height: 800 };

function chromiumExecutable(): string {
  const fromEnv = process.env.CHROMIUM_PATH;
  const candidates = fromEnv ? [fromEnv, ...CHROMIUM_CANDIDATES] : CHROMIUM_CANDIDATES;
  const found = candidates.find((candidate) => existsSync(candidate));
  if (found === undefined) {
    throw new Error(
      `No Chromium found (tried ${candidates.join(', ')}). Install chromium-headless-shell or set CHROMIUM_PATH.`,
    );
  }
  return found;
}

/**
 * This process's environment less libfaketime (scripts/test-at.mjs preloads it): Chromium's
 * processes do not survive it, and its pages follow the moved clock through Playwright instead.
 */
function environmentWithoutFakeClock(): Record<string, string> {
  return Object.fromEntries(
    Object.entries(process.env).filter(
      (entry): entry is [string, string] =>
        entry[1] !== undefined && entry[0] !== 'LD_PRELOAD' && !entry[0].startsWith('FAKETIME'),
    ),
  );
}

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumExecutable(),
    headless: true,
    args: CHROMIUM_ARGS,
    env: environmentWithoutFakeClock(),
  });
}

/**
 * Under scripts/test-at.mjs the server and this process read a moved clock (libfaketime), but
 * Chromium runs on the real one (launchBrowser): its pages get the moved clock from Playwright,
 * starting now and running on. Without a moved clock the pages keep the browser's own timers.
 */
async function followMovedClock(context: BrowserContext): Promise<void> {
  if (process.env['VENTAS_TEST_INSTANT']) await context.clock.install({ time: Date.now() });
}

export interface PageSession {
  context: BrowserContext;
  page: Page;
  /** Declares a console error this test provokes on purpose (e.g. the 401 of a wrong password). */
  allowConsoleError: (pattern: RegExp) => void;
}

/** "text @ url" so network failures can be allowed by their URL as well as their status. */
function describeConsoleMessage(message: ConsoleMessage): string {
  const { url } = message.location();
  return url ? `${message.text()} @ ${url}` : message.text();
}

function slug(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[^\w]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 80);
}

export async function saveScreenshot(page: Page, name: string): Promise<string> {
  mkdirSync(SCREENSHOTS_DIR, { recursive: true });
  const file = path.join(SCREENSHOTS_DIR, `${name}.png`);
  // Finished transitions: MUI buttons fade from their disabled colours for ~250 ms.
  await page.screenshot({ path: file, fullPage: true, animations: 'disabled', caret: 'hide' });
  return file;
}

/** Lines of the page's accessibility tree printed with a failure: enough to see its dialogs. */
const FAILURE_SNAPSHOT_LINES = 60;

/** The tree less the drawer's entries, which are the same on every page and fill the lines. */
function withoutNavigation(lines: string[]): string[] {
  const kept: string[] = [];
  let skipIndent: number | null = null;
  for (const line of lines) {
    const indent = line.length - line.trimStart().length;
    if (skipIndent !== null && indent > skipIndent) continue;
    skipIndent = line.trimStart().startsWith('- navigation') ? indent : null;
    kept.push(skipIndent === null ? line : `${line} …`);
  }
  return kept;
}

/**
 * A failed test's page: the screenshot on disk, and its address and accessibility tree in the
 * log, since CI keeps only the log (a flake seen once there is then readable: which screen, which
 * dialog was open, what hid the element waited for).
 */
async function reportFailedPage(page: Page, testName: string): Promise<void> {
  await saveScreenshot(page, `failure-${slug(testName)}`).catch(() => undefined);
  const tree = await page
    .locator('body')
    .ariaSnapshot({ timeout: 5_000 })
    .catch((error: unknown) => `(sin árbol: ${String(error)})`);
  const lines = withoutNavigation(tree.split('\n'));
  const shown = lines.slice(0, FAILURE_SNAPSHOT_LINES).join('\n');
  const more =
    lines.length > FAILURE_SNAPSHOT_LINES ? `\n… ${lines.length - FAILURE_SNAPSHOT_LINES} líneas más` : '';
  console.error(`Página al fallar «${testName}»: ${page.url()}\n${shown}${more}`);
}

/**
 * One Chromium per test file and a fresh context (empty localStorage) per test. A test fails when
 * the page logged a console error or threw, unless the test declared that error expected.
 * `contextOptions` override the desktop defaults (e.g. a phone's viewport and touch).
 */
export function useBrowser(contextOptions: BrowserContextOptions = {}): () => PageSession {
  let browser: Browser | undefined;
  let current: PageSession | undefined;
  let problems: string[] = [];
  let allowed: RegExp[] = [];

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  beforeEach(async () => {
    if (browser === undefined) throw new Error('browser did not start');
    problems = [];
    allowed = [];
    const context = await browser.newContext({
      viewport: DESKTOP_VIEWPORT,
      locale: 'es-ES',
      ...contextOptions,
    });
    await followMovedClock(context);
    const page = await context.newPage();
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(`console.error: ${describeConsoleMessage(message)}`);
    });
    page.on('pageerror', (error) => problems.push(`pageerror: ${error.stack ?? error.message}`));
    current = { context, page, allowConsoleError: (pattern) => allowed.push(pattern) };
  });

  afterEach(async (testContext) => {
    const session = current;
    current = undefined;
    if (session === undefined) return;
    if (testContext.task.result?.state === 'fail')
      await reportFailedPage(session.page, testContext.task.name);
    await session.context.close();
    const unexpected = problems.filter((problem) => !allowed.some((pattern) => pattern.test(problem)));
    expect(unexpected, 'console errors / page errors during the test').toEqual([]);
  });

  return () => {
    if (current === undefined) throw new Error('useBrowser(): no page outside a test');
    return current;
  };
}
