import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import type { Cuenta } from '@ventas/domain/cuentas/cuenta-form';
import type { Localidades } from '@ventas/domain/postal-codes/localidades-contract';
import { createQueryClient } from '../../../api/query-client';
import { createFakeServer, stubViewportWidth, type Handler } from '../../../test/fake-server';
import { TestProviders } from '../../../test/test-providers';

/** An account as the API answers it (IBAN masked), with `over` on top. */
export const cuenta = (over: Partial<Cuenta> = {}): Cuenta => ({
  id: 7,
  username: 'lucia',
  nombre: 'Lucía',
  apellidos: 'Gómez',
  nombre_completo: 'Lucía Gómez',
  rol: { id: 4 },
  documento: '12345678Z',
  tipoDocumento: 'DNI',
  numerosContacto: ['612345678'],
  email: 'lucia@example.com',
  direccion: 'Calle Mayor 1',
  cp: '28013',
  localidad: 'Madrid',
  costoGeneral: '1234.50',
  nuss: '281234567840',
  iban: '•••• 1332',
  talla: 'M',
  estado: 'VACACIONES',
  tipoComercial: 'DBL',
  must_change_password: false,
  ...over,
});

/** The fake API's answer to the postal-code lookup: 28013 is Madrid's only town. */
export const LOCALIDADES_28013: Localidades = {
  cp: '28013',
  provincia: { codigo: '28', nombre: 'Madrid' },
  localidades: [{ municipio_id: '28079', municipio: 'Madrid', provincia: 'Madrid', localidades: [] }],
};

/** Renders `ui` in the app's providers against a fake API; answers its recorded calls. */
export function renderWithApi(ui: ReactNode, handler: Handler, width = 1280) {
  stubViewportWidth(width);
  const server = createFakeServer(handler);
  vi.stubGlobal('fetch', server.fetch);
  render(<TestProviders queryClient={createQueryClient()}>{ui}</TestProviders>);
  return server;
}
