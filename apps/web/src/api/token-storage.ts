import type { TokenPair } from '@ventas/domain/auth/auth-contract';

// SPEC §4: tokens live in localStorage so a reload keeps the session.
const ACCESS_KEY = 'access';
const REFRESH_KEY = 'refresh';

/** SPEC §7: the pair POST /api/token/ and /api/token-refresh/ answer. */
export type Tokens = TokenPair;

export interface TokenStorage {
  getAccess(): string | null;
  getRefresh(): string | null;
  save(tokens: Tokens): void;
}

export const localTokenStorage: TokenStorage = {
  getAccess: () => localStorage.getItem(ACCESS_KEY),
  getRefresh: () => localStorage.getItem(REFRESH_KEY),
  save: ({ access, refresh }) => {
    localStorage.setItem(ACCESS_KEY, access);
    localStorage.setItem(REFRESH_KEY, refresh);
  },
};
