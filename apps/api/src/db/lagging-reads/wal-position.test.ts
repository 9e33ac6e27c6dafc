import { describe, expect, it } from 'vitest';
import { writtenAtOf, writtenPositionCookie } from './read-your-writes';
import { hasReached, laterPosition, walOffset } from './wal-position';

describe('WAL positions (issue 30: read-your-writes)', () => {
  it('reads PostgreSQL’s pg_lsn text as a 64-bit offset', () => {
    expect(walOffset('0/16B3748')).toBe(0x16b3748n);
    expect(walOffset('16/B374D848')).toBe((0x16n << 32n) | 0xb374d848n);
    expect(walOffset('FFFFFFFF/FFFFFFFF')).toBe(2n ** 64n - 1n);
  });

  it('refuses anything else', () => {
    for (const text of ['', '0', '0/', '/1', '1/2/3', 'G/1', '123456789/0', ' 0/1', '0/1;x', '-1/0'])
      expect(walOffset(text), text).toBeNull();
  });

  it('compares by the whole offset, not the text', () => {
    expect(hasReached('1/0', '0/FFFFFFFF')).toBe(true);
    expect(hasReached('0/FFFFFFFF', '1/0')).toBe(false);
    expect(hasReached('0/A', '0/A')).toBe(true);
    expect(hasReached('0/9', '0/A')).toBe(false);
    expect(hasReached('basura', '0/1')).toBe(false);
  });

  it('keeps the later of the cookie’s position and the server’s', () => {
    expect(laterPosition('0/20', '0/10')).toBe('0/20');
    expect(laterPosition('0/20', '1/0')).toBe('1/0');
    expect(laterPosition('0/20', null)).toBe('0/20');
    expect(laterPosition('0/20', 'basura')).toBe('0/20');
  });
});

describe('the written-position cookie', () => {
  it('is read from the Cookie header among others', () => {
    expect(writtenAtOf('a=1; ventas_escrito=16/B374D848; b=2')).toBe('16/B374D848');
    expect(writtenAtOf('a=1')).toBeNull();
    expect(writtenAtOf(undefined)).toBeNull();
  });

  it('is unreadable, not absent, when forged: the caller then reads from the primary', () => {
    expect(writtenAtOf('ventas_escrito=0/1 OR 1=1')).toBe('unreadable');
    expect(writtenAtOf('ventas_escrito=')).toBe('unreadable');
  });

  it('stays on /api and out of scripts, Secure behind https', () => {
    expect(writtenPositionCookie('0/10', false)).toBe(
      'ventas_escrito=0/10; Path=/api; HttpOnly; SameSite=Strict',
    );
    expect(writtenPositionCookie('0/10', true)).toMatch(/; Secure$/);
  });
});
