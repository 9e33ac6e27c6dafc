// The do-not-call feature's public module (style.md §1).

// /databaseManagement's "No llamar" tab: the opted-out phones, marking, bulk upload.
export { NoLlamarTab } from './components/no-llamar-tab';
// Which phones of a saved customer opted out (GET /api/no-llamar/cliente/{id}/): no click-to-call for them.
export { useNoLlamarCliente } from './use-no-llamar-cliente';
// The chip shown instead of click-to-call beside an opted-out phone.
export { NoLlamarChip } from './components/no-llamar-chip';
