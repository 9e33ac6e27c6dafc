import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPdfEngine, type PdfEngine } from './pdf-engine';
import { PdfError } from './pdf-error';
import {
  chromiumChildPids,
  hostileHtml,
  killBrowser,
  PASSWD_FIRST_LINE,
  pdfFonts,
  pdfPageSize,
  pdfText,
  SCRIPT_MARK,
  startCountingServer,
} from './pdf-test-support';

/** One engine (one browser) for the file; the engines with special limits are closed per test. */
let engine: PdfEngine;
let server: Awaited<ReturnType<typeof startCountingServer>>;

beforeAll(async () => {
  engine = createPdfEngine();
  server = await startCountingServer();
});

afterAll(async () => {
  await engine.close();
  await server.close();
});

const OFERTA = `<!doctype html><html lang="es"><head><meta charset="utf-8"><title>Oferta</title></head>
<body><h1>Oferta para José Martínez Ñúñez</h1><table><tr><td>Fibra 1Gb</td><td>1.234,56 €</td></tr></table></body></html>`;

/** A table heavy enough that no render finishes in a millisecond (about 100 pages). */
const HEAVY = `<table>${'<tr><td>Línea</td><td>12,34 €</td></tr>'.repeat(5_000)}</table>`;
/** An offer-sized table (a page or two). */
const TABLE = `<table>${'<tr><td>Línea</td><td>12,34 €</td></tr>'.repeat(40)}</table>`;

const failureOf = (promise: Promise<unknown>): Promise<PdfError> =>
  promise.then(
    () => {
      throw new Error('expected a PdfError');
    },
    (error: unknown) => {
      if (error instanceof PdfError) return error;
      throw error;
    },
  );

describe('the PDF engine', () => {
  it('renders A4 with the text of the HTML, accents and euro amounts included, and embeds its fonts', async () => {
    const pdf = await engine.renderPdf(OFERTA);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = pdfText(pdf);
    expect(text).toContain('José Martínez Ñúñez');
    expect(text).toContain('1.234,56 €');
    expect(pdfPageSize(pdf)).toContain('(A4)');
    const fonts = pdfFonts(pdf);
    expect(fonts.length).toBeGreaterThan(0);
    expect(fonts.every((font) => font.embedded)).toBe(true);
    expect(fonts.map((font) => font.name).join(' ')).toContain('DejaVuSans');
  });

  it('lets a document set its own page size', async () => {
    const pdf = await engine.renderPdf('<style>@page { size: A5 landscape }</style><p>Apaisado</p>');
    expect(pdfPageSize(pdf)).toMatch(/^59\d(\.\d+)? x 42\d(\.\d+)? pts \(A5\)/);
  });

  it('fetches nothing from local files or servers and runs no script', async () => {
    const pdf = await engine.renderPdf(hostileHtml(server.url));
    const text = pdfText(pdf);
    expect(text).toContain('Documento hostil');
    expect(text).not.toContain(PASSWD_FIRST_LINE);
    expect(text).not.toContain('root:');
    expect(text).not.toContain('FETCHED-FROM-LOCAL-SERVER');
    expect(text).not.toContain(SCRIPT_MARK);
    // Prefetches and preconnects start late: give them time to show up.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect({ connections: server.connections(), requests: server.requests() }).toEqual({
      connections: 0,
      requests: 0,
    });
    // The control: the server does count what reaches it.
    expect(await (await fetch(server.url)).text()).toBe('FETCHED-FROM-LOCAL-SERVER');
    expect({ connections: server.connections(), requests: server.requests() }).toEqual({
      connections: 1,
      requests: 1,
    });
  });

  it('shows images inlined as data: URIs', async () => {
    const red = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10" fill="red"/></svg>',
    ).toString('base64');
    const pdf = await engine.renderPdf(
      `<img src="data:image/svg+xml;base64,${red}" width="200" height="200">`,
    );
    // A vector image becomes drawing operators, and the file grows with them.
    const blank = await engine.renderPdf('<p></p>');
    expect(pdf.length).toBeGreaterThan(blank.length);
  });

  it('keeps a refresh of one document from reaching anything or spoiling the next', async () => {
    const reached = () => server.requests() + server.connections();
    const before = reached();
    await engine.renderPdf(`<meta http-equiv="refresh" content="0;url=${server.url}/refresh"><p>Primero</p>`);
    await engine.renderPdf(`<meta http-equiv="refresh" content="1;url=${server.url}/later"><p>Segundo</p>`);
    await new Promise((resolve) => setTimeout(resolve, 1_200));
    expect(pdfText(await engine.renderPdf('<p>Tercero</p>'))).toContain('Tercero');
    expect(reached()).toBe(before);
  });

  it('refuses HTML over its size limit', async () => {
    const small = createPdfEngine({ limits: { maxHtmlChars: 10 } });
    const error = await failureOf(small.renderPdf('<p>demasiado largo</p>'));
    expect(error.code).toBe('too_large');
    await small.close();
  });

  it('gives up on a render over its time limit, and renders the next document', async () => {
    const hasty = createPdfEngine({ limits: { renderTimeoutMs: 1 } });
    expect((await failureOf(hasty.renderPdf(HEAVY))).code).toBe('timeout');
    await hasty.close();
    expect(pdfText(await engine.renderPdf('<p>Después</p>'))).toContain('Después');
  });

  it('renders 8 documents at once with 4 pages', async () => {
    const documents = Array.from({ length: 8 }, (_, index) => `<p>Documento ${index + 1}</p>${TABLE}`);
    const pdfs = await Promise.all(documents.map((html) => engine.renderPdf(html)));
    pdfs.forEach((pdf, index) => expect(pdfText(pdf)).toContain(`Documento ${index + 1}`));
  });

  it("serves callers in turns: one agent's burst neither goes first nor fills the queue", async () => {
    const narrow = createPdfEngine({ limits: { pages: 1, maxWaiting: 10, maxWaitingPerCaller: 2 } });
    const finished: string[] = [];
    const render = (caller: string, name: string) =>
      narrow.renderPdf(`<p>${name}</p>${TABLE}`, caller).then(() => finished.push(name));
    // 'a' takes the page and queues two more; its fourth is refused; 'b' still gets in.
    const burst = ['a1', 'a2', 'a3', 'a4'].map((name) => render('a', name));
    const late = render('b', 'b1');
    const results = await Promise.allSettled([...burst, late]);
    expect(results.map((result) => result.status)).toEqual([
      'fulfilled',
      'fulfilled',
      'fulfilled',
      'rejected',
      'fulfilled',
    ]);
    expect(finished).toEqual(['a1', 'b1', 'a2', 'a3']);
    await narrow.close();
  });

  it('refuses work beyond its queue as busy', async () => {
    const narrow = createPdfEngine({ limits: { pages: 1, maxWaiting: 1 } });
    const results = await Promise.allSettled([1, 2, 3].map(() => narrow.renderPdf(TABLE)));
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'fulfilled', 'rejected']);
    const refused = results[2];
    expect(refused?.status === 'rejected' && (refused.reason as PdfError).code).toBe('busy');
    await narrow.close();
  });

  it('launches a new browser when its browser is killed', async () => {
    const before = new Set(chromiumChildPids());
    const own = createPdfEngine();
    await own.renderPdf('<p>Uno</p>');
    const launched = chromiumChildPids().filter((pid) => !before.has(pid));
    expect(launched).toHaveLength(1);
    killBrowser(launched[0]!);
    expect(pdfText(await own.renderPdf('<p>Dos</p>'))).toContain('Dos');
    // And when it dies in the middle of a render, that render is tried again on a new one.
    const during = own.renderPdf(`<p>Tres</p>${TABLE}`);
    const relaunched = chromiumChildPids().filter((pid) => !before.has(pid) && pid !== launched[0]);
    expect(relaunched).toHaveLength(1);
    killBrowser(relaunched[0]!);
    expect(pdfText(await during)).toContain('Tres');
    const third = chromiumChildPids().filter(
      (pid) => !before.has(pid) && ![...launched, ...relaunched].includes(pid),
    );
    expect(third).toHaveLength(1);
    await own.close();
  });

  it('answers unavailable without a browser to launch, and once closed', async () => {
    const without = createPdfEngine({ executablePath: '/nonexistent/chromium' });
    expect((await failureOf(without.renderPdf('<p>x</p>'))).code).toBe('unavailable');
    await without.close();
    const closed = createPdfEngine();
    await closed.close();
    expect((await failureOf(closed.renderPdf('<p>x</p>'))).code).toBe('unavailable');
  });
});
