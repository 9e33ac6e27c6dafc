/**
 * The offer benchmark's catalogue, made through the API as the tenant's admin (as the API's offer
 * tests make theirs, apps/api/test/support/offer-catalogue.ts), in operator A, PARTICULAR:
 * 4 convergent tariffs, each offering 3 of 6 promotions and 3 of 5 SVAs; 4 additional lines with
 * a promotion each; 6 devices, each with its insurance (3) and a plan on every additional line
 * (24 installments). And the offer the benchmark saves: 4 packages built from it.
 */
import type { PaqueteFormInput } from '@ventas/domain/ofertas/oferta-contract';
import { jsonOf, sendJson } from './offer-http';
import type { ApiSession } from './load';

export interface BenchCatalogue {
  tarifas: Array<{ id: number; promociones: number[]; svas: number[] }>;
  lineas: Array<{ id: number; promocion: number }>;
  terminales: Array<{ id: number; seguro: number }>;
  svas: number[];
}

const A_PARTICULAR = { operator: 'A', segment: 'PARTICULAR' } as const;

const PROMOCIONES = [
  {
    name: '50 % en la fibra 6 meses',
    amount: 50,
    amount_unit: 'PERCENTS',
    duration: 6,
    duration_unit: 'months',
  },
  {
    name: '10 € de descuento 12 meses',
    amount: 10,
    amount_unit: 'MONETARY',
    duration: 12,
    duration_unit: 'months',
  },
  { name: '10 % para siempre', amount: 10, amount_unit: 'PERCENTS' },
  {
    name: '5 € de descuento 3 meses',
    amount: 5,
    amount_unit: 'MONETARY',
    duration: 3,
    duration_unit: 'months',
  },
  { name: 'Primer mes gratis', amount: 100, amount_unit: 'PERCENTS', duration: 1, duration_unit: 'months' },
  {
    name: '3 € de descuento 90 días',
    amount: 3,
    amount_unit: 'MONETARY',
    duration: 90,
    duration_unit: 'days',
  },
];
const SVAS = [
  { name: 'Antivirus Total', price_value: '2.00', permanence: null },
  { name: 'Netflix Estándar', price_value: '7.99', permanence: 12 },
  { name: 'Paquete Fútbol', price_value: '29.99', permanence: 12 },
  { name: 'Seguridad Digital', price_value: '3.00', permanence: null },
  { name: 'Nube 1 TB', price_value: '1.99', permanence: null },
];
const TARIFAS = [
  { name: 'Fibra 600Mb + Móvil 50GB', price_value: '39.90', speed: 600, data: 50 },
  { name: 'Fibra 1Gb + Móvil ilimitado', price_value: '54.90', speed: 1000, data: null },
  { name: 'Fibra 1Gb + 2 Móviles + TV Total', price_value: '79.90', speed: 1000, data: 100 },
  { name: 'Fibra 300Mb + Móvil 25GB', price_value: '32.5', speed: 300, data: 25 },
];
const LINEAS = [
  { name: 'Línea adicional 25GB', price_value: '7.4380', data: 25 },
  { name: 'Línea adicional 50GB', price_value: '10.0000', data: 50 },
  { name: 'Línea adicional ilimitada', price_value: '16.5289', data: null },
  { name: 'Línea adicional 10GB', price_value: '4.9500', data: 10 },
];
const SEGUROS = [
  { name: 'Seguro Móvil Básico', price: '4.95', tramo: 'Hasta 300 €' },
  { name: 'Seguro Móvil Plus', price: '7.95', tramo: 'De 300 a 600 €' },
  { name: 'Seguro Móvil Premium', price: '11.95', tramo: 'Más de 600 €' },
];
const TERMINALES = [
  { name: 'Samsung Galaxy A56 128GB', brand: 'Samsung', price: '399.00', seguro: 1 },
  { name: 'Samsung Galaxy S25 256GB', brand: 'Samsung', price: '959.00', seguro: 2 },
  { name: 'iPhone 16 128GB', brand: 'Apple', price: '959.00', seguro: 2 },
  { name: 'Xiaomi Redmi Note 14 256GB', brand: 'Xiaomi', price: '279.00', seguro: 0 },
  { name: 'Google Pixel 9a 128GB', brand: 'Google', price: '549.00', seguro: 1 },
  { name: 'Motorola moto g85 256GB', brand: 'Motorola', price: '299.00', seguro: 0 },
];

/** Every kind of item the configurator offers, with the links an offer of 4 packages uses. */
export async function createBenchCatalogue(admin: ApiSession): Promise<BenchCatalogue> {
  const create = async (path: string, body: Record<string, unknown>): Promise<number> =>
    jsonOf<{ id: number }>(
      await sendJson(admin, 'POST', `/api/servicios/${path}/`, body),
      `POST ${path}`,
      201,
    ).id;
  const promociones: number[] = [];
  for (const promocion of PROMOCIONES)
    promociones.push(await create('promociones', { operator: 'A', ...promocion }));
  const svas: number[] = [];
  for (const sva of SVAS)
    svas.push(await create('sva', { ...A_PARTICULAR, ...sva, more_info: 'Se factura con la tarifa.' }));
  const lineas: BenchCatalogue['lineas'] = [];
  for (const [i, linea] of LINEAS.entries()) {
    const promocion = promociones[(i + 2) % promociones.length]!;
    const id = await create('adicionales', {
      ...A_PARTICULAR,
      name: linea.name,
      price_value: linea.price_value,
      max_number: 4,
      promotions: [promocion],
      mobile_line_info: { mobile_line_data: { amount: linea.data, unit: 'GB' } },
    });
    lineas.push({ id, promocion });
  }
  const tarifas: BenchCatalogue['tarifas'] = [];
  for (const [i, tarifa] of TARIFAS.entries()) {
    const linked = [0, 1, 2].map((k) => promociones[(i + k) % promociones.length]!);
    const linkedSvas = [0, 1, 2].map((k) => svas[(i + k) % svas.length]!);
    const id = await create('tarifas', {
      ...A_PARTICULAR,
      name: tarifa.name,
      category: 'convergent',
      price_value: tarifa.price_value,
      payment_type: 'Pospago',
      commercial_enrichment: 'Sin permanencia en la fibra.',
      promotions: linked,
      svas: linkedSvas,
      additional_lines: lineas.map((linea) => linea.id),
      fixed_line_info: {
        type: 'Fibra FTTH',
        upload_speed: { amount: tarifa.speed, unit: 'Mb' },
        download_speed: { amount: tarifa.speed, unit: 'Mb' },
      },
      mobile_line_info: { mobile_line_data: { amount: tarifa.data, unit: 'GB' } },
    });
    tarifas.push({ id, promociones: linked, svas: linkedSvas });
  }
  const seguros: number[] = [];
  for (const seguro of SEGUROS) seguros.push(await create('seguros', { operator: 'A', ...seguro }));
  const terminales: BenchCatalogue['terminales'] = [];
  for (const terminal of TERMINALES) {
    const seguro = seguros[terminal.seguro]!;
    const id = await create('terminales', {
      operator: 'A',
      name: terminal.name,
      brand: terminal.brand,
      price: terminal.price,
      seguro,
      devices: 25,
      description: 'Pantalla 6,5", 5G.',
    });
    terminales.push({ id, seguro });
    for (const [k, linea] of lineas.entries())
      await create('installment', {
        terminal: id,
        installment_type: 'adicional',
        object_id: linea.id,
        initial_price: k % 2 === 0 ? '0' : '49.00',
        month_price: (Number(terminal.price) / 24 - k).toFixed(2),
        final_price: k === 3 ? '99.00' : '0',
      });
  }
  return { tarifas, lineas, terminales, svas };
}

/** The customer's `slot`-th line (0–3): a mobile unique per customer and slot. */
export const lineaDe = (clienteId: number, slot: number) =>
  `6${String((clienteId * 4 + slot) % 100_000_000).padStart(8, '0')}`;

/**
 * The offer of 4 packages, varied by `k`: a convergent tariff with two promotions in order and an
 * SVA; two additional lines with a device on installments and its insurance (one with the line's
 * promotion, one with an SVA); a third additional line with an SVA and no device. Each package
 * carries the customer's line it is for.
 */
export function cuatroPaquetes(catalogue: BenchCatalogue, clienteId: number, k: number): PaqueteFormInput[] {
  const tarifa = catalogue.tarifas[k % catalogue.tarifas.length]!;
  const linea = (offset: number) => catalogue.lineas[(k + offset) % catalogue.lineas.length]!;
  const terminal = (offset: number) => catalogue.terminales[(k + offset) % catalogue.terminales.length]!;
  const sva = (offset: number) => catalogue.svas[(k + offset) % catalogue.svas.length]!;
  return [
    {
      tipoLinea: 'LINEA_PRINCIPAL',
      tipoVenta: k % 3 === 0 ? 'ALTA' : 'PORTABILIDAD',
      tarifa: tarifa.id,
      promotion_priority: [
        { promotion: tarifa.promociones[0]!, priority_order: 1 },
        { promotion: tarifa.promociones[1]!, priority_order: 2 },
      ],
      svas: [tarifa.svas[k % tarifa.svas.length]!],
      lineasAsociadas: [lineaDe(clienteId, 0)],
    },
    {
      tipoLinea: 'LINEA_ADICIONAL',
      tipoVenta: 'PORTABILIDAD',
      tarifa: linea(0).id,
      promotion: linea(0).promocion,
      cacharro: terminal(0).id,
      seguro: terminal(0).seguro,
      lineasAsociadas: [lineaDe(clienteId, 1)],
    },
    {
      tipoLinea: 'LINEA_ADICIONAL',
      tipoVenta: 'ALTA',
      tarifa: linea(1).id,
      cacharro: terminal(1).id,
      seguro: terminal(1).seguro,
      svas: [sva(1)],
      lineasAsociadas: [lineaDe(clienteId, 2)],
    },
    {
      tipoLinea: 'LINEA_ADICIONAL',
      tipoVenta: 'ALTA',
      tarifa: linea(2).id,
      svas: [sva(3)],
      lineasAsociadas: [lineaDe(clienteId, 3)],
    },
  ];
}
