import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/api-error';
import type { TaskStatus } from '@ventas/domain/jobs/task-status-contract';
import { progressPercent, runExportJob, type ExportJobDeps, type ExportProgress } from './export-job';
import { EXPORT_FAILED, EXPORT_REQUEST_FAILED, exportMessage } from './use-export-job';

const running = (done: number, total: number): TaskStatus => ({
  state: 'STARTED',
  result: { filename: null, done, total },
});
const success: TaskStatus = {
  state: 'SUCCESS',
  result: { filename: 'teletrabajo-1.xlsx', done: 40, total: 40 },
};

/** A job whose status calls answer from `answers` in turn (a thrown value is a failed request). */
function job(answers: (TaskStatus | Error)[], overrides: Partial<ExportJobDeps> = {}) {
  const status = vi.fn(async () => {
    const next = answers.length > 1 ? answers.shift() : answers[0];
    if (next instanceof Error) throw next;
    return next as TaskStatus;
  });
  const deps = {
    start: vi.fn(async () => 'task-1'),
    status,
    download: vi.fn(async (_filename: string) => {}),
    onProgress: vi.fn((_progress: ExportProgress) => {}),
  };
  return { deps, outcome: runExportJob({ ...deps, ...overrides }) };
}

describe('export job (SPEC §4)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('polls at once, 100 and 200 ms later, then every 300 ms; reports done/total; downloads on SUCCESS', async () => {
    const { deps, outcome } = job([
      { state: 'PENDING', result: null },
      running(10, 40),
      running(20, 40),
      running(30, 40),
      success,
    ]);
    const pollsAt = async (ms: number, calls: number) => {
      await vi.advanceTimersByTimeAsync(ms - 1);
      expect(deps.status).toHaveBeenCalledTimes(calls - 1);
      await vi.advanceTimersByTimeAsync(1);
      expect(deps.status).toHaveBeenCalledTimes(calls);
    };

    await vi.advanceTimersByTimeAsync(0);
    expect(deps.status).toHaveBeenCalledTimes(1);
    // A small export is done within the first 300 ms: it is not kept waiting a whole interval.
    await pollsAt(100, 2);
    await pollsAt(200, 3);
    await pollsAt(300, 4);
    await pollsAt(300, 5);

    await expect(outcome).resolves.toEqual({ kind: 'success', filename: 'teletrabajo-1.xlsx' });
    expect(deps.status).toHaveBeenCalledWith('task-1');
    expect(deps.onProgress.mock.calls.map(([progress]) => progress)).toEqual([
      { done: 10, total: 40 },
      { done: 20, total: 40 },
      { done: 30, total: 40 },
      { done: 40, total: 40 },
    ]);
    expect(deps.download).toHaveBeenCalledExactlyOnceWith('teletrabajo-1.xlsx');
  });

  it('reports a FAILURE with the server reason and downloads nothing', async () => {
    const { deps, outcome } = job([
      running(1, 2),
      { state: 'FAILURE', result: null, error: 'Demasiadas filas' },
    ]);
    await vi.advanceTimersByTimeAsync(300);

    const result = await outcome;
    expect(result).toEqual({ kind: 'failure', error: 'Demasiadas filas' });
    expect(exportMessage(result)).toBe(`${EXPORT_FAILED} ## Demasiadas filas ##`);
    expect(exportMessage({ kind: 'failure', error: null })).toBe('Error en la exportación');
    expect(deps.download).not.toHaveBeenCalled();
  });

  it('retries a status call lost on the network 30 times, 500 ms apart, then gives up', async () => {
    const { deps, outcome } = job([new TypeError('Failed to fetch')]);

    await vi.advanceTimersByTimeAsync(500 * 29);
    expect(deps.status).toHaveBeenCalledTimes(30);
    await vi.advanceTimersByTimeAsync(499);
    expect(deps.status).toHaveBeenCalledTimes(30);
    await vi.advanceTimersByTimeAsync(1);

    const result = await outcome;
    expect(deps.status).toHaveBeenCalledTimes(31);
    expect(result.kind).toBe('request-failed');
    expect(exportMessage(result)).toBe(EXPORT_REQUEST_FAILED);
  });

  it('counts only failures in a row: an answer in between starts the count again', async () => {
    const lost = new ApiError(502, null);
    const { deps, outcome } = job([
      ...Array<Error>(20).fill(lost),
      running(1, 2),
      ...Array<Error>(20).fill(lost),
      success,
    ]);
    await vi.advanceTimersByTimeAsync(60_000);

    await expect(outcome).resolves.toEqual({ kind: 'success', filename: 'teletrabajo-1.xlsx' });
    expect(deps.status).toHaveBeenCalledTimes(42);
  });

  it('does not retry an answer that will not change (a 4xx)', async () => {
    const { deps, outcome } = job([new ApiError(404, { detail: 'No encontrado.' })]);
    await expect(outcome).resolves.toMatchObject({ kind: 'request-failed' });
    expect(deps.status).toHaveBeenCalledTimes(1);
  });

  it("says 'Ha habido un problema al exportar' when the export request itself fails", async () => {
    const { deps, outcome } = job([success], {
      start: vi.fn(async () => Promise.reject(new ApiError(500, null))),
    });
    const result = await outcome;
    expect(exportMessage(result)).toBe('Ha habido un problema al exportar');
    expect(deps.status).not.toHaveBeenCalled();
  });

  it('stops polling once cancelled', async () => {
    const abort = new AbortController();
    const { deps, outcome } = job([running(1, 10)], { signal: abort.signal });
    await vi.advanceTimersByTimeAsync(900);
    abort.abort();
    await vi.advanceTimersByTimeAsync(300);

    await expect(outcome).resolves.toEqual({ kind: 'cancelled' });
    const calls = deps.status.mock.calls.length;
    await vi.advanceTimersByTimeAsync(3000);
    expect(deps.status).toHaveBeenCalledTimes(calls);
    expect(exportMessage({ kind: 'cancelled' })).toBeNull();
  });
});

describe('export progress', () => {
  it('is done/total as a percentage, unknown while there is no total', () => {
    expect(progressPercent({ done: 1, total: 3 })).toBe(33);
    expect(progressPercent({ done: 0, total: 0 })).toBeNull();
    expect(progressPercent(null)).toBeNull();
  });
});
