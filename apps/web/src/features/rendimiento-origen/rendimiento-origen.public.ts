// The origin performance feature's public module (style.md §1).

// /databaseManagement's "Rendimiento por origen" tab.
export { RendimientoOrigenTab } from './components/rendimiento-origen-tab';
