import { readFileSync } from 'node:fs';

/**
 * ASVS 5.0 §6.2.4: a chosen password is checked against the most common passwords. The list
 * (data/common-passwords.txt, its source and MIT licence in its header and beside it) holds the
 * 17,950 entries of 8+ characters among zxcvbn's 49,233 ranked passwords; shorter ones already
 * fail the length rule. Read once, on first use, into a Set; the check is case-insensitive
 * ("Password1" is as guessable as "password1").
 */
const DATA_FILE = new URL('./data/common-passwords.txt', import.meta.url);

let common: ReadonlySet<string> | undefined;

function commonPasswords(): ReadonlySet<string> {
  common ??= new Set(
    readFileSync(DATA_FILE, 'utf8')
      .split('\n')
      .filter((line) => line !== '' && !line.startsWith('#')),
  );
  return common;
}

export function isCommonPassword(password: string): boolean {
  return commonPasswords().has(password.toLowerCase());
}

/** How many entries the list holds (a test checks it is the shipped list, not an empty file). */
export const commonPasswordCount = (): number => commonPasswords().size;
