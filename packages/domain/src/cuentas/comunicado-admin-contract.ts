import { z } from 'zod';
import { idSchema } from '../http/id';
import { defineFilters } from '../http/list-filters';
import { pageSchema, type ListPaging } from '../http/page';
import { ROLE_NAMES, isRoleId, type RoleId } from '../permissions/roles';
import { puedeRecibirAgendados } from './account-constants';
import type { COMUNICADO_PRIORIDADES } from './cuentas-contract';

/**
 * The Admins' side of SPEC §3 "Communication" (issue 16): the form of POST
 * /api/cuentas/communicates/, the audience rule and the sent list of
 * GET /api/cuentas/communicates/enviados/ (who read each one).
 */

export const COMUNICADO_LIMITES = { titulo: 200, cuerpo: 10_000, receptores: 1_000 } as const;

/** Who a communication is for: chosen people, every account of a role, the whole distributor. */
export const COMUNICADO_DESTINOS = ['PERSONAS', 'ROL', 'DISTRIBUIDOR'] as const;
export type ComunicadoDestino = (typeof COMUNICADO_DESTINOS)[number];
export const COMUNICADO_DESTINO_LABELS: Readonly<Record<ComunicadoDestino, string>> = {
  PERSONAS: 'Personas',
  ROL: 'Un rol',
  DISTRIBUIDOR: 'Todo el distribuidor',
};

// The keys of COMUNICADO_PRIORIDADES (SPEC §3), as the tuple z.enum needs.
const PRIORIDADES = [
  'HIGH',
  'MEDIUM',
  'LOW',
] as const satisfies readonly (keyof typeof COMUNICADO_PRIORIDADES)[];

export const MENSAJES_COMUNICADO = {
  obligatorio: 'Este campo es obligatorio',
  largo: (max: number) => `Máximo ${max} caracteres`,
  tituloUnaLinea: 'El título debe ocupar una sola línea',
  prioridad: 'Prioridad no válida: HIGH, MEDIUM o LOW',
  destino: 'Destino no válido: PERSONAS, ROL o DISTRIBUIDOR',
  rol: 'Rol no válido',
  elegirRol: 'Elija un rol',
  sinReceptores: 'Elija al menos un destinatario',
  demasiados: `Máximo ${COMUNICADO_LIMITES.receptores} destinatarios`,
  soloPersonas: 'Los destinatarios solo se eligen con destino PERSONAS',
  soloRol: 'El rol solo se elige con destino ROL',
  desconocidos: (ids: readonly number[]) => `Cuentas desconocidas en este distribuidor: ${ids.join(', ')}`,
  rolVacio: 'Ninguna cuenta activa tiene ese rol',
  distribuidorVacio: 'No hay otras cuentas activas en el distribuidor',
} as const;

const roleSchema = z
  .number({ error: MENSAJES_COMUNICADO.rol })
  .refine((value): value is RoleId => isRoleId(value), MENSAJES_COMUNICADO.rol);

/** The form (SPEC §3: message_title, message_body, priority default LOW, receivers) plus its audience. */
export const comunicadoFormSchema = z
  .object({
    message_title: z
      .string({ error: MENSAJES_COMUNICADO.obligatorio })
      .trim()
      .min(1, MENSAJES_COMUNICADO.obligatorio)
      .max(COMUNICADO_LIMITES.titulo, MENSAJES_COMUNICADO.largo(COMUNICADO_LIMITES.titulo))
      .refine((value) => !/[\r\n]/.test(value), MENSAJES_COMUNICADO.tituloUnaLinea),
    // Plain text, kept as typed (line breaks included); screens render it as text, never as HTML.
    message_body: z
      .string({ error: MENSAJES_COMUNICADO.obligatorio })
      .max(COMUNICADO_LIMITES.cuerpo, MENSAJES_COMUNICADO.largo(COMUNICADO_LIMITES.cuerpo))
      .refine((value) => value.trim() !== '', MENSAJES_COMUNICADO.obligatorio),
    priority: z.enum(PRIORIDADES, { error: MENSAJES_COMUNICADO.prioridad }).default('LOW'),
    destino: z.enum(COMUNICADO_DESTINOS, { error: MENSAJES_COMUNICADO.destino }).default('PERSONAS'),
    destino_rol: roleSchema.nullish().transform((value) => value ?? null),
    receivers: z
      .array(idSchema, { error: MENSAJES_COMUNICADO.sinReceptores })
      .max(COMUNICADO_LIMITES.receptores, MENSAJES_COMUNICADO.demasiados)
      .default([])
      .transform((ids) => [...new Set(ids)]),
  })
  .superRefine((form, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (form.destino === 'PERSONAS' && form.receivers.length === 0)
      issue('receivers', MENSAJES_COMUNICADO.sinReceptores);
    if (form.destino !== 'PERSONAS' && form.receivers.length > 0)
      issue('receivers', MENSAJES_COMUNICADO.soloPersonas);
    if (form.destino === 'ROL' && form.destino_rol === null)
      issue('destino_rol', MENSAJES_COMUNICADO.elegirRol);
    if (form.destino !== 'ROL' && form.destino_rol !== null)
      issue('destino_rol', MENSAJES_COMUNICADO.soloRol);
  });
export type ComunicadoFormInput = z.input<typeof comunicadoFormSchema>;
export type ComunicadoForm = z.output<typeof comunicadoFormSchema>;

/** An account as the audience rule reads it. */
export interface CuentaDestinataria {
  id: number;
  rol: number;
  estado: string;
}

export type Destinatarios =
  | { ok: true; receptores: number[] }
  | { ok: false; campo: 'receivers' | 'destino_rol' | 'destino'; mensaje: string };

/**
 * Who receives a communication, fixed when it is sent (later joiners do not get past ones).
 * `cuentas` are the distributor's accounts that still exist. Chosen people must all be among them
 * (any estado: the Admin picked them); a role or the whole distributor reaches the accounts that
 * can sign in (not BAJA nor INACTIVO), except the author, who wrote it.
 */
export function destinatarios(
  form: Pick<ComunicadoForm, 'destino' | 'destino_rol' | 'receivers'>,
  cuentas: readonly CuentaDestinataria[],
  autorId: number,
): Destinatarios {
  if (form.destino === 'PERSONAS') {
    const existentes = new Set(cuentas.map((cuenta) => cuenta.id));
    const desconocidos = form.receivers.filter((id) => !existentes.has(id));
    if (desconocidos.length > 0)
      return { ok: false, campo: 'receivers', mensaje: MENSAJES_COMUNICADO.desconocidos(desconocidos) };
    return { ok: true, receptores: [...form.receivers] };
  }
  const activas = cuentas.filter((cuenta) => cuenta.id !== autorId && puedeRecibirAgendados(cuenta.estado));
  if (form.destino === 'ROL') {
    const delRol = activas.filter((cuenta) => cuenta.rol === form.destino_rol).map((cuenta) => cuenta.id);
    if (delRol.length === 0)
      return { ok: false, campo: 'destino_rol', mensaje: MENSAJES_COMUNICADO.rolVacio };
    return { ok: true, receptores: delRol };
  }
  if (activas.length === 0)
    return { ok: false, campo: 'destino', mensaje: MENSAJES_COMUNICADO.distribuidorVacio };
  return { ok: true, receptores: activas.map((cuenta) => cuenta.id) };
}

/** How the sent list names an audience: 'Personas', 'Rol: Comercial', 'Todo el distribuidor'. */
export function destinoLabel(destino: string, rol: number | null): string {
  if (destino === 'ROL') return `Rol: ${isRoleId(rol) ? ROLE_NAMES[rol] : (rol ?? '?')}`;
  return Object.hasOwn(COMUNICADO_DESTINO_LABELS, destino)
    ? COMUNICADO_DESTINO_LABELS[destino as ComunicadoDestino]
    : destino;
}

/** The sent list: filter by priority; newest first. */
export const COMUNICADOS_ENVIADOS_FILTERS = defineFilters({
  priority: { kind: 'list', input: 'select', label: 'Prioridad' },
});
export const COMUNICADOS_ENVIADOS_ORDERABLE = ['created_on', 'message_title', 'id'] as const;
export const COMUNICADOS_ENVIADOS_PAGING: ListPaging<(typeof COMUNICADOS_ENVIADOS_ORDERABLE)[number]> = {
  defaultPageSize: 10,
  maxPageSize: 100,
  pageSizeOptions: [10, 25, 50],
  orderable: COMUNICADOS_ENVIADOS_ORDERABLE,
  defaultOrdering: '-created_on',
};

/** One receiver who opened it, and when (first reading). */
export const lectorSchema = z.object({
  account_id: z.number().int(),
  nombre: z.string(),
  read_on: z.string(),
});
export type Lector = z.infer<typeof lectorSchema>;

/** One sent communication with its audience and read status. */
export const comunicadoEnviadoSchema = z.object({
  id: z.number().int(),
  message_title: z.string(),
  message_body: z.string(),
  priority: z.string(),
  created_on: z.string(),
  /** The author's name; null if the account is gone or it was written by the system. */
  autor: z.string().nullable(),
  destino: z.string(),
  destino_rol: z.number().int().nullable(),
  total: z.number().int(),
  leidos: z.number().int(),
  /** Who read it, first readers first. */
  lectores: z.array(lectorSchema),
});
export type ComunicadoEnviado = z.infer<typeof comunicadoEnviadoSchema>;
export const comunicadosEnviadosPageSchema = pageSchema(comunicadoEnviadoSchema);
