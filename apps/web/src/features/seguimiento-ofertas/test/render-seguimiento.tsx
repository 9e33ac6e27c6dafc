import { render } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { vi } from 'vitest';
import { createQueryClient } from '../../../api/query-client';
import { sessionStore } from '../../../session/session-store';
import { stubViewportWidth } from '../../../test/fake-server';
import { TestProviders } from '../../../test/test-providers';
import { SeguimientoOfertasScreen } from '../components/seguimiento-ofertas-screen';
import { seguimientoFakeApi, type SeguimientoFakeOptions } from './seguimiento-fake-api';

export const SEGUIMIENTO_PATH = '/retailX/seguimiento';

/**
 * The offers-tracking screen, signed in as a group D manager, over the fake API. Timers are the
 * caller's: the sign-in runs on whatever clock is installed.
 */
export async function renderSeguimiento(options: SeguimientoFakeOptions & { width?: number } = {}) {
  stubViewportWidth(options.width ?? 1280);
  const api = seguimientoFakeApi(options);
  vi.stubGlobal('fetch', api.fetch);
  await sessionStore.login({ username: 'marta', password: 'x' });
  const router = createMemoryRouter([{ path: SEGUIMIENTO_PATH, element: <SeguimientoOfertasScreen /> }], {
    initialEntries: [SEGUIMIENTO_PATH],
  });
  const view = render(
    <TestProviders queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  return { ...api, ...view };
}
