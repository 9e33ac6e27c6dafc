import { describe, expect, it } from 'vitest';
import { withActiveDefault } from './active-only';

describe('the devices list asks for active devices by default (SPEC §9)', () => {
  it.each([
    { when: 'no activity filter', query: { page: '1' }, expected: { page: '1', is_active: 'true' } },
    {
      when: 'the filter asks for inactive ones',
      query: { is_active: 'false' },
      expected: { is_active: 'false' },
    },
    {
      when: 'the filter asks for active ones',
      query: { is_active: 'true' },
      expected: { is_active: 'true' },
    },
  ])('$when', ({ query, expected }) => {
    expect(withActiveDefault(query)).toEqual(expected);
  });
});
