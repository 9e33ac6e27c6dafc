/**
 * What other features read of the calculator: the one definition of the month's sales
 * (decision 82), whether a month is closed, and the statement (for its PDF).
 */
export {
  consecucionPorComercial,
  ventasDelMes,
  ventasDelMesSql,
  ventasEntreSql,
  type Comerciales,
  type VentaDelMes,
} from './consecucion.query';
export { esMesCerrado } from './meses-cerrados.repository';
/** The objectives' writes; the xlsx import asks it whether the month is still open. */
export { createObjetivosService } from './objetivos.service';
/** The month's objectives of many commercials at once (the statistics sum them per family). */
export { objetivosDeComerciales } from './equipo/equipo.repository';
export { createExtractoService } from './extracto/extracto.service';
/** The month of many commercials (the calculator's team view), for Gerencia's projection and report. */
export { createEquipoService, type EquipoMes, type Quienes } from './equipo/equipo.service';
export {
  OBJETIVOS_IMPORT_KIND,
  PLANTILLA_OBJETIVOS_KIND,
  type ObjetivosImportPayload,
  type PlantillaPayload,
} from './transfer/plantilla-objetivos.job';
