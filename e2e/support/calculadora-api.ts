import { callApi } from './api-client';
import { createCliente, uniqueTelefono } from './telework-api';

/**
 * The calculator's month for a journey, made through the API (issue 14), in place of the demo's: a family and a tariff
 * mapped to it, one sale by the Comercial this month, a key objective of 2 sales, a band list
 * (< 80 × 0,5; 80–100 × 1; > 100 × 1,2) and a pool of 10 % of 1.000 €. With 1 of 2 sold the
 * month is at 50 % (band < 80) and the key objective withholds the commission; one more sale
 * reaches 100 % and the band > 100.
 */
export interface CalculadoraMes {
  mes: string;
  familia: string;
  familiaId: number;
  comercialId: number;
  objetivoId: number;
}

async function ok(response: Promise<{ status: number; body: unknown }>, expected: number, what: string) {
  const done = await response;
  if (done.status !== expected)
    throw new Error(`${what} answered ${done.status}: ${JSON.stringify(done.body)}`);
  return done.body as Record<string, unknown>;
}

const post = (baseUrl: string, token: string, path: string, body: unknown, expected = 201) =>
  ok(callApi(baseUrl, 'POST', path, { token, body }), expected, `POST ${path}`);

/** A sale: an offer of one main line of `tarifa` for a new customer, taken to Activada (4). */
async function venta(baseUrl: string, comercialToken: string, tarifa: number, tag: string): Promise<void> {
  const cliente = await createCliente(baseUrl, comercialToken, {
    nombre: `Cliente calculadora ${tag}`,
    telefonos_contacto: [uniqueTelefono()],
  });
  const created = await post(baseUrl, comercialToken, '/api/atenciones/entradas/', {
    cliente: cliente.id,
    tipo: 'OFERTA',
    oferta: { paquetes: [{ tipoLinea: 'LINEA_PRINCIPAL', tarifa }] },
  });
  const ofertaId = (created.oferta as { id: number }).id;
  const detail = await ok(
    callApi(baseUrl, 'GET', `/api/atenciones/oferta/${ofertaId}/`, { token: comercialToken }),
    200,
    'GET oferta',
  );
  const paquetes = (detail.paquetes as Array<Record<string, unknown>>).map((p) => ({
    id: p.id,
    tipoLinea: p.tipoLinea,
    tarifa: p.tarifa,
  }));
  for (const estado of [2, 4]) {
    await ok(
      callApi(baseUrl, 'PUT', `/api/atenciones/oferta/${ofertaId}/`, {
        token: comercialToken,
        body: { paquetes, estado },
      }),
      200,
      'PUT oferta',
    );
  }
}

export async function prepareCalculadora(
  baseUrl: string,
  tokens: { admin: string; comercial: string },
  comercialId: number,
  mes: string,
  tag: string,
): Promise<CalculadoraMes> {
  const { admin } = tokens;
  // The demo's own objectives of the month go, so the journey's figures are this file's alone.
  for (const objetivo of await objetivosDe(baseUrl, admin, comercialId, mes)) {
    await ok(
      callApi(baseUrl, 'DELETE', `/api/calculadora/objetivos/${objetivo.id}/`, { token: admin }),
      204,
      'DELETE objetivo',
    );
  }
  const familia = `FIBRA ${tag}`;
  const familiaId = (await post(baseUrl, admin, '/api/servicios/tipoobjetivo/', { nombre: familia }))
    .id as number;
  const tarifa = (
    await post(baseUrl, admin, '/api/servicios/tarifas/', {
      name: `Fibra calculadora ${tag}`,
      category: 'convergent',
      price_value: '30.00',
      operator: 'A',
      segment: 'PARTICULAR',
    })
  ).id as number;
  await post(baseUrl, admin, '/api/servicios/upfronts/', {
    content_type: 'tarifa',
    object_id: tarifa,
    upfront: '50.00',
    familia_objetivo: familiaId,
    fecha: '2020-01-01T00:00:00Z',
  });
  await venta(baseUrl, tokens.comercial, tarifa, tag);
  const objetivoId = (
    await post(baseUrl, admin, '/api/calculadora/objetivos/', {
      comercial: comercialId,
      familia: familiaId,
      fecha: mes,
      peso: 100,
      objetivo: 2,
      llave: true,
    })
  ).id as number;
  await post(baseUrl, admin, '/api/calculadora/factorcorrector/', {
    nombre: `Tienda ${tag}`,
    factor_details: [
      { porcentaje_maximo: 80, factor_corrector: '0.5' },
      { porcentaje_maximo: 100, factor_corrector: 1 },
      { porcentaje_maximo: 999, factor_corrector: '1.2' },
    ],
    commercial_id_arr: [comercialId],
  });
  await post(
    baseUrl,
    admin,
    '/api/calculadora/reward/',
    {
      comercial: comercialId,
      fecha: mes,
      bolsa: 1000,
      bolsa_recomendado: 0,
      reward: { reward_type: 'PORCENTAJE', amount: 10 },
      reward_recomendado: null,
    },
    200,
  );
  return { mes, familia, familiaId, comercialId, objetivoId };
}

/** The objectives a commercial has in a month, as the calculator answers them. */
export async function objetivosDe(
  baseUrl: string,
  token: string,
  comercialId: number,
  mes: string,
): Promise<Array<{ id: number; familia: number; objetivo: string }>> {
  const body = await ok(
    callApi(
      baseUrl,
      'GET',
      `/api/calculadora/objetivo_mes/?month_year_updated_on=${mes}&comercial=${comercialId}`,
      {
        token,
      },
    ),
    200,
    'GET objetivo_mes',
  );
  return body.objetivos as Array<{ id: number; familia: number; objetivo: string }>;
}
