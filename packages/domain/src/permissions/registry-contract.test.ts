import { describe, expect, it } from 'vitest';
import { esGrupoDelCodigo, groupFormSchema, permissionFormSchema } from './registry-contract';

describe('the registry forms', () => {
  it.each([
    ['A', true],
    ['D', true],
    ['E', false],
    ['a', false],
    ['Grupo A', false],
  ])('group %s is one the code is written against: %s', (name, expected) => {
    expect(esGrupoDelCodigo(name)).toBe(expected);
  });

  it('trims a group name and keeps the permissions it lists', () => {
    expect(groupFormSchema.parse({ name: '  E ', permissions: [1, 2] })).toEqual({
      name: 'E',
      permissions: [1, 2],
    });
  });

  it.each([
    ['an empty name', { name: '  ' }],
    ['a 151-character name', { name: 'x'.repeat(151) }],
    ['a permission id of zero', { name: 'E', permissions: [0] }],
    ['an unknown field', { name: 'E', extra: 1 }],
  ])('refuses a group with %s', (_label, body) => {
    expect(groupFormSchema.safeParse(body).success).toBe(false);
  });

  it.each([
    ['an upper-case codename', 'View_x'],
    ['a codename starting with a digit', '1view'],
    ['a codename with a space', 'view x'],
  ])('refuses a permission with %s', (_label, codename) => {
    expect(permissionFormSchema.safeParse({ name: 'Ver', codename }).success).toBe(false);
  });

  it('stores a missing content type as null', () => {
    expect(permissionFormSchema.parse({ name: 'Ver', codename: 'view_x' }).content_type_id).toBeNull();
  });
});
