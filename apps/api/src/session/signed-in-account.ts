/** An account as the request session reads it on every request (the password hash stays in features/auth). */
export interface SignedInAccount {
  id: number;
  username: string;
  nombre: string;
  apellidos: string;
  rol: number;
  isAdmin: boolean;
  estado: string;
  tipoComercial: string;
  /** An Admin set its password: every call but its detail and the change answers 403 until changed. */
  mustChangePassword: boolean;
}

/** Accounts on BAJA (left the company) or INACTIVO cannot sign in (docs/decisions/). */
export function canSignIn(account: Pick<SignedInAccount, 'estado'>): boolean {
  return account.estado !== 'BAJA' && account.estado !== 'INACTIVO';
}
