import { QueryClient, QueryClientProvider, type QueryKey } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import type { TaskStatus } from '@ventas/domain/jobs/task-status-contract';
import { ApiError } from '../../api/api-error';
import { fetchTaskStatus } from '../../api/task-status';
import { jobErrorMessage } from './job-error-message';
import { useJob } from './use-job';

vi.mock('../../api/task-status', () => ({ fetchTaskStatus: vi.fn() }));

const informeSchema = z.object({ purgados: z.number().int() });
const KEY = ['purgas'] as const;
const running = (done: number, total: number): TaskStatus => ({
  state: 'STARTED',
  result: { filename: null, done, total },
});
const success = (report: unknown): TaskStatus => ({
  state: 'SUCCESS',
  result: { filename: null, done: 3, total: 3, report },
});

/** Answers each status call with the next of `answers`, then the last one for ever. */
function renderJob(answers: TaskStatus[]) {
  vi.mocked(fetchTaskStatus).mockImplementation(
    async () => (answers.length > 1 ? answers.shift() : answers[0])!,
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const hook = renderHook(() => useJob({ report: informeSchema, invalidates: KEY }), { wrapper });
  return { ...hook, invalidate };
}

describe('useJob: a job started or resumed by a screen, followed to its report', () => {
  beforeEach(() => {
    vi.mocked(fetchTaskStatus).mockReset();
    vi.useFakeTimers();
  });
  afterEach(() => vi.useRealTimers());

  it('shows progress while the job runs, then its report read with the screen’s schema', async () => {
    const { result, invalidate } = renderJob([running(1, 3), success({ purgados: 3 })]);
    let finished: Promise<void> = Promise.resolve();
    await act(async () => {
      finished = result.current.run(async () => 'task-1');
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(result.current.state).toEqual({ step: 'running', progress: { done: 1, total: 3 } });
    expect(result.current.taskId).toBe('task-1');
    expect(invalidate).not.toHaveBeenCalled();

    await act(async () => {
      await vi.advanceTimersByTimeAsync(300);
      await finished;
    });
    expect(result.current.state).toEqual({ step: 'done', result: { purgados: 3 } });
    expect(invalidate).toHaveBeenCalledExactlyOnceWith({ queryKey: KEY });
    expect(fetchTaskStatus).toHaveBeenCalledWith('task-1', expect.any(AbortSignal));
  });

  it('resumes a job already running by its id, without starting another', async () => {
    const { result } = renderJob([running(2, 4), success({ purgados: 4 })]);
    const start = vi.fn(async () => 'otra');
    await act(async () => {
      const finished = result.current.resume('task-7');
      await vi.advanceTimersByTimeAsync(300);
      await finished;
    });
    expect(start).not.toHaveBeenCalled();
    expect(fetchTaskStatus).toHaveBeenCalledWith('task-7', expect.any(AbortSignal));
    expect(result.current).toMatchObject({
      taskId: 'task-7',
      state: { step: 'done', result: { purgados: 4 } },
    });
  });

  it('gives the job’s own reason when it failed, and the screen’s message when it gave none', async () => {
    const { result, invalidate } = renderJob([
      { state: 'FAILURE', result: null, error: 'El origen ya no existe' },
    ]);
    await act(() => result.current.run(async () => 'task-1'));
    expect(result.current.state).toEqual({
      step: 'failed',
      failure: { kind: 'failure', error: 'El origen ya no existe' },
    });
    expect(jobErrorMessage({ kind: 'failure', error: 'El origen ya no existe' }, 'No se ha podido')).toBe(
      'El origen ya no existe',
    );
    expect(jobErrorMessage({ kind: 'failure', error: null }, 'No se ha podido')).toBe('No se ha podido');
    // The lists are re-read after a failure too: the job may have done part of its work.
    expect(invalidate).toHaveBeenCalledExactlyOnceWith({ queryKey: KEY });
  });

  it('treats a success whose report does not read as a failure without a reason', async () => {
    const { result } = renderJob([success({ purgados: 'tres' })]);
    await act(() => result.current.run(async () => 'task-1'));
    expect(result.current.state).toEqual({ step: 'failed', failure: { kind: 'failure', error: null } });
  });

  it('says what the API answered when the start is refused', async () => {
    const { result } = renderJob([running(0, 1)]);
    const refusal = new ApiError(400, { origen: ['Este origen se conserva siempre.'] });
    await act(() => result.current.run(() => Promise.reject(refusal)));
    expect(result.current.state).toEqual({
      step: 'failed',
      failure: { kind: 'request-failed', error: refusal },
    });
    expect(fetchTaskStatus).not.toHaveBeenCalled();
    const state = result.current.state;
    if (state.step !== 'failed') throw new Error('the job should have failed');
    expect(jobErrorMessage(state.failure, 'No se ha podido')).toBe('Este origen se conserva siempre.');
    expect(
      jobErrorMessage({ kind: 'request-failed', error: new ApiError(403, { detail: 'No puedes' }) }, 'x'),
    ).toBe('No puedes');
    expect(
      jobErrorMessage({ kind: 'request-failed', error: new TypeError('offline') }, 'No se ha podido'),
    ).toBe('No se ha podido');
  });

  it('stops following on reset: no more polls, and back to idle', async () => {
    const { result, invalidate } = renderJob([running(1, 9)]);
    await act(async () => {
      void result.current.resume('task-1');
      await vi.advanceTimersByTimeAsync(0);
    });
    const polls = vi.mocked(fetchTaskStatus).mock.calls.length;
    expect(polls).toBeGreaterThan(0);
    act(() => result.current.reset());
    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(fetchTaskStatus).toHaveBeenCalledTimes(polls);
    expect(result.current).toEqual(expect.objectContaining({ taskId: null, state: { step: 'idle' } }));
    expect(invalidate).not.toHaveBeenCalled();
  });

  it('re-reads only the queries named when the job ends: none for a run that writes nothing', async () => {
    vi.mocked(fetchTaskStatus).mockResolvedValue(success({ purgados: 1 }));
    const queryClient = new QueryClient();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    );
    const { result, rerender } = renderHook(
      ({ stale }: { stale: QueryKey | undefined }) => useJob({ report: informeSchema, invalidates: stale }),
      { wrapper, initialProps: { stale: undefined as QueryKey | undefined } },
    );
    // A dry run: nothing written, nothing to re-read.
    await act(() => result.current.run(async () => 'dry-run'));
    expect(result.current.state).toEqual({ step: 'done', result: { purgados: 1 } });
    expect(invalidate).not.toHaveBeenCalled();

    // An apply: the screen names its lists as it starts it, before the job ends.
    vi.mocked(fetchTaskStatus).mockResolvedValueOnce(running(0, 1));
    let finished: Promise<void> = Promise.resolve();
    await act(async () => {
      finished = result.current.run(async () => 'apply');
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(result.current.state.step).toBe('running');
    rerender({ stale: KEY });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(300);
      await finished;
    });
    expect(result.current.state).toEqual({ step: 'done', result: { purgados: 1 } });
    expect(invalidate).toHaveBeenCalledExactlyOnceWith({ queryKey: KEY });
  });

  it('keeps run and resume the same while the screen passes new options each render', () => {
    const queryClient = new QueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    );
    const { result, rerender } = renderHook(
      () => useJob({ report: z.object({ n: z.number() }), invalidates: ['cada', 'render'] }),
      { wrapper },
    );
    const { run, resume } = result.current;
    rerender();
    // A screen resumes a job from an effect on `resume`: a new one each render would restart it.
    expect(result.current.resume).toBe(resume);
    expect(result.current.run).toBe(run);
  });
});
