// The holidays feature's public module (style.md §1).

// /ManagementBase's Vacaciones tab: every commercial's holidays, with the create and edit dialog.
export { VacacionesTab } from './components/vacaciones-tab';
