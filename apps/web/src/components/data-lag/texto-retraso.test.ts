import { describe, expect, it } from 'vitest';
import { RETRASO_VISIBLE_S, textoRetraso } from './texto-retraso';

describe('textoRetraso (issue 30: figures read from the standby)', () => {
  it('says nothing below the threshold, nor without a reading', () => {
    expect(RETRASO_VISIBLE_S).toBe(5);
    expect(textoRetraso(null)).toBeNull();
    expect(textoRetraso(0)).toBeNull();
    expect(textoRetraso(4.9)).toBeNull();
    expect(textoRetraso(Number.NaN)).toBeNull();
  });

  it('counts seconds from the threshold up to a minute', () => {
    expect(textoRetraso(5)).toBe('Datos de hace 5 s');
    expect(textoRetraso(12.7)).toBe('Datos de hace 12 s');
    expect(textoRetraso(59)).toBe('Datos de hace 59 s');
  });

  it('counts whole minutes from one minute on', () => {
    expect(textoRetraso(60)).toBe('Datos de hace 1 min');
    expect(textoRetraso(119)).toBe('Datos de hace 1 min');
    expect(textoRetraso(125)).toBe('Datos de hace 2 min');
    expect(textoRetraso(3600)).toBe('Datos de hace 60 min');
  });
});
