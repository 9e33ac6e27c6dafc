// The data-protection feature's public module (style.md §1).

// /databaseManagement's "Retención" tab.
export { RetencionTab } from './components/retencion-tab';
