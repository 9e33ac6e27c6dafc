// The Administración feature's public module: other features import from here only (style.md §1).

// Administración · Datos legales: the fields the platform's distributor dialog reuses (issue 29 §5).
export { DatosLegalesFields, valoresDatosLegales } from './datos-legales/datos-legales-fields';
