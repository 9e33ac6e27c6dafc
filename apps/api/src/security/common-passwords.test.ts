import { describe, expect, it } from 'vitest';
import { commonPasswordCount, isCommonPassword } from './common-passwords';

describe('isCommonPassword', () => {
  it('loads the shipped list of 17,950 common passwords of 8+ characters', () => {
    expect(commonPasswordCount()).toBe(17_950);
  });

  it.each(['password', '12345678', 'qwertyuiop', 'iloveyou', 'PassWord', 'SUPERMAN'])(
    'knows %s, case aside',
    (password) => {
      expect(isCommonPassword(password)).toBe(true);
    },
  );

  it.each(['caballo-bateria-grapa', 'Inicial-Segura-2026', '# The most common passwords', ''])(
    'does not know %j (nor the list file’s comment lines)',
    (password) => {
      expect(isCommonPassword(password)).toBe(false);
    },
  );
});
