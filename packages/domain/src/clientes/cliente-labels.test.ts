import { describe, expect, it } from 'vitest';
import { TIPOS_DOCUMENTO } from '../validators/documento';
import {
  ESTADOS_CLIENTE,
  estadoClienteLabel,
  humanizeCode,
  labelOfCode,
  tipoDocumentoLabel,
} from './cliente-labels';

describe('customer labels (one definition for the screen and the export)', () => {
  it.each([
    ['NUEVO', 'Nuevo'],
    ['AGENDADO', 'Agendado'],
    ['NO_INTERESADO', 'No interesado'],
    ['OFERTA', 'Oferta'],
    ['VENDIDO', 'Vendido'],
  ])('shows the estado %s as %j', (code, label) => {
    expect(estadoClienteLabel(code)).toBe(label);
  });

  it('has a label for every estado and every document type', () => {
    for (const estado of ESTADOS_CLIENTE) expect(estadoClienteLabel(estado)).not.toBe(estado);
    expect(TIPOS_DOCUMENTO.map(tipoDocumentoLabel)).toEqual(['DNI', 'NIE', 'CIF', 'Pasaporte', 'Otro']);
  });

  it('makes an unknown code readable and leaves nothing for no code', () => {
    expect(estadoClienteLabel('EN_ESPERA')).toBe('En espera');
    expect(estadoClienteLabel(null)).toBe('');
    expect(estadoClienteLabel(undefined)).toBe('');
    expect(labelOfCode({ A: 'Uno' })('A')).toBe('Uno');
  });

  it.each([
    ['NO_INTERESADO', 'No interesado'],
    ['FIJOS_PRO2', 'Fijos pro2'],
    ['Ya es cliente', 'Ya es cliente'],
    ['Movistar', 'Movistar'],
  ])('humanizes %j as %j, and leaves text that is not a code alone', (code, label) => {
    expect(humanizeCode(code)).toBe(label);
  });
});
