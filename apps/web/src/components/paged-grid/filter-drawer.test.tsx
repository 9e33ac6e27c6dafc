import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { defineFilters } from '@ventas/domain/http/list-filters';
import { TestProviders } from '../../test/test-providers';
import { FilterDrawer } from './filter-drawer';

const FILTERS = defineFilters({ nombre: { kind: 'text', label: 'Nombre', group: 'Cliente' } });
const NOUNS = { one: 'cliente', other: 'clientes' };

function renderDrawer(count: number | undefined) {
  render(
    <TestProviders>
      <FilterDrawer
        declarations={FILTERS}
        open
        onClose={() => {}}
        values={{}}
        onUpdate={() => {}}
        onClearAll={() => {}}
        options={{ options: () => null, label: () => undefined }}
        count={count}
        items={NOUNS}
      />
    </TestProviders>,
  );
}

describe('the filter drawer', () => {
  it.each([
    [1, 'Ver 1 cliente'],
    [0, 'Ver 0 clientes'],
    [12345, 'Ver 12.345 clientes'],
    [undefined, 'Ver clientes'],
  ])('names %s results in its button as "%s"', (count, label) => {
    renderDrawer(count);
    expect(screen.getByRole('button', { name: label })).toBeTruthy();
  });
});
