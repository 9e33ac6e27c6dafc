import type { DayRange } from '@ventas/domain/http/list-filters';
import {
  filtrosDeCifra,
  type CifraOrigen,
  type OrigenDeFila,
} from '@ventas/domain/rendimiento-origen/rendimiento-origen';
import { teletrabajoUrl } from '../../teletrabajo/teletrabajo.public';

/**
 * The Teletrabajo list of exactly the customers behind a figure of a row (the list counts the
 * figure). Null for a zero (an empty list).
 */
export function enlaceDeCifra(
  cifra: CifraOrigen,
  origen: OrigenDeFila,
  creados: DayRange,
  valor: number,
): string | null {
  if (valor === 0) return null;
  return teletrabajoUrl(filtrosDeCifra(cifra, origen, creados));
}
