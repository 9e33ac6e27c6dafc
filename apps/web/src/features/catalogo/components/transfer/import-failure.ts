import { isApiError } from '../../../../api/api-error';
import type { ExportOutcome } from '../../../../components/paged-grid/export-job';

export const IMPORT_FAILED = 'Error en la importación';

/** The server's sentences in a 400 `{field: [messages]}` or `{detail}` body. */
function serverSentences(error: unknown): string {
  if (!isApiError(error) || typeof error.body !== 'object' || error.body === null) return '';
  return Object.values(error.body)
    .flatMap((value: unknown) => (Array.isArray(value) ? value : [value]))
    .filter((value): value is string => typeof value === 'string')
    .join(' ');
}

/** Why an import gave no report, in the words the server used when it gave any. */
export function importFailureText(outcome: ExportOutcome | null): string {
  if (outcome?.kind === 'failure' && outcome.error) return `${IMPORT_FAILED}: ${outcome.error}`;
  if (outcome?.kind === 'request-failed') {
    const said = serverSentences(outcome.error);
    return said ? `${IMPORT_FAILED}: ${said}` : `${IMPORT_FAILED}: no se pudo contactar con el servidor.`;
  }
  return `${IMPORT_FAILED}: la respuesta no trae el informe de filas.`;
}
