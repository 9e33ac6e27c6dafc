import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import type { WebRouteName } from '@ventas/domain/permissions/web-routes';
import { withDataGrid } from './with-data-grid';

/**
 * What each named route of SPEC §2 shows: a built screen (loaded as its own chunk), a placeholder
 * (title only) or a redirect. Titles are the navigation's (screenTitle, web-navigation.ts).
 */
export type ScreenEntry =
  | {
      load?: () => Promise<ComponentType>;
      /** Screens users open next from this one: their code downloads once this one is idle. */
      next?: readonly WebRouteName[];
      /**
       * The screen's first reads for its URL's query string, asked for while the session starts
       * (warm-first-screen.ts) under the keys the screen reads, so it renders with them in hand.
       */
      prefetch?: () => Promise<(queryClient: QueryClient, search: string) => void>;
    }
  | { redirectTo: WebRouteName };

// A Record over WebRouteName: adding a route to the shared table fails to compile until it is here.
export const SCREEN_TABLE: Record<WebRouteName, ScreenEntry> = {
  dashboard: {
    load: () => import('../../features/dashboard/components/dashboard-screen').then((m) => m.DashboardScreen),
  },
  teletrabajo: {
    load: () =>
      withDataGrid(
        () =>
          import('../../features/teletrabajo/components/teletrabajo-screen').then((m) => m.TeletrabajoScreen),
        { cardsOnPhone: true },
      ),
    // An agent on the phone goes from a customer to its offer: the configurator opens without a wait.
    next: ['OfferConfigurator'],
  },
  ofertas: {
    load: () => import('../../features/pipeline/components/pipeline-screen').then((m) => m.PipelineScreen),
    prefetch: () => import('../../features/pipeline/api/pipeline-prefetch').then((m) => m.prefetchTablero),
  },
  retailX: {
    load: () =>
      withDataGrid(() =>
        import('../../features/retailx/components/retailx-screen').then((m) => m.RetailxScreen),
      ),
  },
  seguimientoOfertas: {
    load: () =>
      import('../../features/seguimiento-ofertas/components/seguimiento-ofertas-screen').then(
        (m) => m.SeguimientoOfertasScreen,
      ),
  },
  // SPEC §2: /gerencia redirects to comerciales; /areapersonal to calculadora.
  gerencia: { redirectTo: 'gerenciaComerciales' },
  gerenciaComerciales: {
    load: () =>
      import('../../features/gerencia/components/gerencia-comerciales-screen').then(
        (m) => m.GerenciaComercialesScreen,
      ),
  },
  gerenciaProyeccion: {
    load: () =>
      import('../../features/gerencia-mes/components/proyeccion-screen').then((m) => m.ProyeccionScreen),
  },
  gerenciaReporte: {
    load: () => import('../../features/gerencia-mes/components/reporte-screen').then((m) => m.ReporteScreen),
  },
  gerenciaEstadisticas: {
    load: () =>
      import('../../features/estadisticas/components/estadisticas-screen').then((m) => m.EstadisticasScreen),
  },
  rrhh: {
    load: () =>
      withDataGrid(() => import('../../features/rrhh/components/rrhh-screen').then((m) => m.RrhhScreen)),
  },
  OfferConfigurator: {
    load: () =>
      import('../../features/ofertas/components/oferta-configurator-screen').then(
        (m) => m.OfertaConfiguratorScreen,
      ),
  },
  devicemanagement: {
    load: () =>
      withDataGrid(() =>
        import('../../features/catalogo/screens/dispositivos-screen').then((m) => m.DispositivosScreen),
      ),
  },
  managementBase: {
    load: () =>
      withDataGrid(() =>
        import('../../features/administracion/administracion-screen').then((m) => m.AdministracionScreen),
      ),
  },
  areapersonal: { redirectTo: 'calculadora' },
  mizona: {
    load: () => import('../../features/comunicados/components/mi-zona-screen').then((m) => m.MiZonaScreen),
  },
  calendario: {
    load: () =>
      import('../../features/calendario/components/calendario-screen').then((m) => m.CalendarioScreen),
  },
  calculadora: {
    load: () =>
      import('../../features/calculadora/components/calculadora-screen').then((m) => m.CalculadoraScreen),
  },
  liquidacion: {
    load: () =>
      withDataGrid(() =>
        import('../../features/liquidacion/components/liquidacion-screen').then((m) => m.LiquidacionScreen),
      ),
  },
  listaupfronts: {
    load: () =>
      withDataGrid(() =>
        import('../../features/liquidacion/components/lista-upfronts-screen').then(
          (m) => m.ListaUpfrontsScreen,
        ),
      ),
  },
  tutorials: {
    load: () =>
      import('../../features/tutoriales/components/tutoriales-screen').then((m) => m.TutorialesScreen),
  },
  tiendas: {
    load: () => import('../../features/tiendas/components/tiendas-screen').then((m) => m.TiendasScreen),
  },
  databaseManagement: {
    load: () =>
      withDataGrid(() =>
        import('../../features/database-management/database-management-screen').then(
          (m) => m.DatabaseManagementScreen,
        ),
      ),
  },
  // Issue 29: the platform's own screens; the registry's three share a chunk, as they are tabs.
  distribuidores: { load: () => import('./platform-screens').then((m) => m.DistribuidoresScreen) },
  grupos: { load: () => import('./platform-screens').then((m) => m.GruposScreen) },
  permisos: { load: () => import('./platform-screens').then((m) => m.PermisosScreen) },
  auditoria: {
    load: () => withDataGrid(() => import('./platform-auditoria-screen').then((m) => m.AuditoriaScreen)),
  },
  cambiarPassword: {
    load: () =>
      import('../../features/auth/cambiar-password/cambiar-password-screen').then(
        (m) => m.CambiarPasswordScreen,
      ),
  },
};
