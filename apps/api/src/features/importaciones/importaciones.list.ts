import { sql } from 'drizzle-orm';
import {
  CLASES,
  type EstadoImportacion,
  type Importacion,
  type TotalesImportacion,
} from '@ventas/domain/importaciones/importacion-contract';
import { puedeDeshacer } from '@ventas/domain/importaciones/importacion-deshacer';
import { IMPORTACIONES_FILTERS } from '@ventas/domain/importaciones/importaciones-list';
import { displayName } from '@ventas/domain/people/display-name';
import { inList, intArray, madridDayRange } from '../../lists/filter-sql';
import { isoInstant } from '../../lists/sql-format';
import type { TableList } from '../../lists/table-list';

type Orderable = 'created_on' | 'fichero' | 'id';

/** The job working on the record now: its dry run, apply or undo while PENDING or STARTED. */
const tareaVivaSql = sql`(SELECT j.id::text FROM jobs j
  WHERE j.tenant_id = i.tenant_id AND j.id IN (i.simulacion_job_id, i.aplicacion_job_id)
    AND j.state IN ('PENDING', 'STARTED') LIMIT 1)`;

/**
 * A dry run whose job ended without reaching its record (timed out, or its process died once too
 * often) leaves the record SIMULANDO: it reads as FALLIDA with the job's message, never as a
 * check that runs forever.
 */
const simulacionCaida = sql`i.estado = 'SIMULANDO' AND sj.state = 'FAILURE'`;
const estadoSql = sql`CASE WHEN ${simulacionCaida} THEN 'FALLIDA' ELSE i.estado END`;
const errorSql = sql`CASE WHEN ${simulacionCaida} THEN coalesce(i.error, sj.error) ELSE i.error END`;

const totalesDe = (raw: unknown): TotalesImportacion => {
  const stored = (raw ?? {}) as Partial<Record<string, unknown>>;
  return Object.fromEntries(CLASES.map((clase) => [clase, Number(stored[clase] ?? 0)])) as TotalesImportacion;
};

/** `{}` until the apply ends; the undo adds its counts. */
const resultadoDe = (raw: unknown): Importacion['resultado'] => {
  const stored = (raw ?? {}) as Partial<Record<string, unknown>>;
  if (stored['creados'] === undefined) return null;
  const resultado: NonNullable<Importacion['resultado']> = {
    creados: Number(stored['creados']),
    actualizados: Number(stored['actualizados'] ?? 0),
    omitidos: Number(stored['omitidos'] ?? 0),
  };
  if (stored['eliminados'] !== undefined) resultado.eliminados = Number(stored['eliminados']);
  if (stored['conservados'] !== undefined) resultado.conservados = Number(stored['conservados']);
  return resultado;
};

const dateOrNull = (value: unknown) => (value === null || value === undefined ? null : String(value));

function toRow(raw: Record<string, unknown>): Importacion {
  const estado = raw.estado as EstadoImportacion;
  const aplicadaEl = dateOrNull(raw.aplicada_el);
  const deshechaEl = dateOrNull(raw.deshecha_el);
  const username = raw.autor_username as string | null;
  return {
    id: Number(raw.id),
    fichero: String(raw.fichero),
    origen_bbdd: Number(raw.origen_bbdd),
    origen_bbdd_nombre: String(raw.origen_bbdd_nombre),
    usuario: raw.usuario === null ? null : Number(raw.usuario),
    usuario_nombre:
      username === null
        ? null
        : displayName({
            nombre: raw.autor_nombre as string | null,
            apellidos: raw.autor_apellidos as string | null,
            username,
          }),
    estado,
    duplicados: raw.duplicados === 'actualizar' ? 'actualizar' : 'omitir',
    totales: totalesDe(raw.totales),
    resultado: resultadoDe(raw.resultado),
    task_id: (raw.task_id as string | null) ?? null,
    error: (raw.error as string | null) ?? null,
    created_on: String(raw.created_on),
    aplicada_el: aplicadaEl,
    deshecha_el: deshechaEl,
    puede_deshacer: puedeDeshacer(
      {
        estado,
        aplicadaEl: aplicadaEl === null ? null : new Date(aplicadaEl),
        deshechaEl: deshechaEl === null ? null : new Date(deshechaEl),
      },
      new Date(),
    ),
  };
}

/**
 * GET /api/importaciones/ (and one record, `readTableRow`): the import records, newest first,
 * with the origin's name, the uploader's name and the job working on each now.
 */
export const IMPORTACIONES_LIST: TableList<typeof IMPORTACIONES_FILTERS, Orderable, Importacion> = {
  from: sql`importaciones i
    JOIN origenes_bbdd o ON o.tenant_id = i.tenant_id AND o.id = i.origen_bbdd_id
    LEFT JOIN accounts a ON a.tenant_id = i.tenant_id AND a.id = i.account_id
    LEFT JOIN jobs sj ON sj.tenant_id = i.tenant_id AND sj.id = i.simulacion_job_id`,
  tenantColumn: sql`i.tenant_id`,
  id: sql`i.id`,
  columns: sql`i.id, i.fichero, i.origen_bbdd_id AS origen_bbdd, o.nombre AS origen_bbdd_nombre,
    i.account_id AS usuario, a.nombre AS autor_nombre, a.apellidos AS autor_apellidos,
    a.username AS autor_username, ${estadoSql} AS estado, i.duplicados, i.totales, i.resultado,
    ${tareaVivaSql} AS task_id, ${errorSql} AS error, ${isoInstant(sql`i.created_on`)} AS created_on,
    ${isoInstant(sql`i.aplicada_el`)} AS aplicada_el, ${isoInstant(sql`i.deshecha_el`)} AS deshecha_el`,
  filters: IMPORTACIONES_FILTERS,
  filterSql: {
    estado: (values) => inList(estadoSql, values),
    origen_bbdd: (ids) => sql`i.origen_bbdd_id = ANY(${intArray(ids)})`,
    created_on: (range) => madridDayRange(sql`i.created_on`, range),
  },
  orderColumns: { created_on: sql`i.created_on`, fichero: sql`i.fichero`, id: sql`i.id` },
  toRow,
};
