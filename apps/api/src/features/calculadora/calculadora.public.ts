/**
 * What other features read of the calculator: the one definition of the month's sales
 * (decision 82) and whether a month is closed.
 */
export {
  consecucionPorComercial,
  ventasDelMes,
  ventasDelMesSql,
  type Comerciales,
  type VentaDelMes,
} from './consecucion.query';
export { esMesCerrado, exigirMesAbierto } from './meses-cerrados.repository';
