import type { Facturas } from '@ventas/domain/proveedores/proveedores-contract';
import { sumarDias, sumarMeses } from './fecha-dia';
import { importe, iva21 } from './importe-centimos';
import { lineasDe } from './b-lineas-datos';
import { azarDe } from './prng';

/**
 * One invoice per asked month the customer was already a customer. The simulator has no "today"
 * (fecha-dia.ts), so every month asked counts as billed: the client asks for recent months from
 * its own clock, and the answer must not depend on which day that is (a test run at 2027-10-31
 * asks for months after FECHA_REFERENCIA and still gets invoices). The newest month of a request
 * is the one still PENDIENTE, as an operator's last issued invoice is. The concept lines are the
 * quotas of the lines active that month, a few extras, then VAT; all in integer cents, so they
 * add up to the total.
 */
type Factura = Facturas['facturas'][number];

export function facturaDe(documento: string, mes: string, ultimoMes: string = mes): Factura | null {
  const lineas = lineasDe(documento).filter(
    (l) => l.linea.alta.slice(0, 7) <= mes && l.linea.estado !== 'BAJA',
  );
  if (lineas.length === 0) return null;
  const azar = azarDe('b.facturas', documento, mes);
  const conceptos: { concepto: string; centimos: number }[] = lineas
    .filter((l) => l.centimos > 0)
    .map((l) => ({ concepto: `Cuota ${l.linea.tarifa} (${l.linea.msisdn})`, centimos: l.centimos }));
  if (azar.probabilidad(0.4))
    conceptos.push({
      concepto: 'Consumo fuera de tarifa (llamadas a numeración especial)',
      centimos: azar.entero(80, 1500),
    });
  if (azar.probabilidad(0.2)) conceptos.push({ concepto: 'Servicio Multi-SIM', centimos: 300 });
  const base = conceptos.reduce((suma, c) => suma + c.centimos, 0);
  if (azar.probabilidad(0.3))
    conceptos.push({
      concepto: 'Descuento promoción bienvenida',
      centimos: -Math.min(base, azar.entero(2, 10) * 150),
    });
  const baseImponible = conceptos.reduce((suma, c) => suma + c.centimos, 0);
  conceptos.push({ concepto: 'IVA 21 %', centimos: iva21(baseImponible) });
  const total = conceptos.reduce((suma, c) => suma + c.centimos, 0);
  const siguiente = sumarMeses(mes, 1);
  const estado = azar.probabilidad(0.08) ? 'DEVUELTA' : mes === ultimoMes ? 'PENDIENTE' : 'PAGADA';
  return {
    numero: `FB${mes.slice(2, 4)}${mes.slice(5, 7)}-${azar.digitos(7)}`,
    mes,
    fecha: sumarDias(`${siguiente}-01`, azar.entero(0, 4)),
    importe: importe(total),
    estado,
    lineas: conceptos.map((c) => ({ concepto: c.concepto, importe: importe(c.centimos) })),
  };
}

export function facturasRespuesta(documento: string, meses: readonly string[]): Facturas {
  const distintos = [...new Set(meses)];
  const ultimo = [...distintos].sort().at(-1);
  return {
    facturas: distintos
      .map((mes) => facturaDe(documento, mes, ultimo))
      .filter((f): f is Factura => f !== null),
  };
}
