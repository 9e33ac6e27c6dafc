// The catalogue feature's public module: other features import from here only (style.md §1).

// The tenant's operators and whose terminals each sells (decision 64), for selects.
export { operadoresQuery } from './api/operadores-query';

// /ManagementBase's catalogue tabs (Tarifas … Tipo de Objetivo) and what an actor may do in them.
export { CATALOGUE_TABS, type CatalogueTabEntry } from './screens/catalogue-tabs';
export { catalogueAccess, type CatalogueAccess } from './components/catalogue-tab';
// A device's installment plan form (its API included): the offer configurator edits a line's plan (issue 29 §1).
export { InstallmentForm } from './components/installments/installment-form';
export { useCierrePlan } from './components/installments/use-cierre-plan';
