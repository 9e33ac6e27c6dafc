import { z } from 'zod';
import { idSchema } from '../http/id';

/** GET /api/cuentas/detalle/: the signed-in user (SPEC §7 Session). */
export const detalleSchema = z.object({
  isAdmin: z.boolean(),
  rol: z.object({ id: z.number().int() }),
  nombre_completo: z.string(),
  username: z.string(),
  id: z.number().int(),
  tenant_groups: z.array(z.object({ name: z.string() })),
  /**
   * Issue 29 §3: the permission codenames the distributor's groups hold in the registry, as the
   * server read them for this request; the guard and the menus switch sections on with them.
   * Optional for an older server's answer: the web app then reads the seeded default.
   */
  permisos: z.array(z.string()).optional(),
  tipo_comercial: z.string(),
  /** Issue 16: an Admin set the password; the web app asks for a new one before anything else. */
  must_change_password: z.boolean(),
  /** The platform distributor's host (decision 134): its SuperAdmins see the distributors' tabs. */
  plataforma: z.boolean(),
});
export type Detalle = z.infer<typeof detalleSchema>;

/** One entry of GET /api/cuentas/communicates/, read or not by the caller. */
export const comunicadoSchema = z.object({
  id: z.number().int(),
  message_title: z.string(),
  message_body: z.string(),
  priority: z.string(),
  created_on: z.string(),
  is_read: z.boolean(),
});
export type Comunicado = z.infer<typeof comunicadoSchema>;

export const comunicadosSchema = z.array(comunicadoSchema);

/** POST /api/cuentas/set-read-communicate/: the caller marks one received communication read. */
export const setReadCommunicateSchema = z.object({ id: idSchema });
export type SetReadCommunicate = z.infer<typeof setReadCommunicateSchema>;

/** The priorities of a communication (SPEC §3, default LOW), with their Spanish names. */
export const COMUNICADO_PRIORIDADES = { HIGH: 'Alta', MEDIUM: 'Media', LOW: 'Baja' } as const;
