import { fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { normalizeFilterValues, type FilterValues } from '@ventas/domain/http/filter-url';
import { defineFilters } from '@ventas/domain/http/list-filters';
import { TestProviders } from '../../test/test-providers';
import type * as debouncedTextField from '../debounced-text-field/debounced-text-field';
import type * as rangeFilter from '../range-filter/range-filter';
import { FilterDrawer } from './filter-drawer';

/** How often each field has rendered, by label: a change must not re-render the other fields. */
const renders = vi.hoisted(() => new Map<string, number>());
const counted = (label: string) => renders.set(label, (renders.get(label) ?? 0) + 1);

vi.mock('../range-filter/range-filter', async (load) => {
  const real = await load<typeof rangeFilter>();
  return {
    RangeFilter: (props: Parameters<typeof real.RangeFilter>[0]) => {
      counted(props.label);
      return real.RangeFilter(props);
    },
  };
});
vi.mock('../debounced-text-field/debounced-text-field', async (load) => {
  const real = await load<typeof debouncedTextField>();
  return {
    DebouncedTextField: (props: Parameters<typeof real.DebouncedTextField>[0]) => {
      counted(String(props.label));
      return real.DebouncedTextField(props);
    },
  };
});

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

const MIXED = defineFilters({
  nombre: { kind: 'text', label: 'Nombre', group: 'Cliente' },
  estado: { kind: 'list', input: 'select', label: 'Estado', group: 'Cliente' },
  alta: { kind: 'range', label: 'Alta', group: 'Cliente' },
});
const OPTIONS = {
  options: () => [
    { value: 'ACTIVO', label: 'Activo' },
    { value: 'BAJA', label: 'Baja' },
  ],
  label: () => undefined,
};

/** The drawer over filter values that, like the URL's, are parsed anew (new objects) on each change. */
function DrawerOverParsedValues() {
  const [values, setValues] = useState<FilterValues<typeof MIXED>>({ alta: { after: '2026-01-05' } });
  return (
    <FilterDrawer
      declarations={MIXED}
      open
      onClose={() => {}}
      values={values}
      onUpdate={(change) => setValues((current) => normalizeFilterValues(MIXED, change(current)))}
      onClearAll={() => {}}
      options={OPTIONS}
      count={3}
      items={NOUNS}
    />
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

  // A change used to re-render every field of the panel (ten date pickers on the customer
  // list): the list waited for that before it reloaded.
  it('re-renders only the field that changed when one filter changes', () => {
    render(
      <TestProviders>
        <DrawerOverParsedValues />
      </TestProviders>,
    );
    const before = new Map(renders);

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Estado' }));
    fireEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'Baja' }));

    expect(screen.getByRole('combobox', { name: 'Estado' }).textContent).toBe('Baja');
    expect(renders.get('Alta')).toBe(before.get('Alta'));
    expect(renders.get('Nombre')).toBe(before.get('Nombre'));
  });
});
