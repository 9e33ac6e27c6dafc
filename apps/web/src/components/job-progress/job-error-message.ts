import { errorDetail, isApiError } from '../../api/api-error';
import type { ExportOutcome } from '../paged-grid/export-job';

/** How a followed job can end badly: the job itself failed, or a request (start, status) did. */
export type JobFailure = Extract<ExportOutcome, { kind: 'failure' | 'request-failed' }>;

/**
 * What the API said about a refused request: its `{detail}`, or the messages of a DRF-like 400
 * (`{file: [..]}`, `{mapeo: [..]}`), joined; undefined when it said nothing readable.
 */
export function requestErrorText(error: unknown): string | undefined {
  const detail = errorDetail(error);
  if (detail) return detail;
  if (!isApiError(error) || typeof error.body !== 'object' || error.body === null) return undefined;
  const texts = Object.values(error.body as Record<string, unknown>).flatMap((value) =>
    Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [],
  );
  return texts.length ? texts.join(' ') : undefined;
}

/** The Spanish message for a failed job: the job's own reason, the API's refusal, else `fallback`. */
export function jobErrorMessage(failure: JobFailure, fallback: string): string {
  const text = failure.kind === 'failure' ? failure.error : requestErrorText(failure.error);
  return text ?? fallback;
}
