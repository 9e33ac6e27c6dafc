import { useQuery } from '@tanstack/react-query';
import { estadisticaQuery, type Entradas } from '../api/estadistica-query';

/**
 * The four statistics for the URL's filters, all asked at once (none waits for another), so each
 * section draws as its own answer arrives.
 */
export function useEstadisticas(entradas: Entradas) {
  const consecucion = useQuery(estadisticaQuery('consecucionCount', entradas));
  const ranking = useQuery(estadisticaQuery('rankingComerciales', entradas));
  const tipoVenta = useQuery(estadisticaQuery('tipoVentaCount', entradas));
  const acciones = useQuery(estadisticaQuery('accionesComerciales', entradas));
  return { consecucion, ranking, tipoVenta, acciones };
}
