import type { Page } from 'playwright-core';
import type { ChromiumHost } from './chromium-host';
import { FairQueue } from './fair-queue';
import { PdfError } from './pdf-error';

export interface PagePoolLimits {
  /**
   * Pages rendering at once, kept open between renders: a reused page renders in 25–38 ms, a new
   * one costs ~100 ms more (docs/architecture.md, measured).
   */
  pages: number;
  /** Calls waiting for a page; one more is refused at once ('busy'), so memory stays bounded. */
  maxWaiting: number;
  /** Calls one caller may have waiting: a burst from one agent cannot fill the queue. */
  maxWaitingPerCaller: number;
  /** Longest wait for a page before giving up ('busy'). */
  maxWaitMs: number;
}

/** Blanking a page takes a few ms; a page that cannot do it in this long is closed instead. */
const RESET_TIMEOUT_MS = 2_000;
/** A page that does not close in this long (a hung renderer) no longer holds its slot. */
const CLOSE_TIMEOUT_MS = 5_000;

/** The work failed because the browser went away (crashed, killed), not because of the document. */
export class BrowserGoneError extends Error {
  override readonly name = 'BrowserGoneError';
}

interface Waiter {
  grant: () => void;
  fail: (error: Error) => void;
}

const isConnected = (page: Page): boolean => page.context().browser()?.isConnected() ?? false;

/** Settles when the promise does or after `ms`, whichever comes first; never rejects. */
const settleWithin = (promise: Promise<unknown>, ms: number): Promise<void> =>
  new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    promise
      .catch(() => undefined)
      .finally(() => {
        clearTimeout(timer);
        resolve();
      });
  });

/** Who a render is for (a user of a distributor); callers are served in turns. */
export const ANONYMOUS_CALLER = '';

/**
 * At most `pages` pages at work, the rest of the callers in a bounded queue served in turns by
 * caller (fair-queue.ts). A page that worked is blanked and kept; one that failed or timed out is
 * closed, and the next caller gets a new one.
 */
export class PagePool {
  private readonly idle: Page[] = [];
  private readonly waiting: FairQueue<Waiter>;
  private active = 0;
  private closed = false;

  constructor(
    private readonly host: ChromiumHost,
    private readonly limits: PagePoolLimits,
  ) {
    this.waiting = new FairQueue({ maxTotal: limits.maxWaiting, maxPerCaller: limits.maxWaitingPerCaller });
  }

  async use<T>(work: (page: Page) => Promise<T>, caller = ANONYMOUS_CALLER): Promise<T> {
    await this.acquireSlot(caller);
    let page: Page;
    try {
      page = await this.takePage();
    } catch (error) {
      this.releaseSlot();
      throw error;
    }
    try {
      const result = await work(page);
      // The caller has its answer now; the slot frees once the page is clean for the next one.
      void this.recycle(page).finally(() => this.releaseSlot());
      return result;
    } catch (error) {
      void settleWithin(page.close(), CLOSE_TIMEOUT_MS).finally(() => this.releaseSlot());
      if (!(error instanceof PdfError) && !isConnected(page)) {
        throw new BrowserGoneError('The browser went away during the render', { cause: error });
      }
      throw error;
    }
  }

  private acquireSlot(caller: string): Promise<void> {
    if (this.closed) return Promise.reject(new PdfError('unavailable', 'The PDF engine is closed'));
    if (this.active < this.limits.pages) {
      this.active += 1;
      this.waiting.served(caller);
      return Promise.resolve();
    }
    return new Promise((resolve, reject) => {
      const waiter: Waiter = {
        grant: () => {
          clearTimeout(timer);
          resolve();
        },
        fail: (error) => {
          clearTimeout(timer);
          reject(error);
        },
      };
      if (!this.waiting.push(caller, waiter)) {
        reject(new PdfError('busy', `${this.waiting.size} renders already waiting`));
        return;
      }
      const timer = setTimeout(() => {
        this.waiting.remove(caller, waiter);
        reject(new PdfError('busy', `No page free within ${this.limits.maxWaitMs} ms`));
      }, this.limits.maxWaitMs);
    });
  }

  /** Hands the slot to the first waiter, or frees it. */
  private releaseSlot(): void {
    const next = this.waiting.shift();
    if (next) next.grant();
    else this.active -= 1;
    if (this.active === 0) this.waiting.forgetTurns();
  }

  /** An idle page of the live browser, or a new one. */
  private async takePage(): Promise<Page> {
    const context = await this.host.context();
    for (let page = this.idle.pop(); page; page = this.idle.pop()) {
      if (!page.isClosed() && page.context() === context) return page;
    }
    try {
      return await context.newPage();
    } catch (error) {
      // A browser that died a moment ago is still the host's until its disconnection is seen.
      if (!context.browser()?.isConnected()) {
        throw new BrowserGoneError('The browser went away before the render', { cause: error });
      }
      throw error;
    }
  }

  /**
   * Blanks the page before keeping it: frees the last document at once and cancels what it left
   * pending (a `<meta http-equiv="refresh">` timer). A page that navigated away (a blocked refresh
   * leaves it on Chromium's error page) or cannot be blanked is closed.
   */
  private async recycle(page: Page): Promise<void> {
    try {
      await page.setContent('', { timeout: RESET_TIMEOUT_MS });
      if (!this.closed && page.url() === 'about:blank') {
        this.idle.push(page);
        return;
      }
    } catch {
      // closed below
    }
    await settleWithin(page.close(), CLOSE_TIMEOUT_MS);
  }

  /** Renders at work and callers queued for a page (GET /metrics). */
  load(): { rendering: number; waiting: number } {
    return { rendering: this.active, waiting: this.waiting.size };
  }

  /** Refuses new work and fails every waiter; the browser itself is closed by its host. */
  close(): void {
    this.closed = true;
    this.idle.length = 0;
    for (const waiter of this.waiting.drain()) {
      waiter.fail(new PdfError('unavailable', 'The PDF engine is closed'));
    }
  }
}
