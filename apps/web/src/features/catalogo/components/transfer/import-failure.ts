import { jobErrorMessage, type JobFailure } from '../../../../components/job-progress/job-error-message';

export const IMPORT_FAILED = 'Error en la importación';

/**
 * Why an import gave no report, in the words the job or the server used when they gave any
 * (job-error-message.ts); else whether the server could not be reached or answered no report.
 */
export function importFailureText(failure: JobFailure): string {
  const fallback =
    failure.kind === 'request-failed'
      ? 'no se pudo contactar con el servidor.'
      : 'la respuesta no trae el informe de filas.';
  return `${IMPORT_FAILED}: ${jobErrorMessage(failure, fallback)}`;
}
