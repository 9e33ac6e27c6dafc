import CircularProgress from '@mui/material/CircularProgress';
import { lazy, Suspense, type ComponentType } from 'react';
import { Navigate, createBrowserRouter, type RouteObject } from 'react-router';
import { OPEN_ROUTES, WEB_ROUTES, type WebRouteName } from '@ventas/domain/permissions/web-routes';
import { FullPageSpinner } from '../components/full-page-spinner/full-page-spinner';
import { LogoutRoute } from '../features/auth/logout/logout-route';
import { withChunkTimeout } from '../lib/chunk-timeout';
import { RouteGuard } from './route-guard/route-guard';
import { RouteErrorScreen } from './routes/route-error-screen';
import type { RouteHandle } from './routes/document-title';
import { SCREEN_TABLE } from './routes/screen-table';

// Every screen is a lazy chunk, so the login path downloads only the shell and the login form.

/**
 * A built screen loads when it renders, i.e. after the guard let the user in: a route `lazy` would
 * fetch it on every match, even for a visitor about to be sent to login.
 */
function lazyScreen(load: () => Promise<ComponentType>): ComponentType {
  const Screen = lazy(async () => ({ default: await withChunkTimeout(load) }));
  return function LazyScreen() {
    return (
      <Suspense
        fallback={<CircularProgress aria-label="Cargando" sx={{ display: 'block', mx: 'auto', my: 8 }} />}
      >
        <Screen />
      </Suspense>
    );
  };
}

function screenRoute(name: WebRouteName): RouteObject {
  const entry = SCREEN_TABLE[name];
  const path = WEB_ROUTES[name].path;
  if ('redirectTo' in entry) {
    return { path, element: <Navigate to={WEB_ROUTES[entry.redirectTo].path} replace /> };
  }
  const handle: RouteHandle = { title: entry.title };
  if (entry.load) return { path, handle, Component: lazyScreen(entry.load) };
  return {
    path,
    handle,
    lazy: async () => {
      const { PlaceholderScreen } = await withChunkTimeout(
        () => import('../features/placeholder/placeholder-screen'),
      );
      return { element: <PlaceholderScreen title={entry.title} /> };
    },
  };
}

export const appRoutes: RouteObject[] = [
  {
    // SPEC §2: the guard wraps every route, open ones included.
    element: <RouteGuard />,
    errorElement: <RouteErrorScreen />,
    hydrateFallbackElement: <FullPageSpinner />,
    children: [
      { index: true, element: <Navigate to={WEB_ROUTES.dashboard.path} replace /> },
      {
        path: OPEN_ROUTES.login,
        handle: { title: 'Iniciar sesión' } satisfies RouteHandle,
        lazy: async () => {
          const { LoginScreen } = await withChunkTimeout(() => import('../features/auth/login/login-screen'));
          return { Component: LoginScreen };
        },
      },
      { path: OPEN_ROUTES.logout, element: <LogoutRoute /> },
      {
        path: OPEN_ROUTES.maintenance,
        handle: { title: 'Mantenimiento' } satisfies RouteHandle,
        lazy: async () => {
          const { MaintenanceScreen } = await withChunkTimeout(
            () => import('../features/maintenance/maintenance-screen'),
          );
          return { Component: MaintenanceScreen };
        },
      },
      {
        lazy: async () => {
          const { AppLayout } = await withChunkTimeout(() => import('./layout/app-layout'));
          return { Component: AppLayout };
        },
        children: (Object.keys(WEB_ROUTES) as WebRouteName[]).map(screenRoute),
      },
      // Unnamed routes still reach the guard, which sends them on (SPEC §2).
      { path: '*', element: null },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(appRoutes);
}
