import { callApi } from './api-client';

/**
 * A catalogue of its own for an offer journey, made through the API as the tenant's admin (SPEC
 * §7 catalogue calls), named with the run's tag so the configurator's searches find only it.
 */
export interface OfferCatalogue {
  tarifa: string;
  promoEuros: string;
  promoPercent: string;
  linea: string;
  dispositivo: string;
  seguro: string;
}

async function create(
  baseUrl: string,
  token: string,
  path: string,
  body: Record<string, unknown>,
): Promise<number> {
  const response = await callApi(baseUrl, 'POST', `/api/servicios/${path}/`, { token, body });
  if (response.status !== 201)
    throw new Error(`POST ${path} answered ${response.status}: ${JSON.stringify(response.body)}`);
  return (response.body as { id: number }).id;
}

/**
 * Operator A, PARTICULAR: a convergent tariff of 39,90 € (before tax) offering 5 € off for 3
 * months and 10 % off without end; an additional line of 10 € on which a device costs 15 € a
 * month; an insurance of 4,95 €.
 */
export async function createOfferCatalogue(
  baseUrl: string,
  adminToken: string,
  tag: string,
): Promise<OfferCatalogue> {
  const names: OfferCatalogue = {
    tarifa: `Fibra y móvil ${tag}`,
    promoEuros: `5 € 3 meses ${tag}`,
    promoPercent: `10 % ${tag}`,
    linea: `Línea extra ${tag}`,
    dispositivo: `Móvil ${tag}`,
    seguro: `Seguro ${tag}`,
  };
  const euros = await create(baseUrl, adminToken, 'promociones', {
    name: names.promoEuros,
    amount: 5,
    amount_unit: 'MONETARY',
    duration: 3,
    duration_unit: 'months',
    operator: 'A',
  });
  const percent = await create(baseUrl, adminToken, 'promociones', {
    name: names.promoPercent,
    amount: 10,
    amount_unit: 'PERCENTS',
    operator: 'A',
  });
  await create(baseUrl, adminToken, 'tarifas', {
    name: names.tarifa,
    category: 'convergent',
    price_value: '39.90',
    operator: 'A',
    segment: 'PARTICULAR',
    promotions: [euros, percent],
  });
  const linea = await create(baseUrl, adminToken, 'adicionales', {
    name: names.linea,
    price_value: 10,
    operator: 'A',
    segment: 'PARTICULAR',
  });
  const terminal = await create(baseUrl, adminToken, 'terminales', {
    name: names.dispositivo,
    price: 400,
    operator: 'A',
  });
  await create(baseUrl, adminToken, 'installment', {
    terminal,
    object_id: linea,
    installment_type: 'adicional',
    initial_price: '0',
    month_price: '15.00',
    final_price: '0.00',
  });
  await create(baseUrl, adminToken, 'seguros', { name: names.seguro, price: '4.95', operator: 'A' });
  return names;
}

export interface OfertaGuardada {
  id: number;
  estado: number;
  precioTotal: string;
  paquetes: Array<{ tarifaNombre: string; promociones: Array<{ id: number }> }>;
}

/** The customer's offers as its history lists them (GET /api/atenciones/historico/{id}). */
export async function ofertasDelCliente(
  baseUrl: string,
  token: string,
  clienteId: number,
): Promise<Array<{ id: number; precioTotal: string }>> {
  const response = await callApi(baseUrl, 'GET', `/api/atenciones/historico/${clienteId}`, { token });
  if (response.status !== 200) throw new Error(`historico answered ${response.status}`);
  return (response.body as Array<{ oferta: { id: number; precioTotal: string } | null }>).flatMap(
    (atencion) => (atencion.oferta ? [atencion.oferta] : []),
  );
}

export async function ofertaGuardada(baseUrl: string, token: string, id: number): Promise<OfertaGuardada> {
  const response = await callApi(baseUrl, 'GET', `/api/atenciones/oferta/${id}/`, { token });
  if (response.status !== 200) throw new Error(`oferta ${id} answered ${response.status}`);
  return response.body as OfertaGuardada;
}
