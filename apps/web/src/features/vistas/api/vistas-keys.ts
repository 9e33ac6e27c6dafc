import type { PantallaVista } from '@ventas/domain/vistas/vistas-contract';

/** Query keys of the saved views: one list per screen. */
export const vistasKeys = {
  todas: ['vistas'] as const,
  pantalla: (pantalla: PantallaVista) => ['vistas', pantalla] as const,
};
