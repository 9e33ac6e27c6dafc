/**
 * What other features may use of the customer feature (lint allows no other import from here):
 * the check that the caller may work a customer, which attentions, notes, history and contracts
 * all go through; the customer changes an offer's save makes in its own transaction; and the
 * customer's record, which an offer's printable view shows.
 */
export { requireVisibleCliente, visibleClienteIdPorDocumento, type VisibleCliente } from './cliente-access';
export { saveClienteForm } from './cliente-references';
export { addMissingTelefonos } from './clientes.repository';
export { loadClientes } from './clientes-query';
/** The activity and sales conditions Gerencia's figures count with (issue 15). */
export { atencionSql, tipoVentaDe, ventaSql } from './actividad-sql';
/** Which customers a caller works (decision 16): Gerencia counts a Comercial's figures over them. */
export { scopeOf, type ClienteScope } from './clientes-scope';
/** The customer list's query parser: a saved Teletrabajo view is checked as the list's request. */
export { clientesFiltersSchema } from './clientes-filters';
/**
 * The list's own WHERE and count (issue 17): a deal-out takes the customers a Teletrabajo query
 * matches, and the origin performance counts with the list's conditions, so each figure opens a
 * list of exactly its customers.
 */
export { clientesWhere } from './clientes-where';
export { countClientes } from './clientes-query';
export { planTextFilters } from './clientes-text-filters';
/** Issue 18: a customer's document and phones, for the operator's provider. */
export { clienteIdentidad, type ClienteIdentidad } from './cliente-identidad';
