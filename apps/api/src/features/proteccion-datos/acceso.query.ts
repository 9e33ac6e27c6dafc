import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { parsedRows, type TenantTx } from '../../db/database';
import { nombreCuenta } from '../comerciales/comerciales.public';

/**
 * Issue 17 "Right of access": everything the distributor holds on one customer, kind by kind,
 * read straight from its tables (every column a person could ask about, ids included). The
 * audit log is read by pages (a long-lived customer may have thousands of entries).
 */

type Fila = Record<string, unknown>;

const leer = async (tx: TenantTx, query: SQL, row: z.ZodType<Fila>): Promise<Fila[]> =>
  parsedRows(await tx.execute(query), row);

/** Columns as the drivers answer them: timestamptz and date as text (drizzle keeps them unparsed), or a Date. */
const INSTANTE = z.union([z.date(), z.string()]);
const TEXTO = z.string().nullable();
/** numeric: exact text. */
const IMPORTE = z.string().nullable();
/** bigint: text from node-postgres, a number from PGlite (within the safe integers). */
const BIGINT = z.union([z.number().int(), z.string()]);

// Each kind's columns, strict: a column a schema does not name fails here rather than dropping
// out of the sheet.
const CLIENTE_ROW = z.strictObject({
  id: z.number().int(),
  nombre: z.string(),
  documento: TEXTO,
  tipo_documento: TEXTO,
  email: TEXTO,
  origen: TEXTO,
  segmento: TEXTO,
  isp_actual: TEXTO,
  razon_no_interesado: TEXTO,
  direccion: TEXTO,
  cp: TEXTO,
  localidad: TEXTO,
  fecha_contacto: INSTANTE.nullable(),
  comercial: TEXTO,
  notas: TEXTO,
  estado: z.string(),
  created_on: INSTANTE,
  updated_on: INSTANTE,
  suprimido_el: INSTANTE.nullable(),
});

const TELEFONO_ROW = z.strictObject({ telefono: z.string(), orden: z.number().int(), no_llamar: z.string() });

const ATENCION_ROW = z.strictObject({
  id: z.number().int(),
  fecha_contacto: INSTANTE,
  tipo: z.string(),
  estado: z.string(),
  comercial: TEXTO,
  notas: TEXTO,
  tipo_llamada: TEXTO,
  fecha_agendado: INSTANTE.nullable(),
  razon_no_interesado: TEXTO,
  tipo_no_interesado: TEXTO,
  gestion: TEXTO,
  created_on: INSTANTE,
  updated_on: INSTANTE,
});

/** The offer's columns, then its package's and the package's extra data (left joins: nullable). */
const OFERTA_ROW = z.strictObject({
  oferta_id: z.number().int(),
  atencion_id: z.number().int(),
  oferta_estado: z.number().int(),
  tipo_oferta: TEXTO,
  oferta_isp: TEXTO,
  operador: TEXTO,
  oferta_segmento: TEXTO,
  precio_anterior: IMPORTE,
  precio_total: IMPORTE,
  precio_total_despues: IMPORTE,
  numero_comercial: TEXTO,
  oferta_notas: TEXTO,
  razon_no_interesado: TEXTO,
  fecha_venta: INSTANTE.nullable(),
  oferta_creada: INSTANTE,
  paquete_id: z.number().int().nullable(),
  paquete_estado: TEXTO,
  tipo_venta: TEXTO,
  tipo_linea: TEXTO,
  tarifa_nombre: TEXTO,
  precio_linea: IMPORTE,
  precio_durante: IMPORTE,
  precio_despues: IMPORTE,
  meses_promocion: z.number().int().nullable(),
  lineas_asociadas: TEXTO,
  paquete_isp: TEXTO,
  servicios: TEXTO,
  permanence_end: INSTANTE.nullable(),
  estado_servicio: TEXTO,
  package_id: TEXTO,
  sfid: TEXTO,
  order_id: TEXTO,
  numero_pedido: TEXTO,
  fecha_solicitud: INSTANTE.nullable(),
  fecha_instalacion: INSTANTE.nullable(),
  fecha_activacion: INSTANTE.nullable(),
  operador_donante: TEXTO,
  observaciones: TEXTO,
});

const NOTA_ROW = z.strictObject({ created_on: INSTANTE, autor: TEXTO, nota: z.string() });

const NO_LLAMAR_ROW = z.strictObject({
  telefono: z.string(),
  fuente: z.string(),
  motivo: z.string(),
  created_on: INSTANTE,
});

const CORREO_ROW = z.strictObject({
  creado_el: INSTANTE,
  comercial: TEXTO,
  oferta_id: z.number().int().nullable(),
  para: z.string(),
  responder_a: TEXTO,
  asunto: z.string(),
  cuerpo: z.string(),
  estado: z.string(),
  intentos: z.number().int(),
  error: TEXTO,
  terminado_el: INSTANTE.nullable(),
});

/** An entry of the log: its id is bigint; the row's values before and after as jsonb objects. */
const AUDITORIA_ROW = z.strictObject({
  id: BIGINT,
  creado_el: INSTANTE,
  usuario: z.string(),
  request_id: TEXTO,
  entidad: z.string(),
  tabla: z.string(),
  entidad_id: z.string(),
  accion: z.string(),
  antes: z.record(z.string(), z.unknown()).nullable(),
  despues: z.record(z.string(), z.unknown()).nullable(),
});

/**
 * A value of one of the tenant's option lists as its screens name it (`opciones.etiqueta`, the
 * label the forms and the Teletrabajo export show), else the value itself; the sheet then labels
 * the codes the domain knows (acceso.xlsx.ts).
 */
const etiqueta = (tenantId: number, lista: string, valor: SQL): SQL =>
  sql`coalesce((SELECT op.etiqueta FROM opciones op WHERE op.tenant_id = ${tenantId}
    AND op.tipo = ${lista} AND op.valor = ${valor} LIMIT 1), ${valor})`;

export interface DatosCliente {
  cliente: Fila[];
  telefonos: Fila[];
  atenciones: Fila[];
  ofertas: Fila[];
  notas: Fila[];
  noLlamar: Fila[];
  /** Issue 31 §3: the offers mailed to the customer (address, message, outcome). */
  correos: Fila[];
}

export async function datosDeCliente(tx: TenantTx, clienteId: number): Promise<DatosCliente> {
  const t = tx.tenantId;
  const cliente = await leer(
    tx,
    sql`SELECT c.id, c.nombre, c.documento, c.tipo_documento, c.email, o.nombre AS origen,
          ${etiqueta(t, 'segmento', sql`c.segmento`)} AS segmento,
          ${etiqueta(t, 'isp', sql`c.isp_actual`)} AS isp_actual,
          ${etiqueta(t, 'razon_no_interesado', sql`c.razon_no_interesado`)} AS razon_no_interesado,
          c.direccion, c.cp, c.localidad, c.fecha_contacto,
          ${nombreCuenta('a')} AS comercial, c.notas, c.estado, c.created_on, c.updated_on, c.suprimido_el
        FROM clientes c
        LEFT JOIN origenes_bbdd o ON o.tenant_id = c.tenant_id AND o.id = c.origen_bbdd_id
        LEFT JOIN accounts a ON a.tenant_id = c.tenant_id AND a.id = c.comercial_id
        WHERE c.tenant_id = ${t} AND c.id = ${clienteId}`,
    CLIENTE_ROW,
  );
  const telefonos = await leer(
    tx,
    sql`SELECT tc.telefono, tc.orden,
          CASE WHEN EXISTS (SELECT 1 FROM no_llamar nl WHERE nl.tenant_id = tc.tenant_id AND nl.telefono = tc.telefono)
            THEN 'Sí' ELSE 'No' END AS no_llamar
        FROM telefonos_cliente tc WHERE tc.tenant_id = ${t} AND tc.cliente_id = ${clienteId}
        ORDER BY tc.orden, tc.id`,
    TELEFONO_ROW,
  );
  const atenciones = await leer(
    tx,
    sql`SELECT at.id, at.fecha_contacto, at.tipo, at.estado, ${nombreCuenta('a')} AS comercial, at.notas,
          ${etiqueta(t, 'tipo_llamada', sql`at.tipo_llamada`)} AS tipo_llamada, at.fecha_agendado,
          ${etiqueta(t, 'razon_no_interesado', sql`at.razon_no_interesado`)} AS razon_no_interesado,
          ${etiqueta(t, 'tipo_no_interesado', sql`at.tipo_no_interesado`)} AS tipo_no_interesado,
          g.name AS gestion, at.created_on, at.updated_on
        FROM atenciones at
        LEFT JOIN accounts a ON a.tenant_id = at.tenant_id AND a.id = at.comercial_id
        LEFT JOIN gestiones g ON g.tenant_id = at.tenant_id AND g.id = at.gestion_id
        WHERE at.tenant_id = ${t} AND at.cliente_id = ${clienteId}
        ORDER BY at.fecha_contacto, at.id`,
    ATENCION_ROW,
  );
  // One row per package, the offer's columns on each; an offer without packages is one row.
  const ofertas = await leer(
    tx,
    sql`SELECT o.id AS oferta_id, o.atencion_id, o.estado AS oferta_estado, o.tipo_oferta, o.isp AS oferta_isp,
          o.operador, ${etiqueta(t, 'segmento', sql`o.segmento`)} AS oferta_segmento,
          o.precio_anterior, o.precio_total, o.precio_total_despues, o.numero_comercial,
          o.notas AS oferta_notas,
          ${etiqueta(t, 'razon_no_interesado', sql`o.razon_no_interesado`)} AS razon_no_interesado,
          o.fecha_venta, o.created_on AS oferta_creada,
          p.id AS paquete_id, p.estado AS paquete_estado,
          ${etiqueta(t, 'tipo_venta', sql`p.tipo_venta`)} AS tipo_venta, p.tipo_linea, p.tarifa_nombre,
          p.precio_linea, p.precio_durante, p.precio_despues, p.meses_promocion,
          array_to_string(ARRAY(SELECT jsonb_array_elements_text(p.lineas_asociadas)), ', ') AS lineas_asociadas,
          p.isp AS paquete_isp, array_to_string(p.servicios, ', ') AS servicios, p.permanence_end,
          p.estado_servicio, p.package_id, p.sfid, p.order_id, i.numero_pedido, i.fecha_solicitud,
          i.fecha_instalacion, i.fecha_activacion, i.operador_donante, i.observaciones
        FROM ofertas o
        LEFT JOIN paquetes p ON p.tenant_id = o.tenant_id AND p.oferta_id = o.id
        LEFT JOIN paquete_additional_info i ON i.tenant_id = p.tenant_id AND i.paquete_id = p.id
        WHERE o.tenant_id = ${t} AND o.cliente_id = ${clienteId}
        ORDER BY o.id, p.id`,
    OFERTA_ROW,
  );
  const notas = await leer(
    tx,
    sql`SELECT n.created_on, ${nombreCuenta('a')} AS autor, n.nota
        FROM notas_cliente n LEFT JOIN accounts a ON a.tenant_id = n.tenant_id AND a.id = n.comercial_id
        WHERE n.tenant_id = ${t} AND n.cliente_id = ${clienteId}
        ORDER BY n.created_on, n.id`,
    NOTA_ROW,
  );
  // The customer's phones on the list, and those marked from this customer (kept after erasure).
  const noLlamar = await leer(
    tx,
    sql`SELECT nl.telefono, nl.fuente, nl.motivo, nl.created_on
        FROM no_llamar nl
        WHERE nl.tenant_id = ${t} AND (nl.cliente_id = ${clienteId} OR nl.telefono IN (
          SELECT tc.telefono FROM telefonos_cliente tc WHERE tc.tenant_id = ${t} AND tc.cliente_id = ${clienteId}))
        ORDER BY nl.created_on, nl.id`,
    NO_LLAMAR_ROW,
  );
  const correos = await leer(
    tx,
    sql`SELECT e.creado_el, ${nombreCuenta('a')} AS comercial, e.oferta_id, e.para, e.responder_a,
          e.asunto, e.cuerpo, e.estado, e.intentos, e.error, e.terminado_el
        FROM envios_oferta e LEFT JOIN accounts a ON a.tenant_id = e.tenant_id AND a.id = e.account_id
        WHERE e.tenant_id = ${t} AND e.cliente_id = ${clienteId}
        ORDER BY e.creado_el, e.id`,
    CORREO_ROW,
  );
  return { cliente, telefonos, atenciones, ofertas, notas, noLlamar, correos };
}

/** One page of the customer's audit entries, oldest first, after entry `despuesDe`. */
export async function auditoriaDeCliente(
  tx: TenantTx,
  clienteId: number,
  despuesDe: number,
  limite: number,
): Promise<Fila[]> {
  return leer(
    tx,
    sql`SELECT au.id, au.creado_el, CASE WHEN au.account_id IS NULL THEN 'Sistema'
          ELSE coalesce(${nombreCuenta('a')}, au.account_id::text) END AS usuario,
          au.request_id, au.entidad, au.tabla, au.entidad_id, au.accion, au.antes, au.despues
        FROM auditoria au LEFT JOIN accounts a ON a.tenant_id = au.tenant_id AND a.id = au.account_id
        WHERE au.tenant_id = ${tx.tenantId} AND au.cliente_id = ${clienteId} AND au.id > ${despuesDe}
        ORDER BY au.id LIMIT ${limite}`,
    AUDITORIA_ROW,
  );
}
