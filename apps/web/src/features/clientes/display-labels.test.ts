import { describe, expect, it } from 'vitest';
import { ESTADO_CLIENTE_LABELS, ESTADOS_CLIENTE } from '@ventas/domain/clientes/cliente-labels';
import { estadoClienteLabel, tipoDocumentoLabel } from './display-labels';

describe('display labels', () => {
  it('shows the customer estados with the words the xlsx export writes (the domain table)', () => {
    for (const estado of ESTADOS_CLIENTE) {
      expect(estadoClienteLabel(estado)).toBe(ESTADO_CLIENTE_LABELS[estado]);
    }
    expect(tipoDocumentoLabel('PASAPORTE')).toBe('Pasaporte');
  });
});
