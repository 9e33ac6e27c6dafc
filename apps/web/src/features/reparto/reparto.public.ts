// The deal-out feature's public module (style.md §1).

// /databaseManagement's "Reparto" tab: unassigned customers dealt out to commercials.
export { RepartoTab } from './components/reparto-tab';
