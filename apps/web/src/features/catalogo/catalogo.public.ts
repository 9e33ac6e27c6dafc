// The catalogue feature's public module: other features import from here only (style.md §1).

// The tenant's operators and whose terminals each sells (decision 64), for selects.
export { operadoresQuery } from './api/operadores-query';
