import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { opcionesQuery } from '../../../api/initial-data-queries';
import { createQueryClient } from '../../../api/query-client';
import { createFakeServer } from '../../../test/fake-server';
import { TestProviders } from '../../../test/test-providers';
import { useFilterOptions } from './use-filter-options';

/** Issue 29 §5: "Tipo de venta" filters on the distributor's list, not on typed text. */
function renderOptions() {
  vi.stubGlobal('fetch', createFakeServer(() => ({ status: 200, body: [] })).fetch);
  const queryClient = createQueryClient();
  queryClient.setQueryData(opcionesQuery.queryKey, {
    tipo_venta: [
      { value: 'ALTA', label: 'Alta nueva' },
      { value: 'VERANO', label: 'Verano', activo: false },
    ],
  });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <TestProviders queryClient={queryClient}>{children}</TestProviders>
  );
  return renderHook(() => useFilterOptions(), { wrapper }).result;
}

describe('the customer list’s "Tipo de venta" filter', () => {
  it('offers every sale type by label (deactivated ones too: old sales hold them) and "Sin tipo"', async () => {
    const result = renderOptions();
    await waitFor(() =>
      expect(result.current.options('paquete_tipo_venta')).toEqual([
        { value: 'ALTA', label: 'Alta nueva' },
        { value: 'VERANO', label: 'Verano' },
        { value: 'Sin tipo', label: 'Sin tipo' },
      ]),
    );
    // The chip of a filter opened from the statistics reads the label, not the stored value.
    expect(result.current.label('paquete_tipo_venta', 'ALTA')).toBe('Alta nueva');
  });
});
