import { z } from 'zod';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import {
  MENSAJES_OFERTA_PDF,
  OFERTA_PDF_MAX_HTML_CHARS,
  ofertaPdfRequestSchema,
} from '@ventas/domain/documentos/oferta-pdf-contract';
import { detailSchema } from '@ventas/domain/http/error-contract';
import { idPathSchema } from '@ventas/domain/http/id';
import { extractoQuerySchema } from '@ventas/domain/calculadora/extracto-contract';
import { API_ACCESS } from '@ventas/domain/permissions/api-rules';
import type { Database } from '../../db/database';
import { invalid } from '../../http/app-error';
import { currentUser } from '../../http/request-context';
import type { ApiInstance } from '../../http/route-types';
import type { PdfEngine } from '../../pdf/pdf-engine';
import { createExtractoService } from '../calculadora/calculadora.public';
import { createDocumentosService } from './documentos.service';
import { renderExtractoHtml } from './extracto-html';
import { PdfError, type PdfErrorCode } from '../../pdf/pdf-error';

/**
 * The request body's own limit, for this route only (the app's is 1 MiB): the longest HTML
 * accepted at 3 bytes per UTF-16 unit (UTF-8 of any BMP character; JSON escapes such as `\"`
 * take 2), plus the JSON around it. Anything within the HTML limit therefore reaches the schema,
 * which answers in Spanish naming the field; a larger body is a 413.
 */
const BODY_LIMIT_BYTES = 3 * OFERTA_PDF_MAX_HTML_CHARS + 4096;
/** What a client should wait before trying again when every page is busy. */
const RETRY_AFTER_SECONDS = 5;

/** Every way a render can fail, answered (style.md §6: one table, no code left out). */
const FAILURES: Record<Exclude<PdfErrorCode, 'too_large'>, { status: 422 | 503; detail: string }> = {
  timeout: { status: 422, detail: MENSAJES_OFERTA_PDF.tiempoAgotado },
  render_failed: { status: 422, detail: MENSAJES_OFERTA_PDF.noConvertible },
  busy: { status: 503, detail: MENSAJES_OFERTA_PDF.ocupado },
  unavailable: { status: 503, detail: MENSAJES_OFERTA_PDF.noDisponible },
};

function logFailure(log: FastifyBaseLogger, error: PdfError): void {
  // No browser is the operator's problem; a bad or heavy document is the client's.
  if (error.code === 'unavailable') log.error({ err: error }, 'PDF engine unavailable');
  else log.warn({ err: error, code: error.code }, 'PDF not rendered');
}

/** Who waits for a render: the engine serves the users of every distributor in turns. */
const callerOf = (request: FastifyRequest) => `${request.tenant.id}:${currentUser(request).accountId}`;

/** The PDF's bytes, or the answer its failure deserves (the typed reply knows only the JSON bodies). */
async function sendPdf(
  engine: PdfEngine,
  html: string,
  request: FastifyRequest,
  reply: FastifyReply,
  filename: string,
): Promise<void> {
  const log = request.log;
  let pdf: Buffer;
  try {
    pdf = await engine.renderPdf(html, callerOf(request));
  } catch (error) {
    if (!(error instanceof PdfError)) throw error;
    logFailure(log, error);
    if (error.code === 'too_large') throw invalid({ html: [MENSAJES_OFERTA_PDF.htmlLargo] });
    const failure = FAILURES[error.code];
    if (error.code === 'busy') reply.header('retry-after', RETRY_AFTER_SECONDS);
    await reply.code(failure.status).send({ detail: failure.detail });
    return;
  }
  await reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `inline; filename="${filename}"`)
    .header('cache-control', 'no-store')
    .send(pdf);
}

// Our own page, with the users' text escaped: it still may load nothing but its inline style and
// data: images, so a browser showing it runs nothing either.
const HTML_CSP = "default-src 'none'; style-src 'unsafe-inline'; img-src data:";

/**
 * Documents (issue 13): the saved offer's printable view (GET generate-oferta-html/{id}), its PDF
 * (GET generate-oferta-pdf/{id}), and any posted offer HTML as a PDF (POST generate-oferta-pdf/,
 * SPEC §7), on the process's PDF engine (`createDocumentosPdfEngine`), which the app shares with
 * the offer sent by mail and closes.
 */
export async function documentosPlugin(
  app: ApiInstance,
  options: { engine: PdfEngine; database: Database },
): Promise<void> {
  const { engine } = options;
  const documentos = createDocumentosService(options.database);

  // By hand: it answers an HTML page (with its own headers), not JSON.
  app.get('/api/utils/generate-oferta-html/:id', {
    config: { access: API_ACCESS.anyRole },
    schema: {
      summary: 'The saved offer as printable HTML',
      params: idPathSchema,
      response: { 200: z.string().meta({ description: 'text/html; charset=utf-8' }) },
    },
    handler: async (request, reply) => {
      const html = await documentos.ofertaHtml(request.tenant, currentUser(request), request.params.id);
      return (reply as FastifyReply)
        .header('content-type', 'text/html; charset=utf-8')
        .header('content-security-policy', HTML_CSP)
        .header('cache-control', 'no-store')
        .send(html);
    },
  });

  // By hand: it answers a PDF file, not JSON.
  app.get('/api/utils/generate-oferta-pdf/:id', {
    config: { access: API_ACCESS.anyRole },
    schema: {
      summary: 'The saved offer as a PDF (application/pdf)',
      params: idPathSchema,
      response: { 422: detailSchema, 503: detailSchema },
    },
    handler: async (request, reply) => {
      const html = await documentos.ofertaHtml(request.tenant, currentUser(request), request.params.id);
      await sendPdf(engine, html, request, reply as FastifyReply, `oferta-${request.params.id}.pdf`);
    },
  });

  // By hand: it answers a PDF file, not JSON, and has its own body limit.
  app.post('/api/utils/generate-oferta-pdf/', {
    config: { access: API_ACCESS.anyRole },
    bodyLimit: BODY_LIMIT_BYTES,
    schema: {
      summary: 'PDF (application/pdf) of the posted offer HTML',
      body: ofertaPdfRequestSchema,
      // 200 is the PDF's bytes, not JSON: only the error bodies have a schema.
      response: { 422: detailSchema, 503: detailSchema },
    },
    handler: async (request, reply) => {
      await sendPdf(engine, request.body.html, request, reply as FastifyReply, 'oferta.pdf');
    },
  });

  const extractos = createExtractoService(options.database);
  // By hand: it answers a PDF file, not JSON.
  app.get('/api/calculadora/extracto/pdf/', {
    config: { access: API_ACCESS.anyRole },
    schema: {
      summary: 'The commission statement of a month as a PDF (application/pdf)',
      querystring: extractoQuerySchema,
      response: { 422: detailSchema, 503: detailSchema },
    },
    handler: async (request, reply) => {
      const extracto = await extractos.extracto(request.tenant.id, currentUser(request), request.query);
      const html = renderExtractoHtml(extracto, request.tenant.name);
      const filename = `extracto-${extracto.mes}-${extracto.comercial.id}.pdf`;
      await sendPdf(engine, html, request, reply as FastifyReply, filename);
    },
  });
}
