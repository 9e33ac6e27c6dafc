import { describe, expect, it } from 'vitest';
import { campoLabel, fechaAuditada } from './auditoria-campos';

describe('campoLabel: an audited column as a person calls it', () => {
  it.each([
    ['password_hash', 'Contraseña'],
    ['tipo_venta', 'Tipo de venta'],
    ['comercial_id', 'Comercial'],
    ['fecha_agendado', 'Agendado para'],
    // Not listed: its words, never the identifier.
    ['precio_total', 'Precio total'],
    ['familia_objetivo_id', 'Familia objetivo'],
    ['__proto__', 'Proto'],
  ])('%s → %s', (campo, label) => {
    expect(campoLabel(campo)).toBe(label);
  });
});

describe('fechaAuditada: a stored date as a person reads it', () => {
  it.each([
    ['2026-12-05T22:29:36.488+00:00', '05/12/2026 23:29'],
    ['2026-07-01T08:00:00Z', '01/07/2026 10:00'],
    ['2027-10-31T00:30:00+00:00', '31/10/2027 02:30'],
    ['2026-02-03', '03/02/2026'],
    ['28013', null],
    ['Propio', null],
    [42, null],
  ])('%s → %s', (valor, texto) => {
    expect(fechaAuditada(valor)).toBe(texto);
  });
});
