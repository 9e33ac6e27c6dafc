import { describe, expect, it } from 'vitest';
import type { AgendadoView } from '@ventas/domain/telework/atenciones-contract';
import { vencidosPorComercial } from './vencidos-por-comercial';

const de = (id: number | null, nombre = `Comercial ${id}`) =>
  ({ comercial: id === null ? null : { id, nombre_completo: nombre } }) as AgendadoView;

describe('the team’s due callbacks by commercial', () => {
  it('counts each one’s, most first then by name, leaving out the Manager’s own and nobody’s', () => {
    const lista = [
      de(5, 'Óscar Ruiz'),
      de(6, 'Ana Gil'),
      de(7, 'Bea Sanz'),
      de(6, 'Ana Gil'),
      de(3, 'Marta Manager'),
      de(null),
      de(7, 'Bea Sanz'),
    ];
    expect(vencidosPorComercial(lista, 3)).toEqual([
      { comercial: 6, nombre: 'Ana Gil', vencidos: 2 },
      { comercial: 7, nombre: 'Bea Sanz', vencidos: 2 },
      { comercial: 5, nombre: 'Óscar Ruiz', vencidos: 1 },
    ]);
  });

  it('is empty when only the Manager has some', () => {
    expect(vencidosPorComercial([de(3)], 3)).toEqual([]);
  });
});
