import { z } from 'zod';
import { displayName } from './display-name';

/** How every answer names a commercial: `{id, nombre_completo}` (SPEC §3), or null if none. */
export const comercialRefSchema = z.object({ id: z.number().int(), nombre_completo: z.string() });
export type ComercialRef = z.infer<typeof comercialRefSchema>;

/** The account columns of a left join, all null when the row has no commercial. */
export interface JoinedComercial {
  comercialId: number | null;
  comercialNombre: string | null;
  comercialApellidos: string | null;
  comercialUsername: string | null;
}

export function toComercialRef(row: JoinedComercial): ComercialRef | null {
  if (row.comercialId === null) return null;
  return {
    id: row.comercialId,
    nombre_completo: displayName({
      nombre: row.comercialNombre,
      apellidos: row.comercialApellidos,
      username: row.comercialUsername,
    }),
  };
}
