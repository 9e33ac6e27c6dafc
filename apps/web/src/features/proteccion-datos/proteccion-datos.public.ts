// The data-protection feature's public module (style.md §1).

// /databaseManagement's "Retención" tab.
export { RetencionTab } from './components/retencion-tab';
// The customer dialog's "Protección de datos" tab (Admin and above: the dialog shows it).
export { ProteccionDatosCliente } from './components/proteccion-datos-cliente';
