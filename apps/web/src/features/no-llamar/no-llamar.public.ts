// The do-not-call feature's public module (style.md §1).

// /databaseManagement's "No llamar" tab: the opted-out phones, marking, bulk upload.
export { NoLlamarTab } from './components/no-llamar-tab';
