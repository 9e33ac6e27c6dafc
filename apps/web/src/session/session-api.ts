import type { LoginInput } from '@ventas/domain/auth/auth-contract';
import { api } from '../api/api';
import type { Tokens } from '../api/token-storage';
import { parseUserDetail, type UserDetail } from './user-detail';

/** What the login form sends (the API validates it with the same schema). */
export type Credentials = LoginInput;

/** SPEC §7: POST /api/token/. Sent without a bearer token; a 401 here means bad credentials. */
export function postToken(credentials: Credentials): Promise<Tokens> {
  return api.post<Tokens>('/api/token/', credentials, { auth: false });
}

export async function getUserDetail(): Promise<UserDetail> {
  return parseUserDetail(await api.get<unknown>('/api/cuentas/detalle/'));
}
