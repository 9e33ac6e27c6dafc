// The lead-list import feature's public module (style.md §1).

// /databaseManagement's "Importar" tab: upload, mapping, dry run, apply.
export { ImportarTab } from './components/importar-tab';
// /databaseManagement's "Importaciones" tab: the import records and their undo.
export { ImportacionesTab } from './components/importaciones-tab';
