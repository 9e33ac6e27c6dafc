import type { Browser, BrowserContext, Route } from 'playwright-core';
import { PdfError } from './pdf-error';
import { browserEnvironment } from './browser-environment';

const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // Every host name and IP resolves to nothing. The context's route handler never sees some
  // fetches: a `<link rel="prefetch">` to 127.0.0.1 reached a local server past it (measured with
  // Chromium 156), as would preconnects and DNS prefetches. With this rule they reached nothing.
  '--host-resolver-rules=MAP * ~NOTFOUND',
];

/** The posted HTML is untrusted: no scripts, no network, no service workers, no downloads. */
const CONTEXT_OPTIONS = {
  javaScriptEnabled: false,
  offline: true,
  serviceWorkers: 'block',
  acceptDownloads: false,
  locale: 'es-ES',
} as const;

/** Images, fonts and styles inlined as `data:` URIs are the only resources a document may use. */
async function onlyDataUris(route: Route): Promise<void> {
  if (route.request().url().startsWith('data:')) await route.continue();
  else await route.abort('blockedbyclient');
}

/**
 * One long-lived Chromium per API process and its one locked-down context, launched on first use.
 * If the browser dies or disconnects, the next call launches another; `close()` ends it for good.
 */
export class ChromiumHost {
  private starting: Promise<BrowserContext> | null = null;
  private closed = false;
  /** For GET /metrics: browsers launched (the first and every relaunch) and launches that failed. */
  private launched = 0;
  private failedLaunches = 0;
  private connected = false;

  constructor(private readonly executablePath: string | null) {}

  /** The live context, launching the browser when there is none (or the last one died). */
  context(): Promise<BrowserContext> {
    if (this.closed) return Promise.reject(new PdfError('unavailable', 'The PDF engine is closed'));
    if (!this.starting) {
      // A failed launch or a dead browser is forgotten, so the next call launches another.
      const starting: Promise<BrowserContext> = this.launch(() => this.forget(starting));
      starting.catch(() => this.forget(starting));
      this.starting = starting;
    }
    return this.starting;
  }

  private async launch(onGone: () => void): Promise<BrowserContext> {
    let browser: Browser;
    try {
      if (!this.executablePath) throw new Error('No Chromium binary (set CHROMIUM_PATH)');
      // Loaded on the first PDF, not at start: playwright-core is ~50 MiB of the API's memory
      // that a process which never prints a PDF should not carry (docs/performance.md, issue 12).
      const { chromium } = await import('playwright-core');
      browser = await chromium.launch({
        executablePath: this.executablePath,
        args: CHROMIUM_ARGS,
        env: browserEnvironment(),
      });
    } catch (error) {
      this.failedLaunches += 1;
      throw new PdfError('unavailable', 'Chromium could not be launched', { cause: error });
    }
    this.launched += 1;
    this.connected = true;
    // Pages of a dead browser are dropped by the pool.
    browser.once('disconnected', () => {
      this.connected = false;
      onGone();
    });
    try {
      if (this.closed) throw new PdfError('unavailable', 'The PDF engine is closed');
      const context = await browser.newContext(CONTEXT_OPTIONS);
      await context.route('**/*', onlyDataUris);
      return context;
    } catch (error) {
      await browser.close();
      throw error;
    }
  }

  /** Read-only figures for GET /metrics. */
  status(): { up: boolean; launches: number; failedLaunches: number } {
    return { up: this.connected, launches: this.launched, failedLaunches: this.failedLaunches };
  }

  /** Drops the cached launch if it is still the one that failed or died. */
  private forget(launch: Promise<BrowserContext>): void {
    if (this.starting === launch) this.starting = null;
  }

  async close(): Promise<void> {
    this.closed = true;
    const starting = this.starting;
    this.starting = null;
    const context = await starting?.catch(() => null);
    await context?.browser()?.close();
  }
}
