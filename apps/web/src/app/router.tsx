import CircularProgress from '@mui/material/CircularProgress';
import { lazy, Suspense, useEffect, type ComponentType } from 'react';
import { Navigate, createBrowserRouter, type RouteObject } from 'react-router';
import { screenTitle } from '@ventas/domain/permissions/web-navigation';
import { OPEN_ROUTES, WEB_ROUTES, type WebRouteName } from '@ventas/domain/permissions/web-routes';
import { FullPageSpinner } from '../components/full-page-spinner/full-page-spinner';
import { LogoutRoute } from '../features/auth/logout/logout-route';
import { withChunkTimeout } from '../lib/chunk-timeout';
import { RouteGuard } from './route-guard/route-guard';
import { RouteErrorScreen } from './routes/route-error-screen';
import type { RouteHandle } from './routes/document-title';
import { preloadScreen, readyScreen } from './routes/screen-preload';
import { SCREEN_TABLE } from './routes/screen-table';

// Every screen is a lazy chunk, so the login path downloads only the shell and the login form.

/**
 * A built screen loads when it renders, i.e. after the guard let the user in: a route `lazy` would
 * fetch it on every match, even for a visitor about to be sent to login.
 */
function lazyScreen(
  load: () => Promise<ComponentType>,
  next: ReadonlyArray<() => Promise<ComponentType>>,
): ComponentType {
  const Screen = lazy(async () => ({ default: await withChunkTimeout(() => preloadScreen(load)) }));
  return function LazyScreen() {
    useEffect(() => warmWhenIdle(next), []);
    const Ready = readyScreen(load);
    if (Ready) return <Ready />;
    return (
      <Suspense
        fallback={<CircularProgress aria-label="Cargando" sx={{ display: 'block', mx: 'auto', my: 8 }} />}
      >
        <Screen />
      </Suspense>
    );
  };
}

/**
 * After this long on a screen, the code of the screens likely opened next downloads (once the
 * browser is idle): not while the screen itself still loads its data and draws it, which those
 * downloads and their evaluation slowed (Lighthouse counted them before the largest paint and in
 * the blocking time, issue 29 §7).
 */
export const WARM_NEXT_AFTER_MS = 5000;

/** Downloads the code of the screens likely opened next, once settled and idle (errors show there). */
export function warmWhenIdle(loads: ReadonlyArray<() => Promise<ComponentType>>): (() => void) | undefined {
  if (loads.length === 0) return undefined;
  const warm = () => loads.forEach((load) => preloadScreen(load).catch(() => {}));
  let idle: number | undefined;
  const timer = setTimeout(() => {
    if (typeof requestIdleCallback === 'function') idle = requestIdleCallback(warm, { timeout: 3000 });
    else warm();
  }, WARM_NEXT_AFTER_MS);
  return () => {
    clearTimeout(timer);
    if (idle !== undefined) cancelIdleCallback(idle);
  };
}

const loadOf = (name: WebRouteName) => {
  const entry = SCREEN_TABLE[name];
  return 'load' in entry ? entry.load : undefined;
};

function screenRoute(name: WebRouteName): RouteObject {
  const entry = SCREEN_TABLE[name];
  const path = WEB_ROUTES[name].path;
  if ('redirectTo' in entry) {
    return { path, element: <Navigate to={WEB_ROUTES[entry.redirectTo].path} replace /> };
  }
  const title = screenTitle(name);
  const handle: RouteHandle = { title };
  if (entry.load) {
    const next = (entry.next ?? []).map(loadOf).filter((load) => load !== undefined);
    return { path, handle, Component: lazyScreen(entry.load, next) };
  }
  return {
    path,
    handle,
    lazy: async () => {
      const { PlaceholderScreen } = await withChunkTimeout(
        () => import('../features/placeholder/placeholder-screen'),
      );
      return { element: <PlaceholderScreen title={title} /> };
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
      // '/' has no screen: the guard sends a visitor to login and a user home (issue 29).
      { index: true, element: null },
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
