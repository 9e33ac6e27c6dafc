/**
 * Why a render did not give a PDF. The engine knows nothing of HTTP or Spanish: a route maps each
 * code to its answer (features/documentos/documentos.routes.ts).
 */
export type PdfErrorCode =
  /** The HTML is longer than the engine accepts. */
  | 'too_large'
  /** The render took longer than its time limit (the page was thrown away). */
  | 'timeout'
  /** Chromium could not render this HTML (e.g. its renderer crashed on it). */
  | 'render_failed'
  /** Every page is busy and the queue is full, or waiting took too long. */
  | 'busy'
  /** No Chromium to launch, or the engine is closed. */
  | 'unavailable';

export class PdfError extends Error {
  override readonly name = 'PdfError';
  constructor(
    readonly code: PdfErrorCode,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}
