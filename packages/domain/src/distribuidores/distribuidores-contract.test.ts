import { describe, expect, it } from 'vitest';
import { distribuidorCreateSchema, distribuidorUpdateSchema } from './distribuidores-contract';

const valid = { name: 'Nuevo', subdomain: 'Nuevo-1', superadmin_username: 'jefa' };

describe('the distributor forms', () => {
  it('lower-cases the subdomain and defaults groups and selling companies to none', () => {
    expect(distribuidorCreateSchema.parse(valid)).toEqual({
      ...valid,
      subdomain: 'nuevo-1',
      groups: [],
      selling_companies: [],
    });
  });

  it.each([
    ['a subdomain with a dot', { subdomain: 'a.b' }],
    ['a subdomain ending in a hyphen', { subdomain: 'abc-' }],
    ['a 64-character subdomain', { subdomain: 'a'.repeat(64) }],
    ['a repeated group', { groups: ['A', 'A'] }],
    ['a username with spaces', { superadmin_username: 'la jefa' }],
    ['an unknown field', { password: 'x' }],
  ])('refuses %s', (_label, change) => {
    expect(distribuidorCreateSchema.safeParse({ ...valid, ...change }).success).toBe(false);
  });

  it('needs only the name: the subdomain and the first SuperAdmin are optional', () => {
    expect(distribuidorCreateSchema.parse({ name: 'Nuevo' })).toEqual({
      name: 'Nuevo',
      groups: [],
      selling_companies: [],
    });
  });

  it('accepts any subset on update, groups included, and nothing unknown', () => {
    expect(distribuidorUpdateSchema.parse({ groups: ['A', 'E'] })).toEqual({ groups: ['A', 'E'] });
    expect(distribuidorUpdateSchema.safeParse({ password: 'x' }).success).toBe(false);
  });

  it('accepts the row as read back, an uploaded logo’s path included', () => {
    const row = {
      id: 7,
      name: 'Norte',
      subdomain: 'norte',
      selling_companies: [],
      groups: ['A'],
      maintenance: false,
      logo_url: '/api/distribuidores/logo/?v=1764151200000',
      plataforma: false,
      deleted_at: null,
      purge_after: null,
      tiene_superadmin: true,
    };
    expect(distribuidorUpdateSchema.parse(row)).toEqual(row);
    expect(distribuidorUpdateSchema.safeParse({ ...row, logo_url: '/otra/ruta' }).success).toBe(false);
    expect(distribuidorUpdateSchema.safeParse({ ...row, id: 'siete' }).success).toBe(false);
  });
});
