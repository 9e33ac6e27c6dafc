// The communications feature's public module (style.md §1).

// /ManagementBase's Comunicados tab: Admins write, see who read each one and delete.
export { ComunicadosAdminTab } from './admin/comunicados-admin-tab';
