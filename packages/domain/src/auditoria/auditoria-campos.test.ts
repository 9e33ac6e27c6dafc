import { describe, expect, it } from 'vitest';
import { campoLabel } from './auditoria-campos';

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
