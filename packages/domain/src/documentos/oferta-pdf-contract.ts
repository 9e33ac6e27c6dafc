import { z } from 'zod';

/**
 * POST /api/utils/generate-oferta-pdf/ (SPEC §7): the offer's HTML, as the screen shows it, in;
 * its PDF out (`application/pdf`, not JSON). The HTML is untrusted: the API renders it with
 * scripts off and every fetch but `data:` blocked.
 */

/** Longest HTML accepted, in UTF-16 code units (JavaScript string length): about 2 MB of text. */
export const OFERTA_PDF_MAX_HTML_CHARS = 2_000_000;

export const MENSAJES_OFERTA_PDF = {
  html: 'Indique el HTML de la oferta como texto.',
  htmlVacio: 'El HTML de la oferta está vacío.',
  htmlLargo: `El HTML de la oferta supera el máximo de ${OFERTA_PDF_MAX_HTML_CHARS.toLocaleString('es-ES')} caracteres.`,
  /** 422: the render took longer than the API allows (the document is too heavy). */
  tiempoAgotado:
    'La oferta tardó demasiado en convertirse a PDF. Simplifique su contenido e inténtelo de nuevo.',
  /** 422: Chromium could not render this document. */
  noConvertible: 'No se pudo convertir la oferta a PDF.',
  /** 503 with Retry-After: every page busy and the queue full. */
  ocupado: 'El generador de PDF está ocupado. Inténtelo de nuevo en unos segundos.',
  /** 503: no browser on the server. */
  noDisponible: 'El generador de PDF no está disponible en este momento.',
} as const;

export const ofertaPdfRequestSchema = z.object({
  html: z
    .string({ error: MENSAJES_OFERTA_PDF.html })
    .min(1, { error: MENSAJES_OFERTA_PDF.htmlVacio })
    .max(OFERTA_PDF_MAX_HTML_CHARS, { error: MENSAJES_OFERTA_PDF.htmlLargo }),
});
export type OfertaPdfRequest = z.infer<typeof ofertaPdfRequestSchema>;
