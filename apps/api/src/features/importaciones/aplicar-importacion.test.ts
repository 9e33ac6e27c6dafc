import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { writeFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MOTIVOS_APLICACION } from '@ventas/domain/importaciones/importacion-aplicar';
import { callerFor, type Caller } from '../../../test/support/catalogue-caller';
import { finishedTask } from '../../../test/support/task-wait';
import { insertCliente, randomTelefono } from '../../../test/support/tenant-rows';
import {
  bearer,
  createTestApp,
  createTestTenant,
  login,
  type TestTenant,
  appFiles,
} from '../../../test/support/test-app';
import type { ExportFiles } from '../../jobs/export-files';
import { parsedRows, type Database } from '../../db/database';
import type { FastifyInstance } from 'fastify';
import { aplicarLote } from './aplicar-lote';
import {
  filasDe,
  prepararImportacion,
  recuentoPorComercial,
  type FilaPreparada,
} from './aplicar-filas.test-support';
import { bloquearImportacion } from './importacion.repository';

let app: FastifyInstance;
let database: Database;
let tenant: TestTenant;
let call: Caller;
let superadmin: Record<string, string>;
/** The app's export files (in its database): where the dry run keeps the upload. */
let files: ExportFiles;

beforeAll(async () => {
  ({ app, database } = await createTestApp());
  files = appFiles(database);
  tenant = await createTestTenant(database);
  call = await callerFor(app, tenant);
  superadmin = bearer((await login(app, tenant, 'superadmin')).access, tenant.host);
});
afterAll(async () => {
  await app?.close();
});

let nextDni = 10_000_000;
/** A valid DNI no other test of this file uses. */
const nuevoDni = () => {
  const numero = (nextDni += 13);
  return `${numero}${'TRWAGMYFPDXBNJZSQVHLCKE'[numero % 23]}`;
};

async function aplicar(id: number, duplicados: 'omitir' | 'actualizar') {
  const started = await call('superadmin', 'POST', `/api/importaciones/${id}/aplicar/`, { duplicados });
  expect(started.statusCode, started.body).toBe(200);
  const status = await finishedTask(app, superadmin, started.json().task_id);
  expect(status.state, status.error).toBe('SUCCESS');
  return (await call('superadmin', 'GET', `/api/importaciones/${id}/`)).json();
}

const CLIENTE_LEIDO_ROW = z.object({
  id: z.number().int(),
  nombre: z.string(),
  documento: z.string().nullable(),
  tipo_documento: z.string().nullable(),
  email: z.string().nullable(),
  origen_bbdd_id: z.number().int().nullable(),
  segmento: z.string().nullable(),
  isp_actual: z.string().nullable(),
  direccion: z.string().nullable(),
  cp: z.string().nullable(),
  localidad: z.string().nullable(),
  notas: z.string().nullable(),
  estado: z.string(),
  comercial_id: z.number().int().nullable(),
  telefonos: z.array(z.string()),
});
type ClienteLeido = z.output<typeof CLIENTE_LEIDO_ROW>;

async function clientes(where: ReturnType<typeof sql>): Promise<ClienteLeido[]> {
  const result = await database.owner.execute(sql`
    SELECT c.id, c.nombre, c.documento, c.tipo_documento, c.email, c.origen_bbdd_id, c.segmento, c.isp_actual,
      c.direccion, c.cp, c.localidad, c.notas, c.estado, c.comercial_id,
      coalesce((SELECT array_agg(t.telefono ORDER BY t.orden) FROM telefonos_cliente t
        WHERE t.tenant_id = c.tenant_id AND t.cliente_id = c.id), '{}') AS telefonos
    FROM clientes c WHERE c.tenant_id = ${tenant.id} AND ${where} ORDER BY c.id`);
  return parsedRows(result, CLIENTE_LEIDO_ROW);
}

describe('applying an import', () => {
  it('writes exactly what the dry run classified: new rows as customers, every other class skipped', async () => {
    const existente = await insertCliente(database, tenant.id, {
      nombre: 'Ya estaba',
      documento: nuevoDni(),
      tipoDocumento: 'DNI',
      telefonos: [randomTelefono()],
      comercialId: tenant.accounts.comercial.id,
    });
    const [t1, t2, t3, t4] = [randomTelefono(), randomTelefono(), randomTelefono(), randomTelefono()];
    const dni = nuevoDni();
    const filas: FilaPreparada[] = [
      {
        clase: 'nuevo',
        datos: {
          nombre: 'Ana Pérez',
          documento: dni,
          tipo_documento: 'DNI',
          telefonos: [t1, t2],
          email: 'ana@example.com',
          direccion: 'Calle Mayor 1',
          cp: '28013',
          localidad: 'Madrid',
          segmento: 'RESIDENCIAL',
          isp_actual: 'Otra',
          notas: 'Llamar por la tarde',
        },
      },
      {
        clase: 'duplicado',
        datos: { nombre: 'Ya estaba bis', telefonos: [t3] },
        clienteId: existente,
        motivo: 'Ya existe',
      },
      { clase: 'nuevo', datos: { nombre: 'Solo teléfono', telefonos: [t4] } },
      { clase: 'repetido', datos: { nombre: 'Ana otra vez', telefonos: [t1] }, motivo: 'Repetido' },
      { clase: 'invalido', datos: { nombre: 'Mal', telefonos: [] }, motivo: 'Teléfono no válido' },
      {
        clase: 'no_llamar',
        datos: { nombre: 'No molestar', telefonos: [randomTelefono()] },
        motivo: 'No llamar',
      },
    ];
    // The stored upload goes once the apply ends.
    const subida = await files.create(tenant.id, 'importacion', 'xlsx');
    await writeFile(subida.path, 'contenido');
    await subida.publish();
    const importacion = await prepararImportacion(database, tenant.id, {
      filas,
      accountId: tenant.accounts.superadmin.id,
      origen: 'Lista de marzo',
      subida: subida.filename,
    });
    const antes = await recuentoPorComercial(database, tenant.id);

    const record = await aplicar(importacion.id, 'omitir');

    expect(record).toMatchObject({
      id: importacion.id,
      estado: 'APLICADA',
      duplicados: 'omitir',
      origen_bbdd_nombre: 'Lista de marzo',
      usuario: tenant.accounts.superadmin.id,
      usuario_nombre: 'Superadmin Prueba',
      totales: { nuevo: 2, duplicado: 1, repetido: 1, invalido: 1, no_llamar: 1 },
      resultado: { creados: 2, actualizados: 0, omitidos: 4 },
      task_id: null,
      error: null,
      puede_deshacer: true,
      deshecha_el: null,
    });
    expect(Date.parse(record.aplicada_el)).toBeGreaterThan(Date.now() - 60_000);
    expect(await files.open(tenant.id, subida.filename)).toBeNull();

    const staged = await filasDe(database, tenant.id, importacion.id);
    expect(staged.map((fila) => [fila.clase, fila.aplicada])).toEqual([
      ['nuevo', 'creado'],
      ['duplicado', 'omitido'],
      ['nuevo', 'creado'],
      ['repetido', 'omitido'],
      ['invalido', 'omitido'],
      ['no_llamar', 'omitido'],
    ]);
    const creados = await clientes(sql`c.origen_bbdd_id = ${importacion.origenBbddId}`);
    expect(creados.map((cliente) => cliente.id)).toEqual([staged[0]!.cliente_id, staged[2]!.cliente_id]);
    expect(creados[0]).toEqual({
      id: staged[0]!.cliente_id,
      nombre: 'Ana Pérez',
      documento: dni,
      tipo_documento: 'DNI',
      email: 'ana@example.com',
      origen_bbdd_id: importacion.origenBbddId,
      segmento: 'RESIDENCIAL',
      isp_actual: 'Otra',
      direccion: 'Calle Mayor 1',
      cp: '28013',
      localidad: 'Madrid',
      notas: 'Llamar por la tarde',
      estado: 'NUEVO',
      comercial_id: null,
      telefonos: [t1, t2],
    });
    expect(creados[1]).toMatchObject({ nombre: 'Solo teléfono', documento: null, telefonos: [t4] });
    // The skipped duplicate is untouched, and its phone was not given to anybody.
    expect((await clientes(sql`c.id = ${existente}`))[0]).toMatchObject({
      nombre: 'Ya estaba',
      comercial_id: tenant.accounts.comercial.id,
    });
    expect(
      await clientes(
        sql`EXISTS (SELECT 1 FROM telefonos_cliente t WHERE t.tenant_id = c.tenant_id AND t.telefono = ${t3})`,
      ),
    ).toEqual([]);

    const despues = await recuentoPorComercial(database, tenant.id);
    expect(despues.guardado).toEqual(despues.contado);
    expect(despues.guardado['0']).toBe((antes.guardado['0'] ?? 0) + 2);

    // Decision 151: the record's writes are in the audit log, as the person who applied it.
    const auditadas = parsedRows(
      await database.owner.execute(sql`SELECT accion, account_id FROM auditoria
        WHERE tenant_id = ${tenant.id} AND entidad = 'importacion' AND entidad_id = ${String(importacion.id)}
          AND accion = 'UPDATE' AND despues->>'estado' = 'APLICADA'`),
      z.object({ accion: z.string(), account_id: z.number().int().nullable() }),
    );
    expect(auditadas).toEqual([{ accion: 'UPDATE', account_id: tenant.accounts.superadmin.id }]);
    const clientesAuditados = parsedRows(
      await database.owner.execute(sql`SELECT count(*)::int AS n FROM auditoria
        WHERE tenant_id = ${tenant.id} AND tabla = 'clientes' AND accion = 'INSERT'
          AND entidad_id IN (${String(staged[0]!.cliente_id)}, ${String(staged[2]!.cliente_id)})`),
      z.object({ n: z.number().int() }),
    );
    expect(clientesAuditados[0]!.n).toBe(2);
  });

  it("with 'actualizar', fills the matched customers from the row's non-empty cells and adds the phones nobody has", async () => {
    const [propio, nuevoTel, ajeno] = [randomTelefono(), randomTelefono(), randomTelefono()];
    await insertCliente(database, tenant.id, { nombre: 'Dueño del ajeno', telefonos: [ajeno] });
    const dni = nuevoDni();
    const existente = await insertCliente(database, tenant.id, {
      nombre: 'Luis Viejo',
      email: 'viejo@example.com',
      telefonos: [propio],
      notas: 'Nota del agente',
      localidad: 'Toledo',
      comercialId: tenant.accounts.comercial.id,
      estado: 'CONTACTADO',
      origen: 'Origen anterior',
    });
    const otroDni = nuevoDni();
    const conDocumento = await insertCliente(database, tenant.id, {
      nombre: 'Con documento',
      documento: otroDni,
      tipoDocumento: 'DNI',
    });
    const suprimido = await insertCliente(database, tenant.id, { nombre: 'Borrado RGPD' });
    await database.owner.execute(
      sql`UPDATE clientes SET suprimido_el = now() WHERE tenant_id = ${tenant.id} AND id = ${suprimido}`,
    );
    const [origenAntes] = await clientes(sql`c.id = ${existente}`);

    const importacion = await prepararImportacion(database, tenant.id, {
      filas: [
        {
          clase: 'duplicado',
          clienteId: existente,
          datos: {
            nombre: 'Luis Nuevo',
            documento: dni,
            tipo_documento: 'DNI',
            telefonos: [propio, nuevoTel, ajeno],
            email: null,
            notas: 'Nota del fichero',
            cp: '45001',
          },
        },
        {
          clase: 'duplicado',
          clienteId: conDocumento,
          datos: { nombre: 'Con documento', documento: nuevoDni(), tipo_documento: 'DNI' },
        },
        {
          clase: 'duplicado',
          clienteId: suprimido,
          datos: { nombre: 'Otra vez su nombre', email: 'x@example.com' },
        },
        { clase: 'duplicado', clienteId: 2_000_000_000, datos: { nombre: 'Ya no existe' } },
      ],
    });

    const record = await aplicar(importacion.id, 'actualizar');

    expect(record).toMatchObject({
      duplicados: 'actualizar',
      resultado: { creados: 0, actualizados: 2, omitidos: 2 },
    });
    expect((await clientes(sql`c.id = ${existente}`))[0]).toEqual({
      ...origenAntes,
      nombre: 'Luis Nuevo',
      // A blank cell keeps the customer's value; its notes are the agents' and stay.
      email: 'viejo@example.com',
      notas: 'Nota del agente',
      cp: '45001',
      localidad: 'Toledo',
      // The customer had no document: it takes the file's.
      documento: dni,
      tipo_documento: 'DNI',
      // Never the commercial, the state or the origin.
      comercial_id: tenant.accounts.comercial.id,
      estado: 'CONTACTADO',
      origen_bbdd_id: origenAntes!.origen_bbdd_id,
      telefonos: [propio, nuevoTel],
    });
    // A customer's own document is its identity: a different one in the file does not replace it.
    expect((await clientes(sql`c.id = ${conDocumento}`))[0]!.documento).toBe(otroDni);
    expect((await clientes(sql`c.id = ${suprimido}`))[0]).toMatchObject({
      nombre: 'Borrado RGPD',
      email: null,
    });

    const staged = await filasDe(database, tenant.id, importacion.id);
    expect(staged.map((fila) => [fila.aplicada, fila.motivo])).toEqual([
      ['actualizado', ''],
      ['actualizado', ''],
      ['omitido', MOTIVOS_APLICACION.clienteSuprimido],
      ['omitido', MOTIVOS_APLICACION.clienteNoExiste],
    ]);
    const conteo = await recuentoPorComercial(database, tenant.id);
    expect(conteo.guardado).toEqual(conteo.contado);
  });

  it('leaves out, with its reason, a new row whose phone or document someone took after the dry run', async () => {
    const [libre, tomado, otro] = [randomTelefono(), randomTelefono(), randomTelefono()];
    const dniTomado = nuevoDni();
    const importacion = await prepararImportacion(database, tenant.id, {
      filas: [
        { clase: 'nuevo', datos: { nombre: 'Libre', telefonos: [libre] } },
        { clase: 'nuevo', datos: { nombre: 'Su teléfono ya es de otro', telefonos: [otro, tomado] } },
        {
          clase: 'nuevo',
          datos: { nombre: 'Su DNI ya es de otro', documento: dniTomado, tipo_documento: 'DNI' },
        },
        { clase: 'nuevo', datos: { nombre: '  ', telefonos: [randomTelefono()] } },
      ],
    });
    // Created by an agent between the dry run and the apply.
    await insertCliente(database, tenant.id, { nombre: 'Llegó antes', telefonos: [tomado] });
    await insertCliente(database, tenant.id, {
      nombre: 'También antes',
      documento: dniTomado,
      tipoDocumento: 'DNI',
    });

    const record = await aplicar(importacion.id, 'omitir');

    expect(record.resultado).toEqual({ creados: 1, actualizados: 0, omitidos: 3 });
    const staged = await filasDe(database, tenant.id, importacion.id);
    expect(staged.map((fila) => [fila.aplicada, fila.motivo])).toEqual([
      ['creado', ''],
      ['omitido', MOTIVOS_APLICACION.telefonoOcupado.replace('{valor}', tomado)],
      ['omitido', MOTIVOS_APLICACION.documentoOcupado.replace('{valor}', dniTomado)],
      ['omitido', MOTIVOS_APLICACION.sinNombre],
    ]);
    // The phone that was still free was not given to anyone.
    expect(
      await clientes(
        sql`EXISTS (SELECT 1 FROM telefonos_cliente t WHERE t.tenant_id = c.tenant_id AND t.telefono = ${otro})`,
      ),
    ).toEqual([]);
  });

  it('works in batches of 1000 and, rerun after some batches were written, continues from the first row not applied', async () => {
    const filas: FilaPreparada[] = Array.from({ length: 2350 }, (_, index) =>
      index % 50 === 7
        ? { clase: 'invalido', datos: { nombre: `Mala ${index}` }, motivo: 'Teléfono no válido' }
        : {
            clase: 'nuevo',
            datos: { nombre: `Persona ${index}`, telefonos: [`7${String(index).padStart(8, '0')}`] },
          },
    );
    const importacion = await prepararImportacion(database, tenant.id, { filas });
    // A previous run wrote one batch, then its process died.
    await database.owner
      .execute(sql`UPDATE importaciones SET estado = 'APLICANDO', aplicacion_job_id = gen_random_uuid()
      WHERE tenant_id = ${tenant.id} AND id = ${importacion.id}`);
    const primero = await database.tenant(tenant.id, async (tx) =>
      aplicarLote(tx, (await bloquearImportacion(tx, importacion.id))!, 0),
    );
    expect(primero).toEqual({ hasta: 1001, filas: 1000 });

    const record = await aplicar(importacion.id, 'omitir');

    const nuevos = filas.filter((fila) => fila.clase === 'nuevo').length;
    expect(record.resultado).toEqual({ creados: nuevos, actualizados: 0, omitidos: filas.length - nuevos });
    const staged = await filasDe(database, tenant.id, importacion.id);
    expect(staged.filter((fila) => fila.aplicada === null)).toEqual([]);
    const creados = await clientes(sql`c.origen_bbdd_id = ${importacion.origenBbddId}`);
    expect(creados).toHaveLength(nuevos);
    expect(
      new Set(staged.filter((fila) => fila.aplicada === 'creado').map((fila) => fila.cliente_id)).size,
    ).toBe(nuevos);
    const conteo = await recuentoPorComercial(database, tenant.id);
    expect(conteo.guardado).toEqual(conteo.contado);
  });
});
