// The customer feature's public module: other features import from here only (style.md §1,
// docs/architecture.md "Web app"). Everything else under features/clientes/ is internal.

// The customer record as the API answers it (list rows and single records).
export type { ClienteRecord } from './api/cliente-record';
// One customer (GET /api/clientes/entradas/{id}/) and its history, shared with whoever shows or saves them.
export { clienteDetailQuery } from './api/cliente-detail-query';
export { historicoQuery } from './api/historico-query';
// One page of the customer list (GET /api/clientes/entradas/), for a paged grid declaration.
export { clientesListQuery } from './api/clientes-list-query';
// The commercials a customer can be assigned to (a filter's options, the form's select).
export { comercialesQuery } from './api/comerciales-query';
// What can be done to a customer from a list row, and the row's reference to it.
export type { ClienteAction, ClienteRef } from './components/acciones/cliente-action';
// The row menu of customer actions (open, view, schedule, note, offer, delete).
export { ClienteActionsMenu } from './components/acciones/cliente-actions-menu';
export { OfertaEstadoChip } from './components/oferta-estado-chip';
// The action dialog a list opens for an action, and the customer it acts on.
export type { OpenAction } from './components/acciones/cliente-action-dialogs';
// Who edits: the signed-in user as the customer dialog needs them.
export type { EditorUser } from './components/cliente-dialog/editor-setup';
// A callback's actions (move, mark done, cancel) wherever one is listed, the callback as they
// take it, and the meta a read showing callbacks carries so that any change refreshes it.
export { AgendadoAcciones } from './components/agendados/agendado-acciones';
export type { AgendadoRef } from './components/agendados/agendado-ref';
export { MUESTRA_AGENDADOS, refrescarVistasDeAgendados } from './api/agendados-cache';
// One callback's PUT (move, annotate, close) and the words its outcome is told in: the top bar's
// callback notices postpone and close with them (issue 31).
export { updateAgendado } from './api/update-agendado';
export { MENSAJES_AGENDADO } from './clientes-messages';
// The customer's status as a coloured chip (list cells, dialog title).
export { EstadoClienteChip } from './components/estado-cliente-chip';
// The customer dialog and the action dialogs, loaded on first use (keep them off a list's chunk).
export { LazyClienteActionDialogs, LazyClienteDialog } from './components/lazy-cliente-parts';
// Spanish labels of customer codes, for a list's cells and filter options.
export {
  estadoClienteLabel,
  estadoPaqueteLabel,
  TARIFF_CATEGORY_LABELS,
  tipoAtencionLabel,
} from './display-labels';
// The open customer in the URL (?cliente=12&modo=view): its parameters, and open, create, close.
export { CLIENTE_PARAM, MODO_PARAM } from './cliente-dialog-params';
export { useClienteDialogParam } from './use-cliente-dialog-param';
// Dirección, CP and localidad for any address form: a valid postal code offers its towns
// (GET /api/utils/localidades-from-cp/).
export { DireccionCpFields } from './components/direccion-cp-fields';
