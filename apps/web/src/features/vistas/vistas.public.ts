// The saved views feature's public module: other features import from here only.

// The "Vistas" button of a screen's header: its saved filter sets, opened, saved and shared.
export { VistasGuardadasButton } from './components/vistas-guardadas-button';
