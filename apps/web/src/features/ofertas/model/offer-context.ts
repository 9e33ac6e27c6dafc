import { OPERADOR_SOLO_NEGOCIOS } from '@ventas/domain/ofertas/quote-oferta';
import type { Segment } from '@ventas/domain/ofertas/price-oferta';
import { SEGMENTS } from '@ventas/domain/servicios/catalogue-fields';
import type { Operator } from '@ventas/domain/servicios/catalogue-drop-downs';

/** A customer's segment as an offer's (SPEC §4: the customer's when no package says otherwise). */
export function segmentoDeCliente(segmento: string | null): Segment {
  return SEGMENTS.find((value) => value === segmento) ?? 'PARTICULAR';
}

/** SPEC §4: operator DBL forces segment NEGOCIOS. */
export function segmentoDeOperador(operador: string, segmento: string): string {
  return operador === OPERADOR_SOLO_NEGOCIOS ? 'NEGOCIOS' : segmento;
}

/** SPEC §9: the operator whose terminals (and their insurances) an operator's offers use: DBL sells B's. */
export function operadorDeTerminales(operadores: readonly Operator[], operador: string): string {
  return operadores.find((row) => row.codigo === operador)?.terminales_de ?? operador;
}

/** A new offer starts with the first operator the tenant's groups sell, else the first one. */
export function operadorPorDefecto(operadores: readonly Operator[], grupos: readonly string[]): string {
  const propio = operadores.find((row) => row.grupo !== null && grupos.includes(row.grupo));
  return (propio ?? operadores[0])?.codigo ?? '';
}
