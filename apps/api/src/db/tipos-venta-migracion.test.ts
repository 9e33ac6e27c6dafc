import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  ALIAS_TIPO_VENTA,
  LISTA_TIPO_VENTA,
  TIPOS_VENTA_POR_DEFECTO,
  tipoVentaDeTexto,
} from '@ventas/domain/opciones/tipos-venta';
import { TIPO_VENTA_EJEMPLOS } from '@ventas/domain/opciones/tipos-venta.examples';
import { insertAtencion, insertCliente } from '../../test/support/tenant-rows';
import {
  createServerDatabase,
  serverDatabaseOptions,
  TEST_DATABASE_PREFIX,
} from '../../test/support/test-database';
import { parsedRows, type Database } from './database';
import { openDatabase } from './open-database';
import { auditoria } from './schema/auditoria';
import { paquetes } from './schema/atenciones';
import { opciones } from './schema/catalogos';
import {
  currentJournal,
  openAtMigrations,
  previousMigrations,
  type MigrationSet,
} from './recovery/previous-release.test-support';
import { dropServerDatabase } from './recovery/recovery.test-support';

/**
 * Migration 0035 (issue 29 §5): a database at 0034 whose packages hold free-text sale types, then
 * the app's start applies 0035. Every text must land where the domain's tipoVentaDeTexto says (the
 * SQL mirrors it), each distributor gets the defaults and its own other types, and nothing else
 * changes. On PostgreSQL (DATABASE_URL) the migrations run as a database owner that is neither a
 * superuser nor BYPASSRLS, so the tables' forced row-level security applies to it as it would to
 * such an owner in production.
 */
const MIGRACION = '0035_tipos_venta';
const serverUrl = process.env['DATABASE_URL'];

let migrations: MigrationSet | undefined;
let work: string | undefined;
let owner: { url: string; role: string } | undefined;
let database: Database | undefined;
const tenant = { uno: 0, dos: 0, tres: 0 };
const ID_ROW = z.object({ id: z.number() });
/** Each package's text before the migration, and its updated_on. */
const antes = new Map<number, { tenantId: number; texto: string | null; updatedOn: string }>();

/** Every migration before 0035 (whatever later ones the code has by now). */
function migrationsBefore(tag: string): MigrationSet {
  const tags = currentJournal().entries.map((entry) => entry.tag);
  const index = tags.indexOf(tag);
  if (index < 0) throw new Error(`${tag} is not in the journal`);
  return previousMigrations({ from: String(tags.length - index), byCount: true, label: `before ${tag}` });
}

async function adminQuery(text: string, values: unknown[] = []) {
  const { default: pg } = await import('pg');
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    return await admin.query(text, values);
  } finally {
    await admin.end();
  }
}

/**
 * A new database on the server owned by a new login role that is neither superuser nor BYPASSRLS,
 * a member of ventas_app as the app's own role must be (it switches to it per transaction).
 */
async function nonSuperuserOwner(url: string): Promise<{ url: string; role: string }> {
  const role = `${TEST_DATABASE_PREFIX}dueno_${process.pid}_${randomBytes(4).toString('hex')}`;
  await adminQuery(`DO $$ BEGIN
    IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'ventas_app') THEN
      CREATE ROLE ventas_app NOLOGIN NOSUPERUSER NOBYPASSRLS;
    END IF; END $$`);
  await adminQuery(`CREATE ROLE ${role} LOGIN NOSUPERUSER NOBYPASSRLS IN ROLE ventas_app`);
  const database = new URL(await createServerDatabase(url, 'tipos_venta_'));
  await adminQuery(`ALTER DATABASE ${database.pathname.slice(1)} OWNER TO ${role}`);
  database.username = role;
  return { url: database.toString(), role };
}

/** A registry row, written as the platform's operator would (forced RLS keeps the owner out). */
async function insertTenant(old: Database, subdomain: string): Promise<number> {
  const text = `INSERT INTO tenants (name, subdomain) VALUES ($1, $2) RETURNING id`;
  if (owner && serverUrl) {
    const asAdmin = new URL(serverUrl);
    asAdmin.pathname = new URL(owner.url).pathname;
    const { default: pg } = await import('pg');
    const client = new pg.Client({ connectionString: asAdmin.toString() });
    await client.connect();
    try {
      const result = await client.query<{ id: number }>(text, [`Prueba ${subdomain}`, subdomain]);
      return result.rows[0]!.id;
    } finally {
      await client.end();
    }
  }
  const [row] = parsedRows(
    await old.owner.execute(
      sql`INSERT INTO tenants (name, subdomain) VALUES (${`Prueba ${subdomain}`}, ${subdomain}) RETURNING id`,
    ),
    ID_ROW,
  );
  return row!.id;
}

async function packagesWith(old: Database, tenantId: number, textos: ReadonlyArray<string | null>) {
  const clienteId = await insertCliente(old, tenantId);
  const atencionId = await insertAtencion(old, tenantId, { clienteId, tipo: 'OFERTA', estado: 'REALIZADO' });
  // By their columns at migration 0034: the schema's own insert would name columns added since.
  const paqueteIds = await old.tenant(tenantId, async (tx) => {
    const [oferta] = parsedRows(
      await tx.execute(sql`INSERT INTO ofertas (tenant_id, atencion_id, cliente_id, estado)
        VALUES (${tenantId}, ${atencionId}, ${clienteId}, 1) RETURNING id`),
      ID_ROW,
    );
    const ids: number[] = [];
    for (const tipoVenta of textos) {
      const [row] = parsedRows(
        await tx.execute(sql`INSERT INTO paquetes (tenant_id, oferta_id, cliente_id, estado, tipo_venta)
          VALUES (${tenantId}, ${oferta!.id}, ${clienteId}, 'ACTIVO', ${tipoVenta}) RETURNING id`),
        ID_ROW,
      );
      ids.push(row!.id);
    }
    return ids;
  });
  const stamps = await old.tenant(tenantId, (tx) =>
    tx
      .select({ id: paquetes.id, updatedOn: paquetes.updatedOn })
      .from(paquetes)
      .where(eq(paquetes.tenantId, tenantId)),
  );
  paqueteIds.forEach((id, i) => {
    const updatedOn = stamps.find((row) => row.id === id)?.updatedOn.toISOString() ?? '';
    antes.set(id, { tenantId, texto: textos[i] ?? null, updatedOn });
  });
}

const TEXTOS_UNO = [
  ...TIPO_VENTA_EJEMPLOS.map((ejemplo) => ejemplo.texto),
  ...Object.keys(ALIAS_TIPO_VENTA),
  // A second 'Fibra + TV' (and a trailing-space one): the most used spelling labels FIBRA_TV.
  'Fibra + TV',
  'Fibra + TV ',
];
const TEXTOS_DOS = ['Port', 'portabilidad ', '', 'Cambio de titular', null];

beforeAll(async () => {
  migrations = migrationsBefore(MIGRACION);
  owner = serverUrl ? await nonSuperuserOwner(serverUrl) : undefined;
  work = mkdtempSync(join(tmpdir(), 'ventas-0035-'));
  const target = owner ? { databaseUrl: owner.url } : { dataDir: work };
  const old = await openAtMigrations(target, migrations);
  try {
    const sufijo = randomBytes(3).toString('hex');
    tenant.uno = await insertTenant(old, `uno${sufijo}`);
    tenant.dos = await insertTenant(old, `dos${sufijo}`);
    tenant.tres = await insertTenant(old, `tres${sufijo}`);
    await packagesWith(old, tenant.uno, TEXTOS_UNO);
    await packagesWith(old, tenant.dos, TEXTOS_DOS);
  } finally {
    await old.close();
  }
  database = await openDatabase(owner ? serverDatabaseOptions(owner.url) : { dataDir: work });
}, 300_000);

afterAll(async () => {
  await database?.close();
  migrations?.remove();
  if (work) rmSync(work, { recursive: true, force: true });
  if (serverUrl && owner) {
    await dropServerDatabase(serverUrl, owner.url);
    await adminQuery(`DROP ROLE IF EXISTS ${owner.role}`);
  }
});

const packagesOf = (tenantId: number) =>
  database!.tenant(tenantId, (tx) =>
    tx
      .select({ id: paquetes.id, tipoVenta: paquetes.tipoVenta, updatedOn: paquetes.updatedOn })
      .from(paquetes)
      .where(eq(paquetes.tenantId, tenantId)),
  );

const tiposOf = (tenantId: number) =>
  database!.tenant(tenantId, (tx) =>
    tx
      .select({
        valor: opciones.valor,
        etiqueta: opciones.etiqueta,
        orden: opciones.orden,
        activo: opciones.activo,
      })
      .from(opciones)
      .where(and(eq(opciones.tenantId, tenantId), eq(opciones.tipo, LISTA_TIPO_VENTA)))
      .orderBy(opciones.orden),
  );

const DEFAULTS = TIPOS_VENTA_POR_DEFECTO.map(({ valor, etiqueta }, orden) => ({
  valor,
  etiqueta,
  orden,
  activo: true,
}));

describe(`migration ${MIGRACION} on ${serverUrl ? 'PostgreSQL, as an owner without superuser or BYPASSRLS' : 'PGlite'}`, () => {
  it('maps every text as the domain’s tipoVentaDeTexto does, blanks to NULL, and touches no date', async () => {
    const despues = [...(await packagesOf(tenant.uno)), ...(await packagesOf(tenant.dos))];
    expect(despues).toHaveLength(antes.size);
    const distintos = despues.flatMap((row) => {
      const before = antes.get(row.id)!;
      const esperado = tipoVentaDeTexto(before.texto)?.valor ?? null;
      return row.tipoVenta === esperado
        ? []
        : [`${JSON.stringify(before.texto)} → ${row.tipoVenta}, not ${esperado}`];
    });
    expect(distintos).toEqual([]);
    expect(despues.filter((row) => row.updatedOn.toISOString() !== antes.get(row.id)!.updatedOn)).toEqual([]);
  });

  it('maps "Port", "portabilidad " and "" as issue 29 found them', async () => {
    const dos = await packagesOf(tenant.dos);
    const valorDe = (texto: string | null) =>
      dos.find((row) => antes.get(row.id)!.texto === texto)?.tipoVenta;
    expect(valorDe('Port')).toBe('PORTABILIDAD');
    expect(valorDe('portabilidad ')).toBe('PORTABILIDAD');
    expect(valorDe('')).toBeNull();
    expect(valorDe(null)).toBeNull();
  });

  it('gives every distributor the defaults, and each only its own other types', async () => {
    expect(await tiposOf(tenant.tres)).toEqual(DEFAULTS);
    expect(await tiposOf(tenant.dos)).toEqual([
      ...DEFAULTS,
      { valor: 'CAMBIO_DE_TITULAR', etiqueta: 'Cambio de titular', orden: 5, activo: true },
    ]);
    const uno = await tiposOf(tenant.uno);
    expect(uno.slice(0, DEFAULTS.length)).toEqual(DEFAULTS);
    const propios = new Set(
      TEXTOS_UNO.map((texto) => tipoVentaDeTexto(texto)?.valor).filter(
        (valor): valor is string => valor !== undefined && !DEFAULTS.some((d) => d.valor === valor),
      ),
    );
    expect(new Set(uno.slice(DEFAULTS.length).map((tipo) => tipo.valor))).toEqual(propios);
    // FIBRA_TV is the most used: first of the own ones, labelled with its most used spelling.
    expect(uno[DEFAULTS.length]).toEqual({
      valor: 'FIBRA_TV',
      etiqueta: 'Fibra + TV',
      orden: 5,
      activo: true,
    });
    expect(uno.find((tipo) => tipo.valor === 'SENALIZACION')?.etiqueta).toBe('Señalización');
  });

  it('leaves every package holding a type of its own distributor, or none', async () => {
    for (const tenantId of [tenant.uno, tenant.dos]) {
      const valores = new Set((await tiposOf(tenantId)).map((tipo) => tipo.valor));
      const huerfanos = (await packagesOf(tenantId)).filter(
        (row) => row.tipoVenta !== null && !valores.has(row.tipoVenta),
      );
      expect(huerfanos).toEqual([]);
    }
  });

  it('logs each rewritten package as a change by nobody (Sistema)', async () => {
    const port = [...antes].find(
      ([, before]) => before.tenantId === tenant.dos && before.texto === 'Port',
    )?.[0];
    const logged = await database!.tenant(tenant.dos, (tx) =>
      tx
        .select({ accountId: auditoria.accountId, antes: auditoria.antes, despues: auditoria.despues })
        .from(auditoria)
        .where(
          and(
            eq(auditoria.tenantId, tenant.dos),
            eq(auditoria.tabla, 'paquetes'),
            eq(auditoria.accion, 'UPDATE'),
            eq(auditoria.entidadId, String(port)),
          ),
        ),
    );
    expect(logged).toEqual([
      { accountId: null, antes: { tipo_venta: 'Port' }, despues: { tipo_venta: 'PORTABILIDAD' } },
    ]);
  });

  it('forces row-level security on the tables it lifted it from, again', async () => {
    const forced = parsedRows(
      await database!.owner.execute(
        sql`SELECT relname, relforcerowsecurity FROM pg_class
            WHERE relname IN ('opciones', 'paquetes', 'auditoria') ORDER BY relname`,
      ),
      z.object({ relname: z.string(), relforcerowsecurity: z.boolean() }),
    );
    expect(forced).toEqual([
      { relname: 'auditoria', relforcerowsecurity: true },
      { relname: 'opciones', relforcerowsecurity: true },
      { relname: 'paquetes', relforcerowsecurity: true },
    ]);
  });
});
