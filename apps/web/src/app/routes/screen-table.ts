import type { ComponentType } from 'react';
import { SECTION_LABELS, type WebRouteName } from '@ventas/domain/permissions/web-routes';
import { withDataGrid } from './with-data-grid';

/**
 * What each named route of SPEC §2 shows: a built screen (loaded as its own chunk), a placeholder
 * (title only) or a redirect.
 */
export type ScreenEntry =
  | {
      title: string;
      load?: () => Promise<ComponentType>;
      /** Screens users open next from this one: their code downloads once this one is idle. */
      next?: readonly WebRouteName[];
    }
  | { redirectTo: WebRouteName };

// A screen inside a menu section is titled after the section's one label (SPEC §2 spelling).
const within = (section: keyof typeof SECTION_LABELS, screen: string) =>
  `${SECTION_LABELS[section]} — ${screen}`;

// A Record over WebRouteName: adding a route to the shared table fails to compile until it is here.
export const SCREEN_TABLE: Record<WebRouteName, ScreenEntry> = {
  dashboard: {
    title: SECTION_LABELS.dashboard,
    load: () => import('../../features/dashboard/components/dashboard-screen').then((m) => m.DashboardScreen),
  },
  teletrabajo: {
    title: SECTION_LABELS.teletrabajo,
    load: () =>
      withDataGrid(() =>
        import('../../features/teletrabajo/components/teletrabajo-screen').then((m) => m.TeletrabajoScreen),
      ),
    // An agent on the phone goes from a customer to its offer: the configurator opens without a wait.
    next: ['OfferConfigurator'],
  },
  retailX: {
    title: SECTION_LABELS.retailX,
    load: () =>
      withDataGrid(() =>
        import('../../features/retailx/components/retailx-screen').then((m) => m.RetailxScreen),
      ),
  },
  seguimientoOfertas: {
    title: within('retailX', 'Seguimiento de ofertas'),
    load: () =>
      import('../../features/seguimiento-ofertas/components/seguimiento-ofertas-screen').then(
        (m) => m.SeguimientoOfertasScreen,
      ),
  },
  // SPEC §2: /gerencia redirects to comerciales; /areapersonal to calculadora.
  gerencia: { redirectTo: 'gerenciaComerciales' },
  gerenciaComerciales: {
    title: within('gerencia', 'Comerciales'),
    load: () =>
      import('../../features/gerencia/components/gerencia-comerciales-screen').then(
        (m) => m.GerenciaComercialesScreen,
      ),
  },
  gerenciaProyeccion: {
    title: within('gerencia', 'Proyección'),
    load: () =>
      import('../../features/gerencia-mes/components/proyeccion-screen').then((m) => m.ProyeccionScreen),
  },
  gerenciaReporte: {
    title: within('gerencia', 'Reporte'),
    load: () => import('../../features/gerencia-mes/components/reporte-screen').then((m) => m.ReporteScreen),
  },
  gerenciaEstadisticas: {
    title: within('gerencia', 'Estadísticas'),
    load: () =>
      import('../../features/estadisticas/components/estadisticas-screen').then((m) => m.EstadisticasScreen),
  },
  rrhh: {
    title: SECTION_LABELS.rrhh,
    load: () =>
      withDataGrid(() => import('../../features/rrhh/components/rrhh-screen').then((m) => m.RrhhScreen)),
  },
  OfferConfigurator: {
    title: 'Configurador de ofertas',
    load: () =>
      import('../../features/ofertas/components/oferta-configurator-screen').then(
        (m) => m.OfertaConfiguratorScreen,
      ),
  },
  devicemanagement: {
    title: SECTION_LABELS.devicemanagement,
    load: () =>
      withDataGrid(() =>
        import('../../features/catalogo/screens/dispositivos-screen').then((m) => m.DispositivosScreen),
      ),
  },
  managementBase: {
    title: SECTION_LABELS.managementBase,
    load: () =>
      withDataGrid(() =>
        import('../../features/administracion/administracion-screen').then((m) => m.AdministracionScreen),
      ),
  },
  areapersonal: { redirectTo: 'calculadora' },
  mizona: {
    title: within('areapersonal', 'Comunicados'),
    load: () => import('../../features/comunicados/components/mi-zona-screen').then((m) => m.MiZonaScreen),
  },
  calendario: {
    title: within('areapersonal', 'Calendario'),
    load: () =>
      import('../../features/calendario/components/calendario-screen').then((m) => m.CalendarioScreen),
  },
  calculadora: {
    title: within('areapersonal', 'Calculadora'),
    load: () =>
      import('../../features/calculadora/components/calculadora-screen').then((m) => m.CalculadoraScreen),
  },
  liquidacion: {
    title: within('areapersonal', 'Liquidación'),
    load: () =>
      withDataGrid(() =>
        import('../../features/liquidacion/components/liquidacion-screen').then((m) => m.LiquidacionScreen),
      ),
  },
  listaupfronts: {
    title: within('areapersonal', 'Lista de upfronts'),
    load: () =>
      withDataGrid(() =>
        import('../../features/liquidacion/components/lista-upfronts-screen').then(
          (m) => m.ListaUpfrontsScreen,
        ),
      ),
  },
  tutorials: {
    title: 'Tutoriales',
    load: () =>
      import('../../features/tutoriales/components/tutoriales-screen').then((m) => m.TutorialesScreen),
  },
  tiendas: {
    title: 'Tiendas',
    load: () => import('../../features/tiendas/components/tiendas-screen').then((m) => m.TiendasScreen),
  },
  databaseManagement: {
    title: SECTION_LABELS.databaseManagement,
    load: () =>
      withDataGrid(() =>
        import('../../features/database-management/database-management-screen').then(
          (m) => m.DatabaseManagementScreen,
        ),
      ),
  },
  cambiarPassword: {
    title: 'Cambiar contraseña',
    load: () =>
      import('../../features/auth/cambiar-password/cambiar-password-screen').then(
        (m) => m.CambiarPasswordScreen,
      ),
  },
};
