import { describe, expect, it } from 'vitest';
import { createApiCallLog, type ApiCallRecord } from './api-call-log';

const call = (url: string, status: number | null = 200): Omit<ApiCallRecord, 'id'> => ({
  method: 'GET',
  url,
  status,
  durationMs: 12,
  requestId: null,
  startedAt: 0,
});

describe('developer mode’s call log (issue 29)', () => {
  it('records nothing while not recording', () => {
    const log = createApiCallLog(3);
    log.record(call('/api/a/'));
    expect(log.calls()).toEqual([]);
  });

  it('keeps the newest calls first, up to its size', () => {
    const log = createApiCallLog(3);
    log.setRecording(true);
    for (const url of ['/api/1/', '/api/2/', '/api/3/', '/api/4/']) log.record(call(url));
    expect(log.calls().map((entry) => entry.url)).toEqual(['/api/4/', '/api/3/', '/api/2/']);
    expect(log.calls().map((entry) => entry.id)).toEqual([4, 3, 2]);
  });

  it('forgets what it kept when recording stops, and tells its readers', () => {
    const log = createApiCallLog(3);
    let changes = 0;
    log.subscribe(() => (changes += 1));
    log.setRecording(true);
    log.record(call('/api/1/'));
    const before = log.calls();
    log.setRecording(false);
    expect(log.calls()).toEqual([]);
    expect(before).toHaveLength(1);
    expect(changes).toBe(2);
  });
});
