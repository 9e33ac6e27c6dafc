// The operator credentials feature's public module (style.md §1).

// /ManagementBase's Credenciales tab: Admin and above read, SuperAdmin writes and reveals.
export { CredencialesTab } from './components/credenciales-tab';
