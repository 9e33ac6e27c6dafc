import { filtrosDeFigura, type FiguraGerencia } from '@ventas/domain/gerencia/gerencia-figuras';
import type { Ventana } from '@ventas/domain/gerencia/gerencia-ventana';
import { MAX_FILTER_VALUES } from '@ventas/domain/http/list-filters';
import { teletrabajoUrl } from '../../teletrabajo/teletrabajo.public';

/**
 * The Teletrabajo list of exactly the customers behind a figure of these commercials (issue 15:
 * every figure is a link, and the list counts the figure). Null when the list cannot be written:
 * no commercial, or more than a list filter carries (MAX_FILTER_VALUES, the API's 400).
 */
export function enlaceDeFigura(
  figura: FiguraGerencia,
  comerciales: readonly number[],
  ventana: Ventana,
): string | null {
  if (comerciales.length === 0 || comerciales.length > MAX_FILTER_VALUES) return null;
  return teletrabajoUrl(filtrosDeFigura(figura, comerciales, ventana));
}

/** Counts as the Teletrabajo header writes its total (es-ES), so both read the same. */
export const formatCuenta = (n: number): string => n.toLocaleString('es-ES');
