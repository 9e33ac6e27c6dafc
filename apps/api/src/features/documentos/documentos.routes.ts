import type { FastifyBaseLogger, FastifyReply } from 'fastify';
import {
  MENSAJES_OFERTA_PDF,
  OFERTA_PDF_MAX_HTML_CHARS,
  ofertaPdfRequestSchema,
} from '@ventas/domain/documentos/oferta-pdf-contract';
import { detailSchema } from '@ventas/domain/http/error-contract';
import { API_ACCESS } from '@ventas/domain/permissions/api-rules';
import { invalid } from '../../http/app-error';
import type { ApiInstance } from '../../http/route-types';
import { createPdfEngine } from '../../pdf/pdf-engine';
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

/**
 * Documents (issue 13): POST /api/utils/generate-oferta-pdf/ (SPEC §7) turns the offer's HTML into
 * its PDF. The plugin owns the process's PDF engine (one Chromium, launched on the first PDF) and
 * closes it with the app.
 */
export async function documentosPlugin(app: ApiInstance, options: { chromiumPath?: string }): Promise<void> {
  const engine = createPdfEngine({
    configuredPath: options.chromiumPath,
    limits: { maxHtmlChars: OFERTA_PDF_MAX_HTML_CHARS },
  });
  app.addHook('onClose', () => engine.close());

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
      let pdf: Buffer;
      try {
        pdf = await engine.renderPdf(request.body.html);
      } catch (error) {
        if (!(error instanceof PdfError)) throw error;
        logFailure(request.log, error);
        if (error.code === 'too_large') throw invalid({ html: [MENSAJES_OFERTA_PDF.htmlLargo] });
        const failure = FAILURES[error.code];
        if (error.code === 'busy') reply.header('retry-after', RETRY_AFTER_SECONDS);
        return reply.code(failure.status).send({ detail: failure.detail });
      }
      // The typed reply only knows the JSON error bodies; the 200 is bytes, sent as they are.
      return (reply as FastifyReply)
        .header('content-type', 'application/pdf')
        .header('content-disposition', 'inline; filename="oferta.pdf"')
        .header('cache-control', 'no-store')
        .send(pdf);
    },
  });
}
