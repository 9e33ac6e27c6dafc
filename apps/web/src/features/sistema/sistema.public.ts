// The platform's registry (groups, permissions, distributors): public module (style.md §1).

// /ManagementBase's Grupos and Permisos tabs: the platform's SuperAdmins only.
export { GruposTab } from './components/grupos-tab';
export { PermisosTab } from './components/permisos-tab';
// /ManagementBase's Distribuidores tab: a SuperAdmin's own; every distributor on the platform.
export { DistribuidoresTab } from './components/distribuidores-tab';
// A distributor's legal name, CIF/NIF and address (issue 29 §5): the platform's distributor dialog
// edits them here; Administración · Datos legales lets the distributor's own Admin edit them too.
export {
  DatosLegalesFields,
  valoresDatosLegales,
  type DatosLegalesValores,
} from './components/datos-legales-fields';
