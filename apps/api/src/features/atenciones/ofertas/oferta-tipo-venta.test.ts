import { and, count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { MENSAJES_TIPO_VENTA } from '@ventas/domain/opciones/tipos-venta';
import type { Caller } from '../../../../test/support/catalogue-caller';
import { offerWorld, workedPackages, type OfferCatalogueIds } from '../../../../test/support/offer-catalogue';
import { insertCliente } from '../../../../test/support/tenant-rows';
import type { TestTenant } from '../../../../test/support/test-app';
import type { Database } from '../../../db/database';
import { ofertas } from '../../../db/schema/atenciones';

/** Issue 29 §5: an offer's packages carry a sale type of the distributor's list, or none. */
let database: Database;
let tenant: TestTenant;
let call: Caller;
let otherCall: Caller;
let ids: OfferCatalogueIds;

const TIPOS = '/api/utils/opciones/tipo_venta/';

beforeAll(async () => {
  ({ database, tenant, call, otherCall, ids } = await offerWorld());
});

/** The worked example's packages, the first with this sale type (absent: not sent). */
const paquetesCon = (tipoVenta?: string | null) => {
  const [primero, ...resto] = workedPackages(ids);
  const { tipoVenta: _omitido, ...sinTipo } = primero!;
  return [tipoVenta === undefined ? sinTipo : { ...sinTipo, tipoVenta }, ...resto];
};

const newCliente = () =>
  insertCliente(database, tenant.id, { comercialId: tenant.accounts.comercial.id, segmento: 'PARTICULAR' });

const crear = async (clienteId: number, tipoVenta?: string | null) =>
  call('comercial', 'POST', '/api/atenciones/entradas/', {
    cliente: clienteId,
    tipo: 'OFERTA',
    oferta: { paquetes: paquetesCon(tipoVenta) },
  });

const ofertasDe = async (clienteId: number) => {
  const [row] = await database.tenant(tenant.id, (tx) =>
    tx
      .select({ n: count() })
      .from(ofertas)
      .where(and(eq(ofertas.tenantId, tenant.id), eq(ofertas.clienteId, clienteId))),
  );
  return row?.n ?? 0;
};

const detalle = async (id: number) =>
  (await call('comercial', 'GET', `/api/atenciones/oferta/${id}/`)).json();

/** What an edit sends back: the stored packages with their ids, the first with `tipoVenta`. */
async function editar(id: number, tipoVenta: string | null) {
  const detail = await detalle(id);
  const paquetes = paquetesCon(tipoVenta).map((paquete, index) => ({
    ...paquete,
    id: detail.paquetes[index].id,
  }));
  return call('comercial', 'PUT', `/api/atenciones/oferta/${id}/`, { paquetes });
}

describe('CREATE: a package’s tipoVenta', () => {
  it('stores a value of the list, and leaves one absent or null empty', async () => {
    for (const [tipoVenta, stored] of [
      ['PORTABILIDAD', 'PORTABILIDAD'],
      [null, null],
      [undefined, null],
      ['  ALTA ', 'ALTA'],
    ] as const) {
      const response = await crear(await newCliente(), tipoVenta);
      expect(response.statusCode, response.body).toBe(201);
      expect((await detalle(response.json().oferta.id)).paquetes[0].tipoVenta).toBe(stored);
    }
  });

  it('refuses free text, a label instead of the value, or another distributor’s type: 400, nothing saved', async () => {
    await otherCall('admin', 'POST', TIPOS, { label: 'Solo del otro' });
    for (const tipoVenta of ['Port', 'Portabilidad', 'portabilidad', 'SOLO_DEL_OTRO', '', 'x'.repeat(60)]) {
      const clienteId = await newCliente();
      const response = await crear(clienteId, tipoVenta);
      if (tipoVenta === '') {
        // A blank is no type, as the form's empty choice sends it.
        expect(response.statusCode).toBe(201);
        continue;
      }
      expect(response.statusCode, tipoVenta).toBe(400);
      expect(response.json()).toEqual({ 'oferta.paquetes.0.tipoVenta': [MENSAJES_TIPO_VENTA.noValido] });
      expect(await ofertasDe(clienteId)).toBe(0);
    }
  });

  it('refuses a type the distributor deactivated, and takes one it just added', async () => {
    const { id } = (await call('admin', 'POST', TIPOS, { label: 'Fin de campaña' })).json();
    expect((await crear(await newCliente(), 'FIN_DE_CAMPANA')).statusCode).toBe(201);
    await call('admin', 'PUT', `${TIPOS}${id}/`, { activo: false });
    expect((await crear(await newCliente(), 'FIN_DE_CAMPANA')).statusCode).toBe(400);
  });
});

describe('EDIT: a package’s tipoVenta', () => {
  it('keeps a type the package holds though deactivated since, but refuses it for a change', async () => {
    const { id: tipoId } = (await call('admin', 'POST', TIPOS, { label: 'Verano' })).json();
    const ofertaId = (await crear(await newCliente(), 'VERANO')).json().oferta.id;
    await call('admin', 'PUT', `${TIPOS}${tipoId}/`, { activo: false });

    const kept = await editar(ofertaId, 'VERANO');
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json().paquetes[0].tipoVenta).toBe('VERANO');

    expect((await editar(ofertaId, 'MIGRACION')).statusCode).toBe(200);
    const back = await editar(ofertaId, 'VERANO');
    expect(back.statusCode).toBe(400);
    expect(back.json()).toEqual({ 'paquetes.0.tipoVenta': [MENSAJES_TIPO_VENTA.noValido] });
    expect((await detalle(ofertaId)).paquetes[0].tipoVenta).toBe('MIGRACION');
  });

  it('refuses free text on an edit, and the type in use is then not deletable (409)', async () => {
    const ofertaId = (await crear(await newCliente(), 'RENOVACION')).json().oferta.id;
    expect((await editar(ofertaId, 'Renove')).statusCode).toBe(400);
    const renovacion = (
      (await call('admin', 'GET', TIPOS)).json() as Array<{ id: number; value: string }>
    ).find((tipo) => tipo.value === 'RENOVACION');
    expect((await call('admin', 'DELETE', `${TIPOS}${renovacion?.id}/`)).statusCode).toBe(409);
  });
});
