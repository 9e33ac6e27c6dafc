import { createAccount } from '../../src/db/seed/tenant-factory';
import type { Database } from '../../src/db/database';
import type { Caller, Role } from './catalogue-caller';
import { createCatalogueItem, seedOfferCatalogue, type OfferCatalogueIds } from './offer-catalogue';
import { insertCliente } from './tenant-rows';
import { TEST_PASSWORD } from './test-app';

/**
 * The calculator tests' sales, made through the real API: objective families, the upfront
 * mapping of the offer catalogue's items to them, and offers taken to Activada (4).
 */
export interface CalculadoraFixture {
  catalogue: OfferCatalogueIds;
  fibra: number;
  movil: number;
}

export async function seedCalculadora(call: Caller): Promise<CalculadoraFixture> {
  const catalogue = await seedOfferCatalogue(call);
  const fibra = await createCatalogueItem(call, 'tipoobjetivo', { nombre: 'FIBRA' });
  const movil = await createCatalogueItem(call, 'tipoobjetivo', { nombre: 'MOVIL' });
  await createCatalogueItem(call, 'upfronts', {
    content_type: 'tarifa',
    object_id: catalogue.tarifa,
    upfront: '50.00',
    familia_objetivo: fibra,
    fecha: '2020-01-01T00:00:00Z',
  });
  await createCatalogueItem(call, 'upfronts', {
    content_type: 'adicional',
    object_id: catalogue.linea,
    upfront: '20.00',
    familia_objetivo: movil,
    fecha: '2020-01-01T00:00:00Z',
  });
  return { catalogue, fibra, movil };
}

const principal = (ids: OfferCatalogueIds) => ({ tipoLinea: 'LINEA_PRINCIPAL', tarifa: ids.tarifa });
const adicional = (ids: OfferCatalogueIds) => ({ tipoLinea: 'LINEA_ADICIONAL', tarifa: ids.linea });

export const PAQUETES = { principal, adicional };

async function ok(response: { statusCode: number; json: () => unknown }, expected: number) {
  if (response.statusCode !== expected) {
    throw new Error(`${response.statusCode} ${JSON.stringify(response.json())}`);
  }
  return response.json() as Record<string, unknown> & { id: number };
}

/**
 * An offer of `paquetes` for a new customer of `comercialId`, recorded by `role`'s account and
 * taken to `estado` (2 Presentada, then 4 Activada: a sale today). Its offer id.
 */
export async function venta(
  call: Caller,
  database: Database,
  tenantId: number,
  options: { role: Role; comercialId: number; paquetes: Array<Record<string, unknown>>; estado?: 2 | 4 },
): Promise<number> {
  const clienteId = await insertCliente(database, tenantId, {
    comercialId: options.comercialId,
    segmento: 'PARTICULAR',
  });
  const created = await ok(
    await call(options.role, 'POST', '/api/atenciones/entradas/', {
      cliente: clienteId,
      tipo: 'OFERTA',
      oferta: { paquetes: options.paquetes },
    }),
    201,
  );
  const ofertaId = (created.oferta as { id: number }).id;
  const detail = await ok(await call(options.role, 'GET', `/api/atenciones/oferta/${ofertaId}/`), 200);
  const form = (detail.paquetes as Array<Record<string, unknown>>).map((paquete) => ({
    id: paquete.id,
    tipoLinea: paquete.tipoLinea,
    tarifa: paquete.tarifa,
  }));
  for (const estado of options.estado === 2 ? [2] : [2, 4]) {
    await ok(
      await call(options.role, 'PUT', `/api/atenciones/oferta/${ofertaId}/`, { paquetes: form, estado }),
      200,
    );
  }
  return ofertaId;
}

/** One more commercial in the tenant (role 4); its id. */
export async function otroComercial(
  database: Database,
  tenantId: number,
  username: string,
  fields: { estado?: string; tipoComercial?: string } = {},
): Promise<number> {
  const { id } = await createAccount(database, tenantId, {
    username,
    password: TEST_PASSWORD,
    rol: 4,
    nombre: username,
    ...fields,
  });
  return id;
}

/** The calculator tests' band list 'Tienda' (< 80 × 0.5, < 100 × 1, above × 1.2), for `comerciales`. */
export async function tramosTienda(call: Caller, comerciales: readonly number[]): Promise<void> {
  await ok(
    await call('admin', 'POST', '/api/calculadora/factorcorrector/', {
      nombre: 'Tienda',
      factor_details: [
        { porcentaje_maximo: 80, factor_corrector: '0.5' },
        { porcentaje_maximo: 100, factor_corrector: 1 },
        { porcentaje_maximo: 999, factor_corrector: '1.2' },
      ],
      commercial_id_arr: comerciales,
    }),
    201,
  );
}

/** A month's pool: 1000 € and 200 € recommended at 10 % and 50 %, unless `fields` say otherwise. */
export async function bolsaDelMes(
  call: Caller,
  comercial: number,
  fecha: string,
  fields: Record<string, unknown> = {},
): Promise<void> {
  await ok(
    await call('admin', 'POST', '/api/calculadora/reward/', {
      comercial,
      fecha,
      bolsa: 1000,
      bolsa_recomendado: 200,
      reward: { reward_type: 'PORCENTAJE', amount: 10 },
      reward_recomendado: { reward_type: 'PORCENTAJE', amount: 50 },
      ...fields,
    }),
    200,
  );
}
