// The Gerencia feature's public module: other features import from here only (style.md §1).

/** Gerencia's one query module of figures (decision 121): the stores' month (issue 17) reads it. */
export { figurasPorComercial, type Figuras } from './figuras.query';
/** Gerencia's reading of the dates (with its 400s) and its whose-figures rule: RetailX (issue 17) reuses them. */
export { comercialesDeConsulta, leerConsulta, type ConsultaGerencia } from './gerencia-query';
