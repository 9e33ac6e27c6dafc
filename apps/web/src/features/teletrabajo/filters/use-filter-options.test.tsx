import { renderHook, waitFor } from '@testing-library/react';
import type { ComercialOption } from '@ventas/domain/telework/comerciales-contract';
import { POR_ASIGNAR } from '@ventas/domain/telework/comerciales-order';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../api/query-client';
import { createFakeServer } from '../../../test/fake-server';
import { TestProviders } from '../../../test/test-providers';
import { comercialesQuery } from '../../clientes/clientes.public';
import { useFilterOptions } from './use-filter-options';

/** GET /api/comerciales/ as SPEC §5 has it: the accounts, then 'Por asignar' (id 'null'). */
const COMERCIALES: ComercialOption[] = [
  {
    id: 4,
    nombre_completo: 'Carmen Ruiz',
    username: 'carmen',
    estado: 'ALTA',
    tipo_comercial: 'TIENDA',
    rol: 3,
  },
  { ...POR_ASIGNAR, username: null, estado: null, tipo_comercial: null, rol: null },
];

function renderOptions() {
  // The other option lists: none configured (an object of lists, as the API answers).
  vi.stubGlobal(
    'fetch',
    createFakeServer((call) => ({ status: 200, body: call.path === '/api/utils/opciones/' ? {} : [] })).fetch,
  );
  const queryClient = createQueryClient();
  queryClient.setQueryData(comercialesQuery.queryKey, COMERCIALES);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <TestProviders queryClient={queryClient}>{children}</TestProviders>
  );
  return renderHook(() => useFilterOptions(), { wrapper }).result;
}

describe("the customer list's commercial filters", () => {
  it("offer the unassigned customers once, as 'Sin asignar', beside the accounts", async () => {
    const result = renderOptions();
    await waitFor(() => expect(result.current.options('comercial')?.length).toBeGreaterThan(1));
    expect(result.current.options('comercial')).toEqual([
      { value: 'null', label: 'Sin asignar' },
      { value: '4', label: 'Carmen Ruiz' },
    ]);
    expect(result.current.label('comercial', 'null')).toBe('Sin asignar');
  });

  it.each(['proxima_llamada_comercial', 'atencion_comercial', 'venta_comercial'])(
    "offer only accounts where 'null' means nothing (%s)",
    async (key) => {
      const result = renderOptions();
      await waitFor(() =>
        expect(result.current.options(key)).toEqual([{ value: '4', label: 'Carmen Ruiz' }]),
      );
    },
  );
});
