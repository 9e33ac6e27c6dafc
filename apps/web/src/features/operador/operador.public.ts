// Issue 18: provider B's calls about one customer (Renuevo, Facturas, Registros, Órdenes) and the
// resources and releases dialog, for the customer dialog and the Teletrabajo header.
export { LineasTab } from './components/lineas-tab';
export { RenuevoTab } from './components/renuevo-tab';
export { FacturasTab } from './components/facturas-tab';
export { RegistrosTab } from './components/registros-tab';
export { OrdenesTab } from './components/ordenes-tab';
export { RecursosBoton } from './components/recursos-boton';
export type { ClienteOperador, PaquetesCliente } from './cliente-operador';
