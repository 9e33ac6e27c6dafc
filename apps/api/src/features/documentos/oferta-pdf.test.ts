import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MENSAJES_OFERTA_PDF,
  OFERTA_PDF_MAX_HTML_CHARS,
} from '@ventas/domain/documentos/oferta-pdf-contract';
import {
  bearer,
  createTestApp,
  createTestTenant,
  login,
  type TestTenant,
} from '../../../test/support/test-app';
import { CONTROL_CHARACTER_MESSAGE } from '../../plugins/control-characters';
import {
  chromiumChildPids,
  hostileHtml,
  PASSWD_FIRST_LINE,
  pdfFonts,
  pdfText,
  SCRIPT_MARK,
  startCountingServer,
} from '../../pdf/pdf-test-support';

const URL = '/api/utils/generate-oferta-pdf/';

let app: FastifyInstance;
let tenant: TestTenant;
let comercial: string;
/** Browsers of other test files in this worker (their apps stay open). */
let browsersBefore: Set<number>;

beforeAll(async () => {
  browsersBefore = new Set(chromiumChildPids());
  const created = await createTestApp();
  app = created.app;
  tenant = await createTestTenant(created.database);
  comercial = (await login(app, tenant, 'comercial')).access;
});

// Closing the app closes its browser.
afterAll(() => app.close());

const post = (payload: unknown, token: string | null = comercial) =>
  app.inject({
    method: 'POST',
    url: URL,
    headers: {
      ...(token ? bearer(token, tenant.host) : { host: tenant.host }),
      'content-type': 'application/json',
    },
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
  });

const OFERTA = `<!doctype html><html lang="es"><head><meta charset="utf-8"><style>
td { border: 1px solid #999; padding: 4px } .total { font-weight: bold }</style></head>
<body><h1>Oferta</h1><p>Cliente: María José Peñalver Ibáñez</p>
<table><tr><td>Fibra 1Gb + Móvil 50GB</td><td>45,00 €</td></tr>
<tr class="total"><td>Total con IVA</td><td>1.234,56 €</td></tr></table></body></html>`;

describe('POST /api/utils/generate-oferta-pdf/', () => {
  it('answers the PDF of the HTML, with its text and embedded fonts, to a comercial', async () => {
    const response = await post({ html: OFERTA });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe('inline; filename="oferta.pdf"');
    const pdf = response.rawPayload;
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = pdfText(pdf);
    expect(text).toContain('María José Peñalver Ibáñez');
    expect(text).toContain('1.234,56 €');
    const fonts = pdfFonts(pdf);
    expect(fonts.length).toBeGreaterThan(0);
    expect(fonts.filter((font) => !font.embedded)).toEqual([]);
  });

  it('renders hostile HTML without reading files, reaching servers or running scripts', async () => {
    const server = await startCountingServer();
    try {
      const response = await post({ html: hostileHtml(server.url) });
      expect(response.statusCode).toBe(200);
      const text = pdfText(response.rawPayload);
      expect(text).toContain('Documento hostil');
      expect(text).not.toContain(PASSWD_FIRST_LINE);
      expect(text).not.toContain(SCRIPT_MARK);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(server.requests() + server.connections()).toBe(0);
    } finally {
      await server.close();
    }
  });

  it.each([
    ['no html', {}, MENSAJES_OFERTA_PDF.html],
    ['html that is not text', { html: 42 }, MENSAJES_OFERTA_PDF.html],
    ['html as a list', { html: ['<p>'] }, MENSAJES_OFERTA_PDF.html],
    ['empty html', { html: '' }, MENSAJES_OFERTA_PDF.htmlVacio],
    ['html with a NUL', { html: '<p>a\u0000b</p>' }, CONTROL_CHARACTER_MESSAGE],
    [
      'html over the limit',
      { html: 'x'.repeat(OFERTA_PDF_MAX_HTML_CHARS + 1) },
      MENSAJES_OFERTA_PDF.htmlLargo,
    ],
  ])('refuses %s with a 400 naming the field in Spanish', async (_, payload, message) => {
    const response = await post(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ html: [message] });
  });

  it.each([
    ['null', { non_field_errors: ['Entrada inválida: se esperaba objeto, recibido nulo'] }],
    ['[]', { non_field_errors: ['Entrada inválida: se esperaba objeto, recibido arreglo'] }],
    ['"<p>sin cerrar', { detail: 'El cuerpo de la petición no es JSON válido.' }],
  ])('refuses the body %s with a 400 in Spanish', async (payload, body) => {
    const response = await post(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(body);
  });

  it('accepts an HTML as long as the limit, and refuses a larger body with a 413', async () => {
    const longest = `<p>${'€'.repeat(OFERTA_PDF_MAX_HTML_CHARS - 7)}</p>`;
    expect(longest).toHaveLength(OFERTA_PDF_MAX_HTML_CHARS);
    expect((await post({ html: longest })).statusCode).toBe(200);
    const huge = await post(`{"html": "${'x'.repeat(4 * OFERTA_PDF_MAX_HTML_CHARS)}"}`);
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toEqual({ detail: 'La petición es demasiado grande.' });
  });

  it('refuses a caller without a token with a 401', async () => {
    const response = await post({ html: OFERTA }, null);
    expect(response.statusCode).toBe(401);
  });

  it('closes its browser when the app closes', async () => {
    const ours = () => chromiumChildPids().filter((pid) => !browsersBefore.has(pid));
    expect(ours()).toHaveLength(1);
    await app.close();
    expect(ours()).toEqual([]);
  });
});
