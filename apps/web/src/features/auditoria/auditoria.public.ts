// The audit trail feature's public module (style.md §1).

// /databaseManagement's "Auditoría" tab: the log searched by user, entity and date, exported.
export { AuditoriaTab } from './components/auditoria-tab';
