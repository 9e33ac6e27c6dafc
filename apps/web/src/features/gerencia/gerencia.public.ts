// The Gerencia feature's public module: other features import from here only.

// GET /api/comerciales/gerencia-filters/: the options every Gerencia screen filters with.
export { gerenciaFiltersQuery } from './api/gerencia-filters-query';
