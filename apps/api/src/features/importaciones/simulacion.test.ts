import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MENSAJES_CLASE } from '@ventas/domain/importaciones/importacion-clasificar';
import { MENSAJES_DOCUMENTO } from '@ventas/domain/validators/documento';
import { MENSAJES_CODIGO_POSTAL } from '@ventas/domain/validators/codigo-postal';
import {
  CLASES_FILA,
  type ClaseFila,
  type FicheroSubido,
} from '@ventas/domain/importaciones/importacion-contract';
import { MENSAJES_FILA } from '@ventas/domain/importaciones/importacion-leer-fila';
import type { Database } from '../../db/database';
import {
  bearer,
  createTestApp,
  createTestTenant,
  login,
  type TestTenant,
} from '../../../test/support/test-app';
import { seedClientes } from '../../../test/support/tenant-rows';
import {
  contarClientes,
  crearOrigen,
  filasDeLibro,
  registro,
  subir,
  tareaTerminada,
  libro,
  type Headers,
} from './simulacion.test-support';

let app: FastifyInstance;
let database: Database;
let tenant: TestTenant;
let superadmin: Headers;
let admin: Headers;
let origen: number;
const clientes = new Map<string, number>();

beforeAll(async () => {
  ({ app, database } = await createTestApp());
  tenant = await createTestTenant(database);
  superadmin = bearer((await login(app, tenant, 'superadmin')).access, tenant.host);
  admin = bearer((await login(app, tenant, 'admin')).access, tenant.host);
  origen = await crearOrigen(database, tenant.id, 'Lista de prueba');
  for (const [nombre, id] of await seedClientes(database, tenant.id, [
    {
      nombre: 'Existente por documento',
      documento: '12345678Z',
      tipoDocumento: 'DNI',
      telefonos: ['911111111'],
    },
    { nombre: 'Existente por teléfono', telefonos: ['922222222'] },
  ]))
    clientes.set(nombre, id);
  const vetado = await app.inject({
    method: 'POST',
    url: '/api/no-llamar/',
    headers: admin,
    payload: { telefono: '699999999', motivo: 'Pidió no ser llamado' },
  });
  expect(vetado.statusCode).toBe(201);
});

afterAll(async () => {
  await app.close();
});

const CABECERA = ['Nombre', 'DNI', 'Teléfono', 'Móvil', 'C.P.', 'Observaciones'];
const FORMULA = '=HYPERLINK("http://x","y")';
const LARGO = 'a'.repeat(10_000);

/** Every class, row by row: [row number, name, document, phone, mobile, postal code, notes] and the outcome. */
function filasDeTodas(control: string): Array<[Array<string | number | null>, ClaseFila, string]> {
  return [
    [['Ana Nueva', '', 600000001, '', '28001', 'Llamar por la tarde'], 'nuevo', ''],
    [
      ['Bo Documento', '12.345.678-z', '', '', '', ''],
      'duplicado',
      MENSAJES_CLASE.duplicadoDocumento('12345678Z'),
    ],
    [
      ['Cy Teléfono', '', '', '922 222 222', '', ''],
      'duplicado',
      MENSAJES_CLASE.duplicadoTelefono('922222222'),
    ],
    [
      ['Di Repetida', '', '', '600000001', '', ''],
      'repetido',
      MENSAJES_CLASE.repetidoTelefono('600000001', 2),
    ],
    [['Ed Vetado', '', '699999999', '', '', ''], 'no_llamar', MENSAJES_CLASE.noLlamar('699999999')],
    [
      ['Fe Letra', '12345678A', '600000002', '', '', ''],
      'invalido',
      MENSAJES_FILA.documento(MENSAJES_DOCUMENTO.dniLetra, '12345678A'),
    ],
    [['', '', '600000003', '', '', 'sin nombre'], 'invalido', MENSAJES_FILA.sinNombre],
    [['Gi Teléfono', '', '12345', '', '', ''], 'invalido', MENSAJES_FILA.telefono('12345')],
    [
      ['Ho Postal', '', '600000004', '', '99000', ''],
      'invalido',
      MENSAJES_FILA.cp(MENSAJES_CODIGO_POSTAL.provincia, '99000'),
    ],
    [[FORMULA, '', '600000005', '', '', ''], 'invalido', MENSAJES_FILA.formula('nombre')],
    [[`Ju${control}Control`, '', '600000006', '', '', ''], 'invalido', MENSAJES_FILA.control('nombre')],
    [[LARGO, '', '600000007', '', '', ''], 'invalido', MENSAJES_FILA.largo('nombre', 200)],
    [['Ka Nueva', 'x1234567l', '', '+34 600 000 008', 8001, ''], 'nuevo', ''],
  ];
}

const MAPEO = { '1': 'nombre', '2': 'documento', '3': 'telefono', '4': 'telefono', '5': 'cp', '6': 'notas' };

/** Uploads, imports with MAPEO and waits for the dry run; the import's id and the upload answer. */
async function simular(nombre: string, content: Buffer | string, as: Headers = superadmin) {
  const subida = await subir(app, as, nombre, content);
  expect(subida.statusCode, subida.body).toBe(200);
  const fichero: FicheroSubido = subida.json();
  const creada = await app.inject({
    method: 'POST',
    url: '/api/importaciones/',
    headers: as,
    payload: { subida: fichero.subida, fichero: fichero.fichero, origen_bbdd: origen, mapeo: MAPEO },
  });
  expect(creada.statusCode, creada.body).toBe(201);
  const { id, task_id: taskId } = creada.json();
  const status = await tareaTerminada(app, as, taskId);
  return { id, taskId, status, fichero };
}

async function muestra(id: number, clase: ClaseFila, as: Headers = superadmin) {
  return app.inject({ url: `/api/importaciones/${id}/filas/?clase=${clase}&itemsPerPage=100`, headers: as });
}

/** Each class's rows as [row number, reason, customer] from the samples. */
async function clasificacion(id: number) {
  const filas: Array<[number, ClaseFila, string, number | null]> = [];
  for (const clase of Object.keys(CLASES_FILA) as ClaseFila[]) {
    const page = (await muestra(id, clase)).json();
    for (const fila of page.results) filas.push([fila.fila, fila.clase, fila.motivo, fila.cliente_id]);
  }
  return filas.sort(([a], [b]) => a - b);
}

function esperado(filas: ReturnType<typeof filasDeTodas>, numero: (index: number) => number) {
  const clienteDe = (motivo: string) =>
    motivo === MENSAJES_CLASE.duplicadoDocumento('12345678Z')
      ? (clientes.get('Existente por documento') ?? null)
      : motivo === MENSAJES_CLASE.duplicadoTelefono('922222222')
        ? (clientes.get('Existente por teléfono') ?? null)
        : null;
  return filas.map(([, clase, motivo], index) => [numero(index), clase, motivo, clienteDe(motivo)]);
}

const TOTALES = { nuevo: 2, duplicado: 2, repetido: 1, no_llamar: 1, invalido: 7 };

describe('a dry run of a file holding every row class', () => {
  it('classifies an xlsx exactly, formulas never evaluated, and writes no customer', async () => {
    const antes = await contarClientes(database, tenant.id);
    const filas = filasDeTodas('_x0007_');
    const content = await libro(
      [CABECERA, ...filas.slice(0, 9).map(([f]) => f), [], ...filas.slice(9).map(([f]) => f)],
      (sheet) => {
        // A real formula cell with a cached result: it must be refused, not read as 'y'.
        sheet.getCell('A12').value = { formula: 'HYPERLINK("http://x","y")', result: 'y' };
      },
    );
    const { id, taskId, status, fichero } = await simular('lista.xlsx', content);
    expect(status.state, status.error).toBe('SUCCESS');
    expect(fichero.formato).toBe('xlsx');
    expect(fichero.columnas.map((columna) => columna.cabecera)).toEqual(CABECERA);
    expect(fichero.columnas[0]?.ejemplos).toEqual([
      'Ana Nueva',
      'Bo Documento',
      'Cy Teléfono',
      'Di Repetida',
      'Ed Vetado',
    ]);
    const record = await registro(database, tenant.id, id);
    expect(record).toMatchObject({ estado: 'SIMULADA', totales: TOTALES, error: null, filas: 13 });
    expect(record?.simulacion_job_id).toBe(taskId);
    // Row 11 of the sheet is blank: the rows after it keep their numbers.
    expect(await clasificacion(id)).toEqual(esperado(filas, (index) => (index < 9 ? index + 2 : index + 3)));
    expect(await contarClientes(database, tenant.id)).toBe(antes);
  });

  it('classifies a Windows-1252 CSV with ; and a quoted line break exactly', async () => {
    const filas = filasDeTodas('\u0007');
    const campo = (value: string | number | null) => {
      const text = String(value ?? '');
      return /[;"\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
    };
    const lineas = [CABECERA, ...filas.map(([f]) => f)].map((fila) => fila.map(campo).join(';'));
    // The first row's notes span two lines: still one record, and the next rows keep their numbers.
    lineas[1] = lineas[1]?.replace('Llamar por la tarde', '"Llamar por\nla tarde"') ?? '';
    const texto = `${lineas.join('\r\n')}\r\n`;
    const cp1252 = Buffer.from(
      [...texto].map((char) => ({ é: 0xe9, ó: 0xf3, á: 0xe1 })[char] ?? char.charCodeAt(0)),
    );
    const { id, status, fichero } = await simular('lista.csv', cp1252);
    expect(status.state, status.error).toBe('SUCCESS');
    expect(fichero.formato).toBe('csv');
    expect(fichero.columnas.map((columna) => columna.cabecera)).toEqual(CABECERA);
    expect(await registro(database, tenant.id, id)).toMatchObject({ estado: 'SIMULADA', totales: TOTALES });
    expect(await clasificacion(id)).toEqual(esperado(filas, (index) => index + 2));
    const nueva = (await muestra(id, 'nuevo')).json().results[0];
    expect(nueva).toMatchObject({ nombre: 'Ana Nueva', telefonos: ['600000001'] });
    const postal = (await muestra(id, 'invalido'))
      .json()
      .results.find((fila: { fila: number }) => fila.fila === 10);
    expect(postal.nombre).toBe('Ho Postal');
  });

  it('saves the mapping on the origin by header and answers it back', async () => {
    const response = await app.inject({
      url: `/api/importaciones/mapeo/?origen_bbdd=${origen}`,
      headers: superadmin,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      origen_bbdd: origen,
      mapeo: {
        nombre: 'nombre',
        dni: 'documento',
        telefono: 'telefono',
        movil: 'telefono',
        'c p': 'cp',
        observaciones: 'notas',
      },
    });
    const nuevo = await crearOrigen(database, tenant.id, 'Sin importar');
    const vacio = await app.inject({
      url: `/api/importaciones/mapeo/?origen_bbdd=${nuevo}`,
      headers: superadmin,
    });
    expect(vacio.json()).toEqual({ origen_bbdd: nuevo, mapeo: null });
  });

  it('gives the whole classification as an xlsx with formula-like text made inert', async () => {
    const filas = filasDeTodas('\u0007');
    const csv = [CABECERA, ...filas.map(([f]) => f)]
      .map((fila) => fila.map((v) => `"${String(v ?? '').replace(/"/g, '""')}"`).join(','))
      .join('\n');
    const { id } = await simular('lista-utf8.csv', `\uFEFF${csv}`);
    const started = await app.inject({
      method: 'POST',
      url: `/api/importaciones/${id}/clasificacion/`,
      headers: superadmin,
    });
    expect(started.statusCode, started.body).toBe(200);
    const status = await tareaTerminada(app, superadmin, started.json().task_id);
    expect(status.state, status.error).toBe('SUCCESS');
    const file = await app.inject({
      url: `/api/utils/get-xlsx-files/?filename=${status.result?.filename}`,
      headers: superadmin,
    });
    expect(file.statusCode).toBe(200);
    const rows = await filasDeLibro(file.rawPayload);
    expect(rows).toHaveLength(14);
    expect(rows[0]?.slice(0, 4)).toEqual(['Fila', 'Resultado', 'Motivo', 'Nombre']);
    const formula = rows.find((row) => row[0] === 11);
    expect(formula?.slice(1, 4)).toEqual([
      CLASES_FILA.invalido,
      MENSAJES_FILA.formula('nombre'),
      `'${FORMULA}`,
    ]);
    const duplicado = rows.find((row) => row[0] === 3);
    expect(duplicado?.[1]).toBe(CLASES_FILA.duplicado);
    expect(duplicado?.at(-1)).toBe(clientes.get('Existente por documento'));
  });
});
