import { api } from '../../../api/api';
import type { Tokens } from '../../../api/token-storage';
import { parseUserDetail, type UserDetail } from '../session/user-detail';

export interface Credentials {
  username: string;
  password: string;
}

/** SPEC §7: POST /api/token/. Sent without a bearer token; a 401 here means bad credentials. */
export function postToken(credentials: Credentials): Promise<Tokens> {
  return api.post<Tokens>('/api/token/', credentials, { auth: false });
}

export async function getUserDetail(): Promise<UserDetail> {
  return parseUserDetail(await api.get<unknown>('/api/cuentas/detalle/'));
}
