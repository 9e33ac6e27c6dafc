// The audit trail feature's public module (style.md §1).

// /ManagementBase's "Auditoría" tab (Admin and above): the log searched by user, entity and date, exported.
export { AuditoriaTab } from './components/auditoria-tab';
// The customer dialog's "Actividad" tab: one customer's entries as a timeline, loaded when shown.
export { ActividadCliente } from './components/actividad-cliente';
