import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { parsedRows, type Database } from '../../db/database';
import { createAccount, createTenant } from '../../db/seed/tenant-factory';
import { REPO_ROOT, arrancarServidor, type ServidorHijo } from '../../../test/support/child-server';

export { arrancarServidor, type ServidorHijo };

const ID_ROW = z.object({ id: z.number().int() });
const N_POR_ROW = z.object({ n: z.number().int() });
/** A bigint count: text from node-postgres, a number from PGlite (within the safe integers). */
const BIGINT = z.union([z.number().int(), z.string()]);

/**
 * Test-only support of the kill test (aplicar-kill.test.ts): the import it applies, the real API
 * started as a child process, and what it checks afterwards. The database steps run in the test
 * process on PostgreSQL, and through aplicar-kill.test-script.ts in a process of their own on
 * PGlite (a data directory is never opened by two processes at once).
 */

export { REPO_ROOT };
export const KILL_PASSWORD = 'prueba-kill-1234';
/** Existing customers the file's duplicates match; a third assigned to the commercial. */
const EXISTENTES = 30;

export interface ImportacionDeMuerte {
  tenantId: number;
  subdomain: string;
  importacionId: number;
  origenBbddId: number;
  filas: number;
  nuevos: number;
  duplicados: number;
}

/**
 * A distributor with a SuperAdmin and a Comercial, EXISTENTES customers, and a SIMULADA import of
 * `filas` rows: one in 50 a duplicate of an existing customer (updated on apply: it gains a
 * phone and a document), one in 50 invalid, the rest new (unique document and phone).
 */
export async function prepararMuerte(database: Database, filas: number): Promise<ImportacionDeMuerte> {
  const subdomain = `kill${randomBytes(4).toString('hex')}`;
  const tenant = await createTenant(database, {
    name: `Kill ${subdomain}`,
    subdomain,
    groups: ['A'],
    maintenance: false,
  });
  const superadmin = await createAccount(database, tenant.id, {
    username: 'superadmin',
    password: KILL_PASSWORD,
    rol: 1,
  });
  const comercial = await createAccount(database, tenant.id, {
    username: 'comercial',
    password: KILL_PASSWORD,
    rol: 4,
  });
  return database.tenant(tenant.id, async (tx) => {
    const t = tenant.id;
    await tx.execute(sql`
      WITH nuevos AS (
        INSERT INTO clientes (tenant_id, nombre, comercial_id)
        SELECT ${t}, 'Existente ' || g, CASE WHEN g % 3 = 0 THEN ${comercial.id}::int END
        FROM generate_series(1, ${EXISTENTES}) g RETURNING id
      )
      INSERT INTO telefonos_cliente (tenant_id, cliente_id, telefono)
      SELECT ${t}, id, '8' || lpad(id::text, 8, '0') FROM nuevos`);
    const origen = parsedRows(
      await tx.execute(
        sql`INSERT INTO origenes_bbdd (tenant_id, nombre) VALUES (${t}, 'Lista grande') RETURNING id`,
      ),
      ID_ROW,
    )[0]!.id;
    const importacion = parsedRows(
      await tx.execute(sql`INSERT INTO importaciones (tenant_id, account_id, origen_bbdd_id, fichero, mapeo, estado)
        VALUES (${t}, ${superadmin.id}, ${origen}, 'lista-grande.csv', '{"1":"nombre","2":"telefono"}', 'SIMULADA')
        RETURNING id`),
      ID_ROW,
    )[0]!.id;
    const clase = sql`CASE WHEN g % 50 = 1 THEN 'duplicado' WHEN g % 50 = 2 THEN 'invalido' ELSE 'nuevo' END`;
    await tx.execute(sql`
      WITH existentes AS (SELECT array_agg(id ORDER BY id) AS ids FROM clientes WHERE tenant_id = ${t})
      INSERT INTO importacion_filas (tenant_id, importacion_id, fila, clase, motivo, datos, cliente_id)
      SELECT ${t}, ${importacion}, g + 1, ${clase},
        CASE WHEN g % 50 = 2 THEN 'Teléfono no válido' ELSE '' END,
        jsonb_build_object('nombre', 'Persona ' || g,
          'documento', lpad(g::text, 8, '0') || substr('TRWAGMYFPDXBNJZSQVHLCKE', g % 23 + 1, 1),
          'tipo_documento', 'DNI', 'telefonos', jsonb_build_array('7' || lpad(g::text, 8, '0')),
          'email', 'persona' || g || '@example.com', 'direccion', NULL, 'cp', '28013', 'localidad', 'Madrid',
          'segmento', NULL, 'isp_actual', NULL, 'notas', NULL),
        CASE WHEN g % 50 = 1 THEN (SELECT ids[1 + (g / 50) % ${EXISTENTES}] FROM existentes) END
      FROM generate_series(1, ${filas}) g`);
    const porClase = parsedRows(
      await tx.execute(sql`SELECT clase, count(*)::int AS n FROM importacion_filas
        WHERE tenant_id = ${t} AND importacion_id = ${importacion} GROUP BY clase`),
      N_POR_ROW.extend({ clase: z.string() }),
    );
    const n = (name: string) => Number(porClase.find((row) => row.clase === name)?.n ?? 0);
    const totales = {
      nuevo: n('nuevo'),
      duplicado: n('duplicado'),
      repetido: 0,
      invalido: n('invalido'),
      no_llamar: 0,
    };
    await tx.execute(sql`UPDATE importaciones SET totales = ${JSON.stringify(totales)}::jsonb
      WHERE tenant_id = ${t} AND id = ${importacion}`);
    return {
      tenantId: t,
      subdomain,
      importacionId: importacion,
      origenBbddId: origen,
      filas,
      nuevos: totales.nuevo,
      duplicados: totales.duplicado,
    };
  });
}

/**
 * The time a dead process's job waits before the runner re-queues it (staleAfterMs, 2 minutes)
 * made to have passed: its last heartbeat is moved an hour back. Answers how many staged rows the
 * killed run had committed.
 */
export async function envejecerTrabajos(database: Database, m: ImportacionDeMuerte): Promise<number> {
  await database.owner.execute(sql`UPDATE jobs SET locked_at = now() - interval '1 hour'
    WHERE tenant_id = ${m.tenantId} AND state = 'STARTED'`);
  const [row] = parsedRows(
    await database.owner.execute(sql`SELECT count(*)::int AS n FROM importacion_filas
      WHERE tenant_id = ${m.tenantId} AND importacion_id = ${m.importacionId} AND aplicada IS NOT NULL`),
    N_POR_ROW,
  );
  return Number(row?.n ?? 0);
}

export interface Comprobacion {
  estado: string;
  resultado: unknown;
  porAplicada: Record<string, number>;
  creadosDistintos: number;
  creadosQueExisten: number;
  clientesDelOrigen: number;
  documentosDobles: number;
  telefonosDobles: number;
  telefonosDeExistentes: number;
  porComercialGuardado: Record<string, number>;
  porComercialContado: Record<string, number>;
  intentos: number;
}

/** What the test checks once the resumed apply has ended. */
export async function comprobarMuerte(database: Database, m: ImportacionDeMuerte): Promise<Comprobacion> {
  const one = async <S extends z.ZodType>(query: ReturnType<typeof sql>, row: S) =>
    parsedRows(await database.owner.execute(query), row);
  const t = m.tenantId;
  const [record] = await one(
    sql`SELECT estado, resultado FROM importaciones WHERE tenant_id = ${t} AND id = ${m.importacionId}`,
    z.object({ estado: z.string(), resultado: z.record(z.string(), z.number().int()) }),
  );
  const porAplicada = Object.fromEntries(
    (
      await one(
        sql`SELECT coalesce(aplicada, 'pendiente') AS aplicada, count(*)::int AS n
        FROM importacion_filas WHERE tenant_id = ${t} AND importacion_id = ${m.importacionId} GROUP BY 1`,
        N_POR_ROW.extend({ aplicada: z.string() }),
      )
    ).map((row) => [row.aplicada, Number(row.n)]),
  );
  const [creados] = await one(
    sql`
    SELECT count(DISTINCT f.cliente_id)::int AS distintos, count(c.id)::int AS existen
    FROM importacion_filas f LEFT JOIN clientes c ON c.tenant_id = f.tenant_id AND c.id = f.cliente_id
    WHERE f.tenant_id = ${t} AND f.importacion_id = ${m.importacionId} AND f.aplicada = 'creado'`,
    z.object({ distintos: z.number().int(), existen: z.number().int() }),
  );
  // max() over no jobs is null.
  const count = async (query: ReturnType<typeof sql>) =>
    Number((await one(query, z.object({ n: z.number().int().nullable() })))[0]?.n ?? 0);
  const porComercial = async (query: ReturnType<typeof sql>) =>
    Object.fromEntries(
      (await one(query, z.object({ k: z.number().int(), n: BIGINT })))
        .filter((row) => Number(row.n) !== 0)
        .map((row) => [String(row.k), Number(row.n)]),
    );
  return {
    estado: record!.estado,
    resultado: record!.resultado,
    porAplicada,
    creadosDistintos: Number(creados!.distintos),
    creadosQueExisten: Number(creados!.existen),
    clientesDelOrigen: await count(
      sql`SELECT count(*)::int AS n FROM clientes WHERE tenant_id = ${t} AND origen_bbdd_id = ${m.origenBbddId}`,
    ),
    documentosDobles: await count(sql`SELECT count(*)::int AS n FROM (SELECT documento FROM clientes
      WHERE tenant_id = ${t} AND documento IS NOT NULL GROUP BY documento HAVING count(*) > 1) d`),
    telefonosDobles: await count(sql`SELECT count(*)::int AS n FROM (SELECT telefono FROM telefonos_cliente
      WHERE tenant_id = ${t} GROUP BY telefono HAVING count(*) > 1) d`),
    telefonosDeExistentes: await count(sql`SELECT count(*)::int AS n FROM telefonos_cliente x
      JOIN clientes c ON c.tenant_id = x.tenant_id AND c.id = x.cliente_id
      WHERE x.tenant_id = ${t} AND c.origen_bbdd_id IS NULL`),
    porComercialGuardado: await porComercial(
      sql`SELECT comercial_id AS k, n FROM clientes_por_comercial WHERE tenant_id = ${t}`,
    ),
    porComercialContado: await porComercial(
      sql`SELECT coalesce(comercial_id, 0) AS k, count(*) AS n FROM clientes WHERE tenant_id = ${t} GROUP BY 1`,
    ),
    intentos: await count(sql`SELECT max(attempts)::int AS n FROM jobs WHERE tenant_id = ${t}`),
  };
}

/** A JSON call to the child API as its SuperAdmin. */
export async function llamar(
  server: ServidorHijo,
  token: string | null,
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a test reads any body
): Promise<{ status: number; json: any }> {
  const response = await fetch(`${server.baseUrl}${path}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: response.status, json: await response.json() };
}
