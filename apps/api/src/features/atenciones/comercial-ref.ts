import { z } from 'zod';
import { displayName } from '../auth/session-account.repository';

/** How every telework answer names a commercial: `{id, nombre_completo}`, or null if none. */
export const comercialRefSchema = z.object({ id: z.number().int(), nombre_completo: z.string() }).nullable();
export type ComercialRef = z.infer<typeof comercialRefSchema>;

/** The account columns of a left join, all null when the row has no commercial. */
export interface JoinedComercial {
  comercialId: number | null;
  comercialNombre: string | null;
  comercialApellidos: string | null;
  comercialUsername: string | null;
}

export function toComercialRef(row: JoinedComercial): ComercialRef {
  if (row.comercialId === null) return null;
  return {
    id: row.comercialId,
    nombre_completo: displayName({
      nombre: row.comercialNombre ?? '',
      apellidos: row.comercialApellidos ?? '',
      username: row.comercialUsername ?? '',
    }),
  };
}
