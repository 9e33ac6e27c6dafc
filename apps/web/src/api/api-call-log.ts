/**
 * Issue 29, developer mode: the last API calls this tab made, for a SuperAdmin to see how long
 * they took and quote the request id of one that failed. In memory only, bounded, and recorded
 * only while developer mode is on: otherwise the client asks `recording` and does nothing more.
 */
export interface ApiCallRecord {
  /** Increasing per call: a stable key, newest highest. */
  id: number;
  method: string;
  /** Path and query, as sent. */
  url: string;
  /** null: no answer (network error, aborted). */
  status: number | null;
  /** From sending to the answer's headers. */
  durationMs: number;
  /** The server's `x-request-id`, which its log lines carry (null when it sent none). */
  requestId: string | null;
  /** When the call was sent (ms since the epoch). */
  startedAt: number;
}

/** How many calls are kept: the newest push out the oldest. */
export const API_CALL_LOG_SIZE = 20;

export const REQUEST_ID_HEADER = 'x-request-id';

export function createApiCallLog(size = API_CALL_LOG_SIZE) {
  let recording = false;
  let nextId = 1;
  // Replaced on each change (never mutated), so a reader's snapshot stays as it was read.
  let calls: readonly ApiCallRecord[] = [];
  const listeners = new Set<() => void>();
  const changed = () => listeners.forEach((listener) => listener());

  return {
    get recording(): boolean {
      return recording;
    },
    /** Turning it off forgets what was kept. */
    setRecording(on: boolean): void {
      if (on === recording) return;
      recording = on;
      if (!on && calls.length > 0) {
        calls = [];
        changed();
      }
    },
    record(call: Omit<ApiCallRecord, 'id'>): void {
      if (!recording) return;
      calls = [{ ...call, id: nextId++ }, ...calls].slice(0, size);
      changed();
    },
    /** Newest first. */
    calls: (): readonly ApiCallRecord[] => calls,
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export type ApiCallLog = ReturnType<typeof createApiCallLog>;

/** The one log the shared client writes to (api.ts). */
export const apiCallLog = createApiCallLog();
