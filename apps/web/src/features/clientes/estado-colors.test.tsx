import { render, screen } from '@testing-library/react';
import type { UseQueryResult } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { ESTADOS_CLIENTE } from '@ventas/domain/clientes/cliente-labels';
import type { AtencionView } from '@ventas/domain/telework/atenciones-contract';
import { ESTADOS_ATENCION, TIPOS_ATENCION } from '@ventas/domain/telework/atencion-constants';
import { ESTADOS_OFERTA } from '@ventas/domain/ofertas/oferta-estados';
import {
  estadoAtencionColor,
  estadoClienteColor,
  estadoOfertaColor,
  tipoAtencionColor,
  type EstadoColor,
} from '../../lib/estado-colors';
import { TestProviders } from '../../test/test-providers';
import { HistoricoTab } from './components/cliente-dialog/historico-tab';
import { EstadoClienteChip } from './components/estado-cliente-chip';
import { OfertaEstadoChip } from './components/oferta-estado-chip';
import { estadoAtencionLabel, estadoClienteLabel, tipoAtencionLabel } from './display-labels';

// One colour per state wherever it shows (lib/estado-colors.ts): each state is walked through
// every screen component that shows it here; the grid's last-attention cell has its own test.

const colourClass = (color: EstadoColor) => `MuiChip-color${color.charAt(0).toUpperCase()}${color.slice(1)}`;
const chipOf = (text: string) => screen.getByText(text, { exact: true }).closest('.MuiChip-root');

function atencion(tipo: string, estado: string): AtencionView {
  return {
    id: 1,
    updated_on: '2025-06-02T09:00:00Z',
    comercial: null,
    fechaContacto: '2025-06-02T09:00:00Z',
    estado,
    cliente: 7,
    notas: null,
    tipo,
    tipo_llamada: null,
    agendado: null,
    no_interesado: null,
    gestion: null,
    oferta: null,
  };
}

const ANA = { id: 7, nombre: 'Ana' };

const loaded = (rows: AtencionView[]) =>
  ({ data: rows, isPending: false, isError: false }) as unknown as UseQueryResult<AtencionView[]>;

describe('one colour per state', () => {
  it.each(ESTADOS_CLIENTE)('customer state %s: its chip wears the state colour', (estado) => {
    render(<EstadoClienteChip estado={estado} />, { wrapper: TestProviders });
    expect(chipOf(estadoClienteLabel(estado))?.className).toContain(colourClass(estadoClienteColor(estado)));
  });

  it.each(TIPOS_ATENCION)('attention type %s: the history chip wears the type colour', (tipo) => {
    render(<HistoricoTab query={loaded([atencion(tipo, 'REALIZADO')])} cliente={ANA} />, {
      wrapper: TestProviders,
    });
    expect(chipOf(tipoAtencionLabel(tipo))?.className).toContain(colourClass(tipoAtencionColor(tipo)));
  });

  it.each(ESTADOS_ATENCION)('attention state %s: the history chip wears the state colour', (estado) => {
    render(<HistoricoTab query={loaded([atencion('GESTION', estado)])} cliente={ANA} />, {
      wrapper: TestProviders,
    });
    expect(chipOf(estadoAtencionLabel(estado))?.className).toContain(
      colourClass(estadoAtencionColor(estado)),
    );
  });

  it.each(ESTADOS_OFERTA)('offer state $id ($label): its chip wears the state colour', ({ id, label }) => {
    render(<OfertaEstadoChip estado={id} />, { wrapper: TestProviders });
    expect(chipOf(label)?.className).toContain(colourClass(estadoOfertaColor(id)));
  });

  it.each(['AGENDADO', 'NO_INTERESADO', 'OFERTA'] as const)(
    'an attention of type %s wears the colour of the customer state it sets',
    (code) => {
      expect(tipoAtencionColor(code)).toBe(estadoClienteColor(code));
    },
  );

  it('gives a code it does not know the neutral colour', () => {
    expect([
      estadoClienteColor('X'),
      tipoAtencionColor('X'),
      estadoAtencionColor('X'),
      estadoOfertaColor(99),
    ]).toEqual(['default', 'default', 'default', 'default']);
  });
});
