import type { ComponentType } from 'react';
import type { WebRouteName } from '@ventas/domain/permissions/web-routes';

/**
 * What each named route of SPEC §2 shows: a built screen (loaded as its own chunk), a placeholder
 * (title only) or a redirect.
 */
export type ScreenEntry =
  { title: string; load?: () => Promise<ComponentType> } | { redirectTo: WebRouteName };

// A Record over WebRouteName: adding a route to the shared table fails to compile until it is here.
export const SCREEN_TABLE: Record<WebRouteName, ScreenEntry> = {
  dashboard: { title: 'Dashboard' },
  teletrabajo: {
    title: 'Teletrabajo',
    load: () =>
      import('../../features/teletrabajo/components/teletrabajo-screen').then((m) => m.TeletrabajoScreen),
  },
  retailX: { title: 'RetailX' },
  // SPEC §2: /gerencia redirects to comerciales; /areapersonal to calculadora.
  gerencia: { redirectTo: 'gerenciaComerciales' },
  gerenciaComerciales: { title: 'Gerencia — Comerciales' },
  gerenciaProyeccion: { title: 'Gerencia — Proyección' },
  gerenciaReporte: { title: 'Gerencia — Reporte' },
  gerenciaEstadisticas: { title: 'Gerencia — Estadísticas' },
  rrhh: { title: 'RRHH' },
  OfferConfigurator: { title: 'Configurador de ofertas' },
  devicemanagement: { title: 'Dispositivos' },
  managementBase: { title: 'Administración' },
  areapersonal: { redirectTo: 'calculadora' },
  mizona: { title: 'Área Personal — Comunicados' },
  calendario: { title: 'Área Personal — Calendario' },
  calculadora: { title: 'Área Personal — Calculadora' },
  liquidacion: { title: 'Área Personal — Liquidación' },
  listaupfronts: { title: 'Área Personal — Lista de upfronts' },
  tutorials: { title: 'Tutoriales' },
  tiendas: { title: 'Tiendas' },
  databaseManagement: { title: 'Database Management' },
};
