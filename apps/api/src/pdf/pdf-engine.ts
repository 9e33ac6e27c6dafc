import type { Page } from 'playwright-core';
import { withBaseStylesheet } from './base-stylesheet';
import { ChromiumHost } from './chromium-host';
import { resolveChromiumPath } from './chromium-path';
import { BrowserGoneError, PagePool, type PagePoolLimits } from './page-pool';
import { PdfError } from './pdf-error';

export interface PdfEngineLimits extends PagePoolLimits {
  /** Longest HTML accepted (JavaScript string length). */
  maxHtmlChars: number;
  /** Longest render (loading the HTML and printing it); the page is then thrown away. */
  renderTimeoutMs: number;
}

export const DEFAULT_PDF_LIMITS: PdfEngineLimits = {
  maxHtmlChars: 2_000_000,
  renderTimeoutMs: 10_000,
  pages: 4,
  // Queued renders cost a promise and their HTML (tens of KB): a burst of a sales floor waits its
  // turn rather than being refused (issue 29 §6: 143 of 256 refused as busy at 16).
  maxWaiting: 256,
  maxWaitingPerCaller: 8,
  maxWaitMs: 30_000,
};

/** A4 with 15 mm margins, backgrounds printed; a document's own `@page` size wins. */
const PDF_OPTIONS = {
  format: 'A4',
  printBackground: true,
  preferCSSPageSize: true,
  margin: { top: '15mm', right: '15mm', bottom: '15mm', left: '15mm' },
} as const;

/** A render whose browser died is tried once more on a fresh browser. */
const ATTEMPTS = 2;

export interface PdfEngine {
  /**
   * The PDF of an untrusted HTML document, or a PdfError. `caller` (a user of a distributor) is
   * who waits: callers are served in turns.
   */
  renderPdf(html: string, caller?: string): Promise<Buffer>;
  /** Read-only figures for GET /metrics. */
  status(): PdfEngineStatus;
  close(): Promise<void>;
}

export interface PdfEngineStatus {
  /** A browser is running. */
  up: boolean;
  /** Browsers launched: the first, then one after each that died or disconnected. */
  launches: number;
  failedLaunches: number;
  /** Renders holding a page, and renders queued for one. */
  rendering: number;
  waiting: number;
}

/**
 * The engines open in this process, from creation to close. The documentos feature owns the one
 * an app renders with (one Chromium per process); /metrics reads them here rather than reach
 * into that feature. Tests that keep several apps open at once see them all.
 */
const openEngines = new Set<PdfEngine>();

export function openPdfEngines(): readonly PdfEngine[] {
  return [...openEngines];
}

async function renderOn(page: Page, html: string, timeoutMs: number): Promise<Buffer> {
  // Playwright's own time-outs are off (0): one timer covers loading and printing together.
  const rendering = page
    .setContent(html, { waitUntil: 'load', timeout: 0 })
    .then(() => page.pdf(PDF_OPTIONS));
  let timer: NodeJS.Timeout | undefined;
  const timeLimit = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new PdfError('timeout', `Render took over ${timeoutMs} ms`)), timeoutMs);
  });
  try {
    return await Promise.race([rendering, timeLimit]);
  } finally {
    clearTimeout(timer);
    // After a time-out the pool closes the page, which rejects the render still running.
    rendering.catch(() => undefined);
  }
}

/**
 * HTML -> PDF with one long-lived Chromium (launched on first use, relaunched if it dies) and a
 * small pool of reused pages. The HTML is untrusted: JavaScript is off and every request but
 * `data:` is blocked (chromium-host.ts).
 */
export function createPdfEngine(
  options: {
    executablePath?: string | null;
    configuredPath?: string;
    limits?: Partial<PdfEngineLimits>;
  } = {},
): PdfEngine {
  const limits = { ...DEFAULT_PDF_LIMITS, ...options.limits };
  const host = new ChromiumHost(
    options.executablePath === undefined
      ? resolveChromiumPath(options.configuredPath)
      : options.executablePath,
  );
  const pool = new PagePool(host, limits);

  const engine: PdfEngine = {
    async renderPdf(html, caller) {
      if (html.length > limits.maxHtmlChars) {
        throw new PdfError('too_large', `HTML of ${html.length} characters (limit ${limits.maxHtmlChars})`);
      }
      const document = withBaseStylesheet(html);
      for (let attempt = 1; ; attempt += 1) {
        try {
          return await pool.use((page) => renderOn(page, document, limits.renderTimeoutMs), caller);
        } catch (error) {
          if (error instanceof BrowserGoneError && attempt < ATTEMPTS) continue;
          if (error instanceof PdfError) throw error;
          throw new PdfError('render_failed', 'Chromium could not render the document', { cause: error });
        }
      }
    },
    status() {
      return { ...host.status(), ...pool.load() };
    },
    async close() {
      openEngines.delete(engine);
      pool.close();
      await host.close();
    },
  };
  openEngines.add(engine);
  return engine;
}
