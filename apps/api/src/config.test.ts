import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('SMTP_INTERNAL_HOSTS (issue 31 §3)', () => {
  it('refuses internal SMTP servers in production unless told otherwise', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).smtpInternalHosts).toBe('refuse');
    expect(loadConfig({ DATABASE_URL: 'postgres://db.example/ventas' }).smtpInternalHosts).toBe('refuse');
    expect(loadConfig({ NODE_ENV: 'production', SMTP_INTERNAL_HOSTS: 'allow' }).smtpInternalHosts).toBe(
      'allow',
    );
  });

  it('allows them on a developer machine and in tests (a local mail catcher)', () => {
    expect(loadConfig({}).smtpInternalHosts).toBe('allow');
    expect(loadConfig({ NODE_ENV: 'test' }).smtpInternalHosts).toBe('allow');
    expect(loadConfig({ NODE_ENV: 'test', SMTP_INTERNAL_HOSTS: 'refuse' }).smtpInternalHosts).toBe('refuse');
  });

  it('names the variable when its value is unknown', () => {
    expect(() => loadConfig({ SMTP_INTERNAL_HOSTS: 'sometimes' })).toThrow(/SMTP_INTERNAL_HOSTS/);
  });
});
