import { z } from 'zod';
import { defineFilters } from '../http/list-filters';
import { pageSchema, type ListPaging } from '../http/page';

/**
 * Issue 17 "Audit trail": every write to customers, attentions, offers and packages, accounts,
 * catalogue items, credentials, distributors and imports, recorded in the same transaction with
 * who, when, from which request and the fields before and after (secrets masked). The log is
 * append-only for the app's database role.
 */

/** The audited kinds of thing, as the log names them (`entidad`), with their Spanish labels. */
export const ENTIDADES_AUDITADAS = {
  cliente: 'Cliente',
  telefono_cliente: 'Teléfono de cliente',
  atencion: 'Atención',
  oferta: 'Oferta',
  paquete: 'Paquete',
  cuenta: 'Cuenta',
  catalogo: 'Catálogo',
  credencial: 'Credencial',
  distribuidor: 'Distribuidor',
  importacion: 'Importación',
  no_llamar: 'No llamar',
  correo_distribuidor: 'Correo saliente',
} as const;
export type EntidadAuditada = keyof typeof ENTIDADES_AUDITADAS;

export const ACCIONES_AUDITADAS = { INSERT: 'Alta', UPDATE: 'Cambio', DELETE: 'Baja' } as const;
export type AccionAuditada = keyof typeof ACCIONES_AUDITADAS;

/** What a secret column reads as in the log. */
export const VALOR_OCULTO = '•••';

/** One changed field: null `antes` on an insert, null `despues` on a delete. */
export const cambioSchema = z.object({
  campo: z.string(),
  antes: z.unknown(),
  despues: z.unknown(),
});

/** GET /api/auditoria/ row. `tabla` is the table written (e.g. 'tarifas' inside 'catalogo'). */
export const auditoriaSchema = z.object({
  id: z.number().int(),
  creado_el: z.string(),
  usuario: z.object({ id: z.number().int(), nombre: z.string() }).nullable(),
  request_id: z.string().nullable(),
  entidad: z.string(),
  tabla: z.string(),
  entidad_id: z.string(),
  accion: z.enum(['INSERT', 'UPDATE', 'DELETE']),
  cambios: z.array(cambioSchema),
});
export type EntradaAuditoria = z.infer<typeof auditoriaSchema>;

/** The log's filters: who, what kind, which one, when. */
export const AUDITORIA_FILTERS = defineFilters({
  usuario: { kind: 'id', input: 'multi', label: 'Usuario' },
  entidad: { kind: 'list', input: 'multi', label: 'Entidad' },
  entidad_id: { kind: 'text', label: 'Identificador' },
  accion: { kind: 'list', input: 'multi', label: 'Acción' },
  creado_el: { kind: 'range', label: 'Fecha' },
});

export const AUDITORIA_ORDERABLE = ['creado_el', 'id'] as const;
export const AUDITORIA_PAGING: ListPaging<(typeof AUDITORIA_ORDERABLE)[number]> = {
  defaultPageSize: 25,
  maxPageSize: 500,
  pageSizeOptions: [25, 50, 100],
  orderable: AUDITORIA_ORDERABLE,
  defaultOrdering: '-creado_el',
};

export const auditoriaPageSchema = pageSchema(auditoriaSchema);

/** GET /api/auditoria/cliente/{id}/: the most entries a customer's "Actividad" tab shows. */
export const ACTIVIDAD_CLIENTE_MAX = 200;

/**
 * GET /api/auditoria/cliente/{id}/: the customer's own entries and its phones', attentions',
 * offers' and packages', newest first, at most ACTIVIDAD_CLIENTE_MAX.
 */
export const actividadClienteSchema = z.array(auditoriaSchema);
