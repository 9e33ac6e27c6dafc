import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONFIRMACION_SUPRESION } from '@ventas/domain/proteccion-datos/proteccion-datos-contract';
import { madridToday } from '@ventas/domain/time/madrid';
import { opciones } from '../../db/schema/catalogos';
import { insertAtencion, insertCliente, insertOferta } from '../../../test/support/tenant-rows';
import {
  clienteCompleto,
  hojas,
  nuevaPersona,
  startProteccionTest,
  type ProteccionTest,
} from './proteccion-datos.test-support';

let t: ProteccionTest;
beforeAll(async () => {
  t = await startProteccionTest();
});
afterAll(async () => {
  await t?.app.close();
});

const acceso = (id: number | string, role: 'admin' | 'superadmin' | 'manager' | 'comercial' = 'admin') =>
  t.call(role, 'GET', `/api/proteccion-datos/clientes/${id}/acceso/`);

/** The values of a sheet's column, by header, below the header row. */
const columna = (filas: unknown[][], header: string): unknown[] => {
  const index = (filas[0] ?? []).indexOf(header);
  if (index < 0) throw new Error(`no column ${header}`);
  return filas.slice(1).map((fila) => fila[index] ?? null);
};

describe('GET /api/proteccion-datos/clientes/{id}/acceso/', () => {
  it('downloads one xlsx with a sheet per kind holding everything on the customer', async () => {
    const persona = nuevaPersona();
    const id = await clienteCompleto(t, persona);
    await t.call('admin', 'POST', `/api/no-llamar/cliente/${id}/`, { motivo: 'Lo pidió' });
    const response = await acceso(id);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('spreadsheetml');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="datos-cliente-${id}-${madridToday()}.xlsx"`,
    );
    const libro = await hojas(response.rawPayload);
    expect(Object.keys(libro)).toEqual([
      'Cliente',
      'Teléfonos',
      'Atenciones',
      'Ofertas',
      'Notas',
      'No llamar',
      'Correos enviados',
      'Auditoría',
    ]);
    const cliente = libro['Cliente'] ?? [];
    expect(cliente).toHaveLength(2);
    // Every sheet filters and sorts from its header, over all its rows.
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    for (const sheet of workbook.worksheets)
      expect(sheet.autoFilter, sheet.name).toMatch(new RegExp(`^A1:[A-Z]+${libro[sheet.name]?.length}$`));
    expect(columna(cliente, 'N.º de cliente')).toEqual([id]);
    expect(columna(cliente, 'Nombre')).toEqual([persona.nombre]);
    expect(columna(cliente, 'Documento')).toEqual([persona.documento]);
    expect(columna(cliente, 'Email')).toEqual([persona.email]);
    expect(columna(cliente, 'Dirección')).toEqual([persona.direccion]);
    expect(columna(cliente, 'Notas')).toEqual([persona.notas]);
    expect(columna(cliente, 'Comercial')).toEqual(['Comercial Prueba']);
    expect(columna(cliente, 'Fecha de contacto')[0]).toBeInstanceOf(Date);

    expect(columna(libro['Teléfonos'] ?? [], 'Teléfono')).toEqual(persona.telefonos);
    expect(columna(libro['Teléfonos'] ?? [], 'No llamar')).toEqual(['Sí', 'Sí']);
    // The callback with its comment, and the offer's own attention.
    expect(columna(libro['Atenciones'] ?? [], 'Notas')).toEqual([
      `Llamar a ${persona.nombre} al ${persona.telefonos[0]}`,
      null,
    ]);
    const ofertas = libro['Ofertas'] ?? [];
    expect(columna(ofertas, 'Tarifa')).toEqual(['Fibra 1 Gb', 'Móvil 50 GB']);
    expect(columna(ofertas, 'Notas de la oferta')).toEqual([
      `Oferta para ${persona.email}`,
      `Oferta para ${persona.email}`,
    ]);
    expect(columna(ofertas, 'Líneas asociadas')).toEqual([persona.telefonos[1], null]);
    expect(columna(ofertas, 'Observaciones')).toEqual([`Instalar en ${persona.direccion}`, null]);
    expect(columna(libro['Notas'] ?? [], 'Nota')).toEqual([`DNI ${persona.documento}`]);
    expect(columna(libro['No llamar'] ?? [], 'Teléfono')).toEqual(persona.telefonos);
    expect(columna(libro['No llamar'] ?? [], 'Origen')).toEqual([
      'Cliente (en llamada)',
      'Cliente (en llamada)',
    ]);
    const correos = libro['Correos enviados'] ?? [];
    expect(columna(correos, 'Para')).toEqual([persona.email]);
    expect(columna(correos, 'Asunto')).toEqual([`Su oferta, ${persona.nombre}`]);
    expect(columna(correos, 'Estado')).toEqual(['No enviado']);
    expect(columna(correos, 'Motivo del fallo')).toEqual([`550 ${persona.email}: buzón desconocido`]);
    expect(columna(correos, 'Enviado por')).toEqual(['Comercial Prueba']);
    expect(columna(correos, 'Fecha')[0]).toBeInstanceOf(Date);
    const auditoria = libro['Auditoría'] ?? [];
    expect(columna(auditoria, 'Tabla')).toEqual(
      expect.arrayContaining([
        'clientes',
        'telefonos_cliente',
        'atenciones',
        'ofertas',
        'paquetes',
        'no_llamar',
      ]),
    );
    expect(columna(auditoria, 'Usuario')).toContain('Admin Prueba');
  });

  it('writes codes as the labels the screens show, amounts as euros and dates in Madrid time', async () => {
    const id = await insertCliente(t.database, t.tenant.id, {
      nombre: 'Etiquetas',
      tipoDocumento: 'PASAPORTE',
      segmento: 'NEGOCIOS',
      estado: 'VENDIDO',
    });
    await t.database.tenant(t.tenant.id, (tx) =>
      tx
        .insert(opciones)
        .values({ tenantId: t.tenant.id, tipo: 'tipo_venta', valor: 'ALTA', etiqueta: 'Alta nueva' })
        .onConflictDoNothing(),
    );
    // Summer (UTC+2) and winter (UTC+1): 10:00 UTC is 12:00 and 11:00 in Madrid.
    await insertAtencion(t.database, t.tenant.id, {
      clienteId: id,
      tipo: 'AGENDADO',
      fechaAgendado: new Date('2026-07-01T10:00:00Z'),
    });
    await insertAtencion(t.database, t.tenant.id, {
      clienteId: id,
      tipo: 'NO_INTERESADO',
      estado: 'REALIZADO',
      fechaAgendado: new Date('2026-01-15T10:00:00Z'),
    });
    await insertOferta(t.database, t.tenant.id, {
      clienteId: id,
      estado: 4,
      precioTotal: '1234.5',
      paquetes: [
        {
          estado: 'VUELO',
          tipoVenta: 'ALTA',
          tipoLinea: 'LINEA_ADICIONAL_SVA',
          precioLinea: '-3.1',
        },
      ],
    });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await acceso(id)).rawPayload as unknown as ArrayBuffer);
    /** The cell under `header` in the sheet's row `fila` (1: the first data row). */
    const celda = (hoja: string, header: string, fila = 1): ExcelJS.Cell => {
      const sheet = workbook.getWorksheet(hoja);
      if (!sheet) throw new Error(`no sheet ${hoja}`);
      const headers = (sheet.getRow(1).values as unknown[]).map(String);
      const index = headers.indexOf(header);
      if (index < 0) throw new Error(`no column ${header} in ${hoja}`);
      return sheet.getRow(fila + 1).getCell(index);
    };

    expect(celda('Cliente', 'Tipo de documento').value).toBe('Pasaporte');
    expect(celda('Cliente', 'Segmento').value).toBe('Negocios');
    expect(celda('Cliente', 'Estado').value).toBe('Vendido');
    expect([1, 2, 3].map((fila) => celda('Atenciones', 'Tipo', fila).value)).toEqual([
      'Agendado',
      'No interesado',
      'Oferta',
    ]);
    expect([1, 2, 3].map((fila) => celda('Atenciones', 'Estado', fila).value)).toEqual([
      'Pendiente',
      'Realizado',
      'Realizado',
    ]);
    expect(celda('Ofertas', 'Estado del paquete').value).toBe('En vuelo');
    expect(celda('Ofertas', 'Tipo de venta').value).toBe('Alta nueva');
    expect(celda('Ofertas', 'Tipo de línea').value).toBe('Línea adicional SVA');

    // Numbers Excel sums and sorts, shown in euros to the cent.
    for (const [header, valor] of [
      ['Precio total', 1234.5],
      ['Precio de la línea', -3.1],
    ] as const) {
      const importe = celda('Ofertas', header);
      expect(importe.type, header).toBe(ExcelJS.ValueType.Number);
      expect(importe.value, header).toBe(valor);
      expect(importe.numFmt, header).toBe('#,##0.00 "€"');
    }

    // A date-time is an Excel date holding Madrid's wall-clock time (ExcelJS reads it back as
    // those fields in UTC), with a date format: no text, so nothing claims to be UTC.
    const agendado = celda('Atenciones', 'Agendado para');
    expect(agendado.type).toBe(ExcelJS.ValueType.Date);
    expect(agendado.numFmt).toBe('dd/mm/yyyy hh:mm');
    expect(agendado.value).toEqual(new Date(Date.UTC(2026, 6, 1, 12, 0)));
    expect(celda('Atenciones', 'Agendado para', 2).value).toEqual(new Date(Date.UTC(2026, 0, 15, 11, 0)));
    workbook.eachSheet((sheet) =>
      sheet.eachRow((row) =>
        row.eachCell((cell) => {
          if (typeof cell.value === 'string')
            expect(cell.value, `${sheet.name}!${cell.address}`).not.toMatch(/\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/);
        }),
      ),
    );
  });

  it('writes a value that starts like a formula as inert text', async () => {
    const id = await insertCliente(t.database, t.tenant.id, {
      nombre: '=HYPERLINK("http://x.test","pulse")',
      notas: '+34 600',
      direccion: '@SUM(A1)',
      email: 'x@x.es',
      localidad: '-1+2',
    });
    const libro = await hojas((await acceso(id)).rawPayload);
    const cliente = libro['Cliente'] ?? [];
    expect(columna(cliente, 'Nombre')).toEqual([`'=HYPERLINK("http://x.test","pulse")`]);
    expect(columna(cliente, 'Notas')).toEqual(["'+34 600"]);
    expect(columna(cliente, 'Dirección')).toEqual(["'@SUM(A1)"]);
    expect(columna(cliente, 'Localidad')).toEqual(["'-1+2"]);
  });

  it('holds every entry of a customer with thousands of them', async () => {
    const id = await insertCliente(t.database, t.tenant.id, { nombre: 'Muy Editado' });
    // 2,500 attentions in one statement: the trigger logs one entry per row.
    await t.database.tenant(t.tenant.id, (tx) =>
      tx.execute(
        sql`INSERT INTO atenciones (tenant_id, cliente_id, tipo, estado)
            SELECT ${t.tenant.id}, ${id}, 'AGENDADO', 'PENDIENTE' FROM generate_series(1, 2500)`,
      ),
    );
    const response = await acceso(id);
    expect(response.statusCode).toBe(200);
    const libro = await hojas(response.rawPayload);
    expect((libro['Atenciones'] ?? []).length - 1).toBe(2500);
    // The customer's own INSERT, then one entry per attention.
    expect((libro['Auditoría'] ?? []).length - 1).toBe(2501);
  });

  it('shows an erased customer as erased, with its phones on the list and no personal value', async () => {
    const persona = nuevaPersona();
    const id = await clienteCompleto(t, persona);
    await t.call('admin', 'POST', `/api/proteccion-datos/clientes/${id}/suprimir/`, {
      confirmacion: CONFIRMACION_SUPRESION,
    });
    const bytes = (await acceso(id, 'superadmin')).rawPayload;
    const libro = await hojas(bytes);
    expect(columna(libro['Cliente'] ?? [], 'Nombre')).toEqual(['Cliente suprimido']);
    expect(columna(libro['Cliente'] ?? [], 'Datos suprimidos el')[0]).toBeInstanceOf(Date);
    expect(libro['Teléfonos']).toHaveLength(1);
    expect(columna(libro['No llamar'] ?? [], 'Origen')).toEqual(['Supresión de datos', 'Supresión de datos']);
    const texto = JSON.stringify(libro);
    for (const valor of [persona.nombre, persona.documento, persona.email, persona.direccion])
      expect(texto).not.toContain(valor);
  });

  it('is Admin and above only; another tenant, an unknown or a hostile id are 404/400', async () => {
    const id = await insertCliente(t.database, t.tenant.id, { nombre: 'Ajeno' });
    expect((await acceso(id, 'manager')).statusCode).toBe(403);
    expect((await acceso(id, 'comercial')).statusCode).toBe(403);
    expect(
      (await t.otherCall('admin', 'GET', `/api/proteccion-datos/clientes/${id}/acceso/`)).statusCode,
    ).toBe(404);
    expect((await t.otherCall('superadmin', 'GET', `/api/proteccion-datos/clientes/${id}/`)).statusCode).toBe(
      404,
    );
    expect((await acceso(2_000_000_000)).statusCode).toBe(404);
    for (const hostil of ['0', 'x', '1.5', '12345678901', '%27'])
      expect((await acceso(hostil)).statusCode, hostil).toBe(400);
  });
});
