import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { mesDe, type Mes } from '@ventas/domain/calculadora/mes';
import { primerDia } from '@ventas/domain/calculadora/objetivos-contract';
import { quotedPackageOf, type CotizacionPaquete } from '@ventas/domain/ofertas/oferta-cotizacion';
import { priceOffer, type Segment } from '@ventas/domain/ofertas/price-oferta';
import { TERRITORIOS } from '@ventas/domain/ofertas/territorios';
import { madridToday } from '@ventas/domain/time/madrid';
import type { Database, TenantTx } from '../database';
import { atenciones, ofertas, paquetes } from '../schema/atenciones';
import { clientes as clientesTabla } from '../schema/clientes';
import {
  bolsas,
  factorCorrectorComerciales,
  factorCorrectorTramos,
  factoresCorrectores,
  objetivos,
  teamMembers,
  teams,
} from '../schema/calculadora';
import { catalogos, precioTarifaEn, type TarifaVendida } from './demo-calculadora-catalogos';

/**
 * The demo's Área personal (issue 14): the Manager leads a team of the Comercial; both have three
 * objective families this month and last, a band list and a pool; the Comercial sold last month
 * and so far this month tariffs of those families (offers Activada, one package each, one later
 * cancelled), so the calculator, the statement, the team view and the liquidation open with
 * figures. Runs after the catalogue (it sells the catalogue's tariffs that count for a family).
 * Each sale is quoted and priced as saving the offer on screen does (the tariff's price that day,
 * Península's VAT, no promotions), so its package and offer carry their prices (issue 29 §5:
 * Paquetes vendidos showed an empty Precio for every demo sale).
 */

/** Per family of the demo: target, weight (percent), key; and sales last month, this month. */
const PLAN = [
  { objetivo: '6', peso: '50', llave: true, ventas: [6, 3] },
  { objetivo: '4', peso: '30', llave: false, ventas: [3, 1] },
  { objetivo: '3', peso: '20', llave: false, ventas: [2, 1] },
] as const;

const TRAMOS = [
  { porcentajeMaximo: '80', factorCorrector: '0.8' },
  { porcentajeMaximo: '100', factorCorrector: '1' },
  { porcentajeMaximo: '120', factorCorrector: '1.1' },
  { porcentajeMaximo: '999', factorCorrector: '1.25' },
];

const mesAnterior = ({ year, month }: Mes): Mes =>
  month === 1 ? { year: year - 1, month: 12 } : { year, month: month - 1 };

/** A sale's instant: the `n`th of the month at Madrid midday, never after now. */
function diaDeVenta(mes: Mes, n: number, now: Date): Date {
  const day = new Date(`${primerDia(mes).slice(0, 8)}${String(Math.min(n, 28)).padStart(2, '0')}T11:00:00Z`);
  return day < now ? day : now;
}

/**
 * Sale types in turn: the statistics' type bars. Values of the default sale-type list (issue 29
 * §5); the screens show their labels.
 */
const TIPOS_VENTA = ['PORTABILIDAD', 'ALTA', 'PORTABILIDAD', 'MIGRACION'] as const;

const PENINSULA = TERRITORIOS[0];

/** The sale's quote and price: one main line of the tariff, at its price on the day of the sale. */
async function cotizar(tx: TenantTx, tarifa: TarifaVendida, fecha: Date) {
  const cotizacion: CotizacionPaquete = {
    linea: {
      id: tarifa.id,
      nombre: tarifa.nombre,
      kind: 'tarifa',
      operator: tarifa.operator,
      segment: tarifa.segment,
      precio: await precioTarifaEn(tx, tarifa.id, fecha),
    },
    promociones: [],
    terminal: null,
    seguro: null,
    svas: [],
  };
  const precio = priceOffer({
    segment: tarifa.segment as Segment,
    vatRate: PENINSULA.rate,
    byPriority: true,
    packages: [quotedPackageOf(cotizacion)],
  });
  return { cotizacion, precio, paquete: precio.packages[0]! };
}

async function venta(
  tx: TenantTx,
  sale: {
    clienteId: number;
    comercialId: number;
    tarifa: TarifaVendida;
    fecha: Date;
    n: number;
  },
) {
  const { tenantId } = tx;
  const { cotizacion, precio, paquete: precioPaquete } = await cotizar(tx, sale.tarifa, sale.fecha);
  const [atencion] = await tx
    .insert(atenciones)
    .values({
      tenantId,
      clienteId: sale.clienteId,
      comercialId: sale.comercialId,
      tipo: 'OFERTA',
      estado: 'REALIZADO',
      fechaContacto: sale.fecha,
      // Dated as sold, so the month's lists show each sale in its own month.
      createdOn: sale.fecha,
      updatedOn: sale.fecha,
    })
    .returning({ id: atenciones.id });
  const [oferta] = await tx
    .insert(ofertas)
    .values({
      tenantId,
      atencionId: atencion!.id,
      clienteId: sale.clienteId,
      estado: 4,
      fechaVenta: sale.fecha,
      tipoIva: PENINSULA.value,
      ivaRate: PENINSULA.rate,
      precioTotal: precio.during,
      precioTotalDespues: precio.after,
      mesesPromocion: precioPaquete.promotionMonths,
      operador: sale.tarifa.operator,
      segmento: sale.tarifa.segment,
      cotizadaEl: sale.fecha,
      createdOn: sale.fecha,
      updatedOn: sale.fecha,
    })
    .returning({ id: ofertas.id });
  const [paquete] = await tx
    .insert(paquetes)
    .values({
      tenantId,
      ofertaId: oferta!.id,
      clienteId: sale.clienteId,
      estado: 'ACTIVO',
      tipoVenta: TIPOS_VENTA[sale.n % TIPOS_VENTA.length],
      tipoLinea: 'LINEA_PRINCIPAL',
      tarifaId: sale.tarifa.id,
      tarifaNombre: sale.tarifa.nombre,
      segmento: sale.tarifa.segment,
      isp: sale.tarifa.operator,
      cotizacion,
      precioLinea: precioPaquete.line,
      precioDurante: precioPaquete.during,
      precioDespues: precioPaquete.after,
      mesesPromocion: precioPaquete.promotionMonths,
      createdOn: sale.fecha,
      updatedOn: sale.fecha,
    })
    .returning({ id: paquetes.id });
  // A customer with an activated sale is sold, as saving the offer on screen makes it.
  await tx
    .update(clientesTabla)
    .set({ estado: 'VENDIDO' })
    .where(and(eq(clientesTabla.tenantId, tenantId), eq(clientesTabla.id, sale.clienteId)));
  return paquete!.id;
}

export async function seedDemoCalculadora(
  database: Database,
  tenantId: number,
  accounts: { comercial: number; manager: number },
  now = new Date(),
): Promise<void> {
  await database.tenant(tenantId, async (tx) => {
    const { familias, clientes } = await catalogos(tx, accounts.comercial, PLAN.length);
    if (familias.length === 0 || clientes.length === 0) return;
    const [team] = await tx
      .insert(teams)
      .values({ tenantId, duttyManagerId: accounts.manager })
      .returning({ id: teams.id });
    await tx.insert(teamMembers).values({ tenantId, teamId: team!.id, comercialId: accounts.comercial });
    const [lista] = await tx
      .insert(factoresCorrectores)
      .values({ tenantId, nombre: 'Tienda' })
      .returning({ id: factoresCorrectores.id });
    await tx
      .insert(factorCorrectorTramos)
      .values(TRAMOS.map((tramo) => ({ tenantId, factorId: lista!.id, ...tramo })));
    await tx.insert(factorCorrectorComerciales).values(
      [accounts.comercial, accounts.manager].map((comercialId) => ({
        tenantId,
        factorId: lista!.id,
        comercialId,
      })),
    );
    const actual = mesDe(madridToday(now));
    const meses = [mesAnterior(actual), actual];
    for (const [indice, mes] of meses.entries()) {
      for (const comercialId of [accounts.comercial, accounts.manager]) {
        await tx.insert(objetivos).values(
          familias.map((familia, f) => ({
            tenantId,
            comercialId,
            familiaId: familia.id,
            mes: primerDia(mes),
            objetivo: PLAN[f]!.objetivo,
            peso: PLAN[f]!.peso,
            llave: PLAN[f]!.llave,
          })),
        );
        await tx.insert(bolsas).values({
          tenantId,
          comercialId,
          mes: primerDia(mes),
          bolsa: '1500',
          rewardType: 'PORCENTAJE',
          rewardAmount: '10',
        });
      }
      let n = 0;
      for (const [f, familia] of familias.entries()) {
        for (let i = 0; i < PLAN[f]!.ventas[indice]!; i += 1) {
          n += 1;
          const clienteId = clientes[n % clientes.length]!;
          await venta(tx, {
            clienteId,
            comercialId: accounts.comercial,
            tarifa: familia.tarifa,
            fecha: diaDeVenta(mes, 2 + n * 2, now),
            n,
          });
        }
      }
    }
    // One of last month's sales was cancelled this month: a clawback once last month is closed.
    const [ultima] = await tx
      .select({ id: paquetes.id })
      .from(paquetes)
      .where(and(eq(paquetes.tenantId, tenantId), isNotNull(paquetes.tarifaId)))
      .orderBy(paquetes.id)
      .limit(1);
    if (ultima)
      await tx
        .update(paquetes)
        .set({ estado: 'CANCELADO', updatedOn: sql`now()` })
        .where(and(eq(paquetes.tenantId, tenantId), eq(paquetes.id, ultima.id)));
  });
}
