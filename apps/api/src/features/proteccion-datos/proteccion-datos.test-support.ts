import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import ExcelJS from 'exceljs';
import { parsedRows, type Database } from '../../db/database';
import { callerFor, type Caller } from '../../../test/support/catalogue-caller';
import { insertAtencion, insertNota, insertOferta } from '../../../test/support/tenant-rows';
import { createTestApp, createTestTenant, type TestTenant } from '../../../test/support/test-app';

export interface ProteccionTest {
  app: FastifyInstance;
  database: Database;
  tenant: TestTenant;
  other: TestTenant;
  call: Caller;
  otherCall: Caller;
}

/** Test-only: an app, a tenant with its four roles, and another tenant. */
export async function startProteccionTest(): Promise<ProteccionTest> {
  const { app, database } = await createTestApp();
  const tenant = await createTestTenant(database);
  const other = await createTestTenant(database);
  return {
    app,
    database,
    tenant,
    other,
    call: await callerFor(app, tenant),
    otherCall: await callerFor(app, other),
  };
}

let siguiente = 0;

/** The personal values of a full customer: each is searched for in every table after erasure. */
export interface Persona {
  nombre: string;
  documento: string;
  email: string;
  telefonos: string[];
  direccion: string;
  notas: string;
}

/** A person whose strings appear nowhere else in the database (a counter in every value). */
export function nuevaPersona(): Persona {
  siguiente += 1;
  const n = String(siguiente).padStart(3, '0');
  // 12345678Z is a valid DNI; the number changes per person with its check letter.
  const numero = 40_000_000 + siguiente * 7919;
  const letra = 'TRWAGMYFPDXBNJZSQVHLCKE'[numero % 23];
  return {
    nombre: `Zacarías Íñiguez Prueba${n}`,
    documento: `${numero}${letra}`,
    email: `zacarias.${n}@correo-prueba.es`,
    telefonos: [`6${n}11223`, `7${n}44556`],
    direccion: `Calle Inventada ${n}, 4º B`,
    notas: `Prefiere que le llamen por las tardes ${n}`,
  };
}

/**
 * A customer with everything a distributor holds: created through the API (so the audit log
 * has its values), one attention with a comment, a sold offer with two packages (one with its
 * order details), a note. Answers the customer's id.
 */
export async function clienteCompleto(t: ProteccionTest, persona: Persona): Promise<number> {
  const created = await t.call('admin', 'POST', '/api/clientes/entradas/', {
    nombre: persona.nombre,
    documento: persona.documento,
    tipo_documento: 'DNI',
    telefonos_contacto: persona.telefonos,
    email: persona.email,
    direccion: { direccion: persona.direccion, cp: '28013', localidad: 'Madrid' },
    fecha_contacto: '2026-11-20',
    comercial: t.tenant.accounts.comercial.id,
    notas: persona.notas,
  });
  if (created.statusCode !== 201) throw new Error(`cliente: ${created.statusCode} ${created.body}`);
  const clienteId: number = created.json().id;
  const comercialId = t.tenant.accounts.comercial.id;
  await insertAtencion(t.database, t.tenant.id, {
    clienteId,
    comercialId,
    tipo: 'AGENDADO',
    notas: `Llamar a ${persona.nombre} al ${persona.telefonos[0]}`,
    fechaAgendado: new Date('2026-11-21T10:00:00Z'),
  });
  const { ofertaId, paqueteIds } = await insertOferta(t.database, t.tenant.id, {
    clienteId,
    comercialId,
    estado: 4,
    precioTotal: '49.90',
    paquetes: [
      {
        estado: 'ACTIVO',
        tarifaNombre: 'Fibra 1 Gb',
        lineasAsociadas: [persona.telefonos[1] ?? ''],
        packageId: 'PK-1',
      },
      { estado: 'VUELO', tarifaNombre: 'Móvil 50 GB' },
    ],
  });
  await t.database.tenant(t.tenant.id, async (tx) => {
    await tx.execute(
      sql`UPDATE ofertas SET notas = ${`Oferta para ${persona.email}`}, fecha_venta = '2026-11-20T12:00:00Z'
          WHERE tenant_id = ${t.tenant.id} AND id = ${ofertaId}`,
    );
    await tx.execute(
      sql`INSERT INTO paquete_additional_info (tenant_id, paquete_id, numero_pedido, observaciones)
          VALUES (${t.tenant.id}, ${paqueteIds[0]}, 'PED-1', ${`Instalar en ${persona.direccion}`})`,
    );
  });
  await insertNota(t.database, t.tenant.id, { clienteId, comercialId, nota: `DNI ${persona.documento}` });
  // The offer mailed to the customer (issue 31 §3): the address, a message naming them, and the
  // server's refusal quoting the address.
  await t.database.tenant(t.tenant.id, (tx) =>
    tx.execute(
      sql`INSERT INTO envios_oferta (tenant_id, oferta_id, cliente_id, account_id, para, responder_a,
            asunto, cuerpo, estado, intentos, error, terminado_el)
          VALUES (${t.tenant.id}, ${ofertaId}, ${clienteId}, ${comercialId}, ${persona.email},
            'comercial@distribuidor.example', ${`Su oferta, ${persona.nombre}`},
            ${`Hola ${persona.nombre}, le enviamos la oferta.`}, 'FALLIDO', 3,
            ${`550 ${persona.email}: buzón desconocido`}, '2026-11-20T12:05:00Z')`,
    ),
  );
  return clienteId;
}

/**
 * Every row of the tenant, in every table that has a tenant_id, whose text holds `valor`
 * (read as the owner, beyond the app's policies): `tabla: n` for each table that does.
 */
export async function dondeAparece(
  database: Database,
  tenantId: number,
  valor: string,
): Promise<Record<string, number>> {
  const tablas = parsedRows(
    await database.owner.execute(
      sql`SELECT c.table_name AS tabla FROM information_schema.columns c
          JOIN information_schema.tables tb ON tb.table_schema = c.table_schema AND tb.table_name = c.table_name
          WHERE c.table_schema = 'public' AND c.column_name = 'tenant_id' AND tb.table_type = 'BASE TABLE'
          ORDER BY 1`,
    ),
    z.object({ tabla: z.string() }),
  );
  const encontrado: Record<string, number> = {};
  for (const { tabla } of tablas) {
    const result = await database.owner.execute(
      sql`SELECT count(*)::int AS n FROM ${sql.identifier(tabla)} x
          WHERE x.tenant_id = ${tenantId} AND position(lower(${valor}) in lower(row_to_json(x)::text)) > 0`,
    );
    const n = Number(parsedRows(result, z.object({ n: z.number().int() }))[0]?.n ?? 0);
    if (n > 0) encontrado[tabla] = n;
  }
  return encontrado;
}

/** Every sheet of a workbook as rows of cell values (header first). */
export async function hojas(bytes: Buffer): Promise<Record<string, unknown[][]>> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  const todas: Record<string, unknown[][]> = {};
  for (const sheet of workbook.worksheets) {
    const filas: unknown[][] = [];
    sheet.eachRow({ includeEmpty: false }, (row) => filas.push((row.values as unknown[]).slice(1)));
    todas[sheet.name] = filas;
  }
  return todas;
}
