import { describe, expect, it } from 'vitest';
import { ESTADOS_OFERTA, estadoOfertaLabel, estadoOfertaTone } from './oferta-estados';

describe('offer statuses', () => {
  it('label 1–7 as the spec does', () => {
    expect(ESTADOS_OFERTA.map((estado) => estado.id)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(estadoOfertaLabel(5)).toBe('Error envío a SMART');
    expect(estadoOfertaLabel(8)).toBeNull();
  });

  it('read at a glance: activated ones succeed, rejected and failed ones are errors', () => {
    expect([4, 6].map(estadoOfertaTone)).toEqual(['success', 'secondary']);
    expect([3, 5].map(estadoOfertaTone)).toEqual(['error', 'error']);
    expect(estadoOfertaTone(1)).toBe('warning');
    expect(estadoOfertaTone(0)).toBe('default');
  });
});
