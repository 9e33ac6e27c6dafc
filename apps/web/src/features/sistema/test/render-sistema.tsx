import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { vi } from 'vitest';
import { createQueryClient } from '../../../api/query-client';
import { stubViewportWidth } from '../../../test/fake-server';
import { TestProviders } from '../../../test/test-providers';
import { sistemaFakeApi, type SistemaFakeOptions } from './sistema-fake-api';

/** A tab of the registry over the fake API, at `width` px (desktop unless told). */
export function renderSistema(tab: ReactElement, options: SistemaFakeOptions & { width?: number } = {}) {
  stubViewportWidth(options.width ?? 1280);
  const server = sistemaFakeApi(options);
  vi.stubGlobal('fetch', server.fetch);
  const user = userEvent.setup();
  render(<TestProviders queryClient={createQueryClient()}>{tab}</TestProviders>);
  const escrituras = () => server.calls.filter((call) => call.method !== 'GET');
  return { server, user, escrituras };
}
