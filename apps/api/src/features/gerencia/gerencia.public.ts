// The Gerencia feature's public module: other features import from here only (style.md §1).

/** Gerencia's one query module of figures (decision 121): the stores' month (issue 17) reads it. */
export { figurasPorComercial, type Figuras } from './figuras.query';
