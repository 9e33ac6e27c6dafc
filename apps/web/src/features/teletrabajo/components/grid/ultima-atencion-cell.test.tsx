import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TIPOS_ATENCION } from '@ventas/domain/telework/atencion-constants';
import { tipoAtencionColor } from '../../../../lib/estado-colors';
import { TestProviders } from '../../../../test/test-providers';
import { tipoAtencionLabel } from '../../../clientes/clientes.public';
import { UltimaAtencionCell } from './ultima-atencion-cell';

// One colour per state (lib/estado-colors.ts): the grid's last attention wears its type's colour,
// as the history tab and the estado chip do (features/clientes/estado-colors.test.tsx).
describe('the last-attention cell', () => {
  it.each(TIPOS_ATENCION)('shows a %s attention in its type colour, with when it happened', (tipo) => {
    const atencion = {
      id: 1,
      tipo,
      estado: 'REALIZADO',
      updated_on: '2025-06-02T09:00:00Z',
      fecha_agendado: null,
    };
    render(<UltimaAtencionCell atencion={atencion} />, { wrapper: TestProviders });

    const chip = screen.getByText(tipoAtencionLabel(tipo), { exact: true }).closest('.MuiChip-root');
    const color = tipoAtencionColor(tipo);
    expect(chip?.className).toContain(`MuiChip-color${color.charAt(0).toUpperCase()}${color.slice(1)}`);
    expect(screen.getByText('02/06/2025 11:00')).toBeTruthy();
  });

  it('says so when the customer has no attention yet', () => {
    render(<UltimaAtencionCell atencion={null} />, { wrapper: TestProviders });
    expect(screen.getByText('Sin atenciones')).toBeTruthy();
  });
});
