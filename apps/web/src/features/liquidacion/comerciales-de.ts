import type { Liquidacion } from '@ventas/domain/liquidacion/liquidacion-contract';

export interface ComercialOpcion {
  id: number;
  nombre: string;
}

/**
 * Whom the commercial filter offers: everyone with a package in the month (from the unfiltered
 * answer), and the one picked even before that answer arrives. By name, Spanish order.
 */
export function comercialesDe(...answers: Array<Liquidacion | undefined>): ComercialOpcion[] {
  const byId = new Map<number, string>();
  for (const answer of answers)
    for (const paquete of answer?.paquetes ?? []) byId.set(paquete.comercial_id, paquete.comercial_nombre);
  return [...byId]
    .map(([id, nombre]) => ({ id, nombre }))
    .sort((a, b) => a.nombre.localeCompare(b.nombre, 'es') || a.id - b.id);
}
