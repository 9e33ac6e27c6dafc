import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MENSAJES_NO_LLAMAR } from '@ventas/domain/no-llamar/no-llamar-contract';
import {
  CONFIRMACION_SUPRESION,
  MENSAJES_PROTECCION,
  NOMBRE_SUPRIMIDO,
  VALOR_SUPRIMIDO,
} from '@ventas/domain/proteccion-datos/proteccion-datos-contract';
import { parsedRows } from '../../db/database';
import { figurasPorComercial } from '../gerencia/gerencia.public';
import {
  clienteCompleto,
  dondeAparece,
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

const suprimir = (
  id: number,
  role: 'admin' | 'superadmin' | 'manager' | 'comercial' = 'admin',
  body: unknown = { confirmacion: CONFIRMACION_SUPRESION },
) => t.call(role, 'POST', `/api/proteccion-datos/clientes/${id}/suprimir/`, body);

/** Gerencia's figures of the tenant's Comercial over a window holding every test row. */
const figuras = () =>
  t.database.tenant(t.tenant.id, async (tx) => {
    const { porComercial, total } = await figurasPorComercial(
      tx,
      [t.tenant.accounts.comercial.id],
      { desde: '2020-01-01', hasta: '2031-01-01' },
      { accountId: t.tenant.accounts.admin.id, seesAll: true },
    );
    return { porComercial: Object.fromEntries(porComercial), total };
  });

const cuenta = async (query: ReturnType<typeof sql>) =>
  Number(parsedRows(await t.database.owner.execute(query), z.object({ n: z.number().int() }))[0]?.n ?? 0);

describe('POST /api/proteccion-datos/clientes/{id}/suprimir/', () => {
  it('leaves no personal value in any table of the tenant, keeps every figure, and opts the phones out for good', async () => {
    const persona = nuevaPersona();
    const id = await clienteCompleto(t, persona);
    const antes = await figuras();
    // The fixture really is counted: a sale and attentions.
    expect(Object.values(antes.total).some((n) => n > 0)).toBe(true);
    const ventasAntes = await cuenta(
      sql`SELECT count(*)::int AS n FROM ofertas WHERE tenant_id = ${t.tenant.id} AND cliente_id = ${id} AND estado = 4`,
    );
    for (const valor of [
      persona.nombre,
      persona.documento,
      persona.email,
      persona.direccion,
      ...persona.telefonos,
    ])
      expect(Object.keys(await dondeAparece(t.database, t.tenant.id, valor)).length).toBeGreaterThan(0);

    const response = await suprimir(id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id,
      nombre: NOMBRE_SUPRIMIDO,
      suprimido_el: expect.any(String),
      telefonos_no_llamar: 2,
    });

    for (const valor of [persona.nombre, persona.documento, persona.email, persona.direccion, persona.notas])
      expect(await dondeAparece(t.database, t.tenant.id, valor), valor).toEqual({});
    // A phone survives only on the do-not-call list itself.
    for (const telefono of persona.telefonos)
      expect(await dondeAparece(t.database, t.tenant.id, telefono), telefono).toEqual({ no_llamar: 1 });

    expect(await figuras()).toEqual(antes);
    expect(
      await cuenta(
        sql`SELECT count(*)::int AS n FROM ofertas WHERE tenant_id = ${t.tenant.id} AND cliente_id = ${id} AND estado = 4`,
      ),
    ).toBe(ventasAntes);
    const paquetes = parsedRows(
      await t.database.owner.execute(
        sql`SELECT estado, tarifa_nombre FROM paquetes WHERE tenant_id = ${t.tenant.id} AND cliente_id = ${id} ORDER BY id`,
      ),
      z.object({ estado: z.string(), tarifa_nombre: z.string() }),
    );
    expect(paquetes).toEqual([
      { estado: 'ACTIVO', tarifa_nombre: 'Fibra 1 Gb' },
      { estado: 'VUELO', tarifa_nombre: 'Móvil 50 GB' },
    ]);

    const lista = parsedRows(
      await t.database.owner.execute(
        sql`SELECT telefono, fuente, cliente_id FROM no_llamar WHERE tenant_id = ${t.tenant.id} ORDER BY telefono`,
      ),
      z.object({ telefono: z.string(), fuente: z.string(), cliente_id: z.number().int().nullable() }),
    ).filter((fila) => persona.telefonos.includes(fila.telefono));
    expect(lista).toEqual(
      persona.telefonos.map((telefono) => ({ telefono, fuente: 'supresion', cliente_id: id })),
    );
    const listed = (
      await t.call('superadmin', 'GET', `/api/no-llamar/?search=${persona.telefonos[0]}`)
    ).json();
    const retirar = await t.call('superadmin', 'DELETE', `/api/no-llamar/${listed.results[0].id}/`);
    expect(retirar.statusCode).toBe(409);
    expect(retirar.json()).toEqual({ detail: MENSAJES_NO_LLAMAR.noRetirable });

    // The customer row stays, erased, with its state and commercial.
    const record = (await t.call('admin', 'GET', `/api/clientes/entradas/${id}/`)).json();
    expect(record).toMatchObject({
      nombre: NOMBRE_SUPRIMIDO,
      documento: null,
      email: null,
      telefonos_contacto: [],
      notas: null,
      comercial: { id: t.tenant.accounts.comercial.id },
    });
    const estado = await t.call('admin', 'GET', `/api/proteccion-datos/clientes/${id}/`);
    expect(estado.json()).toEqual({ id, suprimido_el: response.json().suprimido_el });
  });

  it('cancels a mail of an offer still waiting to leave, keeping when and which offer it was', async () => {
    const persona = nuevaPersona();
    const id = await clienteCompleto(t, persona);
    await t.database.owner.execute(
      sql`UPDATE envios_oferta SET estado = 'SOLICITADO', error = NULL, terminado_el = NULL, intentos = 0
          WHERE tenant_id = ${t.tenant.id} AND cliente_id = ${id}`,
    );
    expect((await suprimir(id)).statusCode).toBe(200);
    const envios = parsedRows(
      await t.database.owner.execute(
        sql`SELECT para, asunto, cuerpo, estado, error, terminado_el IS NOT NULL AS terminado, oferta_id IS NOT NULL AS con_oferta
            FROM envios_oferta WHERE tenant_id = ${t.tenant.id} AND cliente_id = ${id}`,
      ),
      z.object({
        para: z.string(),
        asunto: z.string(),
        cuerpo: z.string(),
        estado: z.string(),
        error: z.string().nullable(),
        terminado: z.boolean(),
        con_oferta: z.boolean(),
      }),
    );
    expect(envios).toEqual([
      {
        para: '',
        asunto: '',
        cuerpo: '',
        estado: 'FALLIDO',
        error: 'Cancelado: se suprimieron los datos del cliente',
        terminado: true,
        con_oferta: true,
      },
    ]);
  });

  it('records who erased and when in the audit log, and hides the personal values of earlier entries', async () => {
    const persona = nuevaPersona();
    const id = await clienteCompleto(t, persona);
    expect((await suprimir(id, 'superadmin')).statusCode).toBe(200);
    const entradas = (await t.call('admin', 'GET', `/api/auditoria/cliente/${id}/`)).json() as Array<{
      usuario: { id: number } | null;
      tabla: string;
      accion: string;
      cambios: Array<{ campo: string; antes: unknown; despues: unknown }>;
    }>;
    const supresion = entradas.find(
      (e) =>
        e.tabla === 'clientes' && e.accion === 'UPDATE' && e.cambios.some((c) => c.campo === 'suprimido_el'),
    );
    expect(supresion?.usuario?.id).toBe(t.tenant.accounts.superadmin.id);
    expect(supresion?.cambios.find((c) => c.campo === 'nombre')?.antes).toBe(VALOR_SUPRIMIDO);
    const alta = entradas.find((e) => e.tabla === 'clientes' && e.accion === 'INSERT');
    expect(alta?.cambios.find((c) => c.campo === 'nombre')?.despues).toBe(VALOR_SUPRIMIDO);
    expect(alta?.cambios.find((c) => c.campo === 'estado')?.despues).toBe('NUEVO');
  });

  it('is irreversible: a second erasure is a 409 and nothing changes', async () => {
    const id = await clienteCompleto(t, nuevaPersona());
    const first = await suprimir(id);
    expect(first.statusCode).toBe(200);
    const again = await suprimir(id, 'superadmin');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ detail: MENSAJES_PROTECCION.yaSuprimido });
    const estado = await t.call('admin', 'GET', `/api/proteccion-datos/clientes/${id}/`);
    expect(estado.json().suprimido_el).toBe(first.json().suprimido_el);
  });

  it("refuses to save an erased customer's form again (409), so no phone or name comes back", async () => {
    const id = await clienteCompleto(t, nuevaPersona());
    expect((await suprimir(id)).statusCode).toBe(200);
    const form = { nombre: 'Otra Persona', telefonos_contacto: ['612345987'] };
    const put = await t.call('admin', 'PUT', `/api/clientes/entradas/${id}/`, form);
    expect(put.statusCode).toBe(409);
    expect(put.json()).toEqual({ detail: MENSAJES_PROTECCION.suprimidoNoEditable });
    const telefonos = await cuenta(
      sql`SELECT count(*)::int AS n FROM telefonos_cliente WHERE tenant_id = ${t.tenant.id} AND cliente_id = ${id}`,
    );
    expect(telefonos).toBe(0);
  });

  it('needs the typed confirmation: anything else is a 400 and writes nothing', async () => {
    const persona = nuevaPersona();
    const id = await clienteCompleto(t, persona);
    for (const body of [
      {},
      { confirmacion: 'suprimir' },
      { confirmacion: 'SUPRIMIR\u0000' },
      { confirmacion: 1 },
      { confirmacion: 'x'.repeat(10_000) },
    ]) {
      const response = await suprimir(id, 'admin', body);
      expect(response.statusCode, JSON.stringify(body).slice(0, 40)).toBe(400);
    }
    expect(
      (await t.call('admin', 'GET', `/api/proteccion-datos/clientes/${id}/`)).json().suprimido_el,
    ).toBeNull();
    expect(Object.keys(await dondeAparece(t.database, t.tenant.id, persona.nombre))).toContain('clientes');
  });

  it('is refused to Manager and Comercial (403), and answers 404 for another tenant, an unknown or a hostile id', async () => {
    const persona = nuevaPersona();
    const id = await clienteCompleto(t, persona);
    for (const role of ['manager', 'comercial'] as const) {
      expect((await suprimir(id, role)).statusCode).toBe(403);
      expect((await t.call(role, 'GET', `/api/proteccion-datos/clientes/${id}/acceso/`)).statusCode).toBe(
        403,
      );
    }
    const ajeno = await t.otherCall('admin', 'POST', `/api/proteccion-datos/clientes/${id}/suprimir/`, {
      confirmacion: CONFIRMACION_SUPRESION,
    });
    expect(ajeno.statusCode).toBe(404);
    expect((await suprimir(2_000_000_000)).statusCode).toBe(404);
    for (const hostil of ['0', '-1', '1e3', '99999999999', 'abc', '%00'])
      expect((await suprimir(hostil as unknown as number)).statusCode, hostil).toBe(400);
    expect(
      (await t.call('admin', 'GET', `/api/proteccion-datos/clientes/${id}/`)).json().suprimido_el,
    ).toBeNull();
  });
});

describe('the erasure is one transaction', () => {
  it('writes nothing at all when its last step fails', async () => {
    const persona = nuevaPersona();
    const id = await clienteCompleto(t, persona);
    const antes = await dondeAparece(t.database, t.tenant.id, persona.nombre);
    // A fault injected into the customer's own UPDATE, the step after phones, notes and comments.
    await t.database.owner.execute(
      sql.raw(`CREATE FUNCTION test_falla_supresion() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN RAISE EXCEPTION 'fallo inyectado'; END $$`),
    );
    await t.database.owner.execute(
      sql.raw(`CREATE TRIGGER test_falla_supresion BEFORE UPDATE ON clientes FOR EACH ROW
        WHEN (NEW.id = ${id} AND NEW.suprimido_el IS NOT NULL) EXECUTE FUNCTION test_falla_supresion()`),
    );
    try {
      expect((await suprimir(id)).statusCode).toBe(500);
    } finally {
      await t.database.owner.execute(sql.raw('DROP TRIGGER test_falla_supresion ON clientes'));
      await t.database.owner.execute(sql.raw('DROP FUNCTION test_falla_supresion()'));
    }
    expect(await dondeAparece(t.database, t.tenant.id, persona.nombre)).toEqual(antes);
    for (const telefono of persona.telefonos)
      expect(await dondeAparece(t.database, t.tenant.id, telefono)).not.toHaveProperty('no_llamar');
    expect((await t.call('admin', 'GET', `/api/clientes/entradas/${id}/`)).json().telefonos_contacto).toEqual(
      persona.telefonos,
    );
  });
});

describe('clientes_suprimido_intacto (migration 0029)', () => {
  it('keeps an erased customer anonymised whatever a later write asks, and leaves other fields writable', async () => {
    const persona = nuevaPersona();
    const id = await clienteCompleto(t, persona);
    const { suprimido_el } = (await suprimir(id)).json();
    await t.database.tenant(t.tenant.id, (tx) =>
      tx.execute(
        sql`UPDATE clientes SET nombre = ${persona.nombre}, documento = ${persona.documento}, email = ${persona.email},
              direccion = ${persona.direccion}, notas = ${persona.notas}, suprimido_el = NULL, estado = 'AGENDADO'
            WHERE tenant_id = ${t.tenant.id} AND id = ${id}`,
      ),
    );
    const fila = parsedRows(
      await t.database.owner.execute(
        sql`SELECT nombre, documento, email, direccion, notas, suprimido_el, estado FROM clientes
            WHERE tenant_id = ${t.tenant.id} AND id = ${id}`,
      ),
      z.object({
        nombre: z.string(),
        documento: z.string().nullable(),
        email: z.string().nullable(),
        direccion: z.string().nullable(),
        notas: z.string().nullable(),
        // timestamptz: the drivers' text (drizzle keeps it unparsed), or a Date.
        suprimido_el: z.union([z.date(), z.string()]).nullable(),
        estado: z.string(),
      }),
    )[0];
    expect({ ...fila, suprimido_el: new Date(String(fila?.suprimido_el)).toISOString() }).toEqual({
      nombre: NOMBRE_SUPRIMIDO,
      documento: null,
      email: null,
      direccion: null,
      notas: null,
      suprimido_el,
      estado: 'AGENDADO',
    });
  });
});

describe('app_auditoria_suprimir_cliente (migration 0029)', () => {
  it('refuses a customer that is not erased, so it cannot wipe a live customer’s history', async () => {
    const id = await clienteCompleto(t, nuevaPersona());
    await expect(
      t.database.tenant(t.tenant.id, (tx) => tx.execute(sql`SELECT app_auditoria_suprimir_cliente(${id})`)),
    ).rejects.toThrow();
  });

  it("touches only the transaction's tenant: another tenant's customer id is refused and its entries stay", async () => {
    const persona = nuevaPersona();
    const ajeno = await clienteCompleto({ ...t, tenant: t.other, call: t.otherCall }, persona);
    const enAuditoria = async () =>
      (await dondeAparece(t.database, t.other.id, persona.nombre))['auditoria'] ?? 0;
    const antes = await enAuditoria();
    expect(antes).toBeGreaterThan(0);
    await expect(
      t.database.tenant(t.tenant.id, (tx) =>
        tx.execute(sql`SELECT app_auditoria_suprimir_cliente(${ajeno})`),
      ),
    ).rejects.toThrow();
    expect(await enAuditoria()).toBe(antes);
  });
});
