import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TaskStatus } from '@ventas/domain/jobs/task-status-contract';
import { downloadExportFile } from '../../api/download-export-file';
import { fetchTaskStatus } from '../../api/task-status';
import { SnackbarContext, type SnackbarApi } from '../snackbar/snackbar-context';
import { useExportJob } from './use-export-job';

vi.mock('../../api/task-status', () => ({ fetchTaskStatus: vi.fn() }));
vi.mock('../../api/download-export-file', () => ({ downloadExportFile: vi.fn() }));

const FILENAME = 'teletrabajo-20261124-1015-0123456789ab.xlsx';

function renderExportJob(answers: TaskStatus[]) {
  vi.mocked(fetchTaskStatus).mockImplementation(async () => {
    const next = answers.length > 1 ? answers.shift() : answers[0];
    return next as TaskStatus;
  });
  vi.mocked(downloadExportFile).mockResolvedValue(undefined);
  const snackbar: SnackbarApi = { showSuccess: vi.fn(), showError: vi.fn(), showInfo: vi.fn() };
  const wrapper = ({ children }: { children: ReactNode }) => (
    <SnackbarContext.Provider value={snackbar}>{children}</SnackbarContext.Provider>
  );
  return { snackbar, ...renderHook(() => useExportJob(), { wrapper }) };
}

describe('useExportJob: what the screen says about an export', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows progress while the job runs, then says the file is ready and names it', async () => {
    const { result, snackbar } = renderExportJob([
      { state: 'STARTED', result: { filename: null, done: 1, total: 3 } },
      { state: 'SUCCESS', result: { filename: FILENAME, done: 3, total: 3 } },
    ]);

    let finished: Promise<void> = Promise.resolve();
    await act(async () => {
      finished = result.current.start(async () => 'task-1');
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(result.current).toMatchObject({ running: true, progress: { done: 1, total: 3 } });
    expect(snackbar.showSuccess).not.toHaveBeenCalled();

    await act(async () => {
      await vi.advanceTimersByTimeAsync(300);
      await finished;
    });
    expect(downloadExportFile).toHaveBeenCalledExactlyOnceWith(FILENAME);
    expect(snackbar.showSuccess).toHaveBeenCalledExactlyOnceWith(
      `Exportación lista: se ha descargado ${FILENAME}`,
    );
    expect(snackbar.showError).not.toHaveBeenCalled();
    expect(result.current.running).toBe(false);
  });

  it('says nothing is ready when the job failed', async () => {
    const { result, snackbar } = renderExportJob([
      { state: 'FAILURE', result: null, error: 'Demasiadas filas' },
    ]);
    await act(() => result.current.start(async () => 'task-1'));
    expect(snackbar.showSuccess).not.toHaveBeenCalled();
    expect(snackbar.showError).toHaveBeenCalledWith(
      'Error en la exportación ## Demasiadas filas ##',
      undefined,
      expect.any(Number),
    );
  });
});
