import { describe, expect, it } from 'vitest';
import { CLIENTES_FILTERS } from '@ventas/domain/telework/clientes-filters';
import { CLIENTES_FILTER_BUILDERS } from './clientes-where';

describe('the customer filter declaration', () => {
  it('gives every declared filter exactly one SQL builder, and no builder an undeclared key', () => {
    const declared = Object.keys(CLIENTES_FILTERS).sort();
    const built = CLIENTES_FILTER_BUILDERS.flatMap((builders) => Object.keys(builders)).sort();
    expect(built).toEqual(declared);
  });
});
