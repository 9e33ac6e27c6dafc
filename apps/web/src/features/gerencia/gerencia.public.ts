// The Gerencia feature's public module: other features import from here only.

// GET /api/comerciales/gerencia-filters/: the options every Gerencia screen filters with.
export { gerenciaFiltersQuery } from './api/gerencia-filters-query';
// The filters bar of the Gerencia screens (dates with presets, estado, tipo_comercial) and what it
// edits. Loaded on demand: the dashboard imports this module, and a static re-export put the bar's
// date pickers in the dashboard's chunk.
export const cargarGerenciaFiltros = () =>
  import('./components/filtros/gerencia-filtros').then((m) => m.GerenciaFiltros);
export type { FiltrosComerciales } from './model/use-filtros-comerciales';
// SPEC §8 "Management" messages.
export { MENSAJES_GERENCIA } from './model/gerencia-messages';
// A figure's Teletrabajo list (the list counts the figure) and counts written as Teletrabajo writes
// them: RetailX (issue 17) links its figures the same way.
export { enlaceDeFigura, formatCuenta } from './model/figura-enlace';
