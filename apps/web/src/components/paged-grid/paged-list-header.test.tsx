import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { TestProviders } from '../../test/test-providers';
import type { ListHeaderControls } from './paged-list';
import { PagedListHeader } from './paged-list-header';

const items = { one: 'persona', other: 'personas' };

function controls(overrides: Partial<ListHeaderControls> = {}): ListHeaderControls {
  return {
    count: 12345,
    countExact: true,
    activeFilters: 0,
    exporting: false,
    openFilters: vi.fn(),
    startExport: vi.fn(),
    ...overrides,
  };
}

describe('PagedListHeader', () => {
  it('says an estimated count with "unos" and an exact one without', () => {
    const { rerender } = render(<PagedListHeader controls={controls()} items={items} />, {
      wrapper: TestProviders,
    });
    expect(screen.getByText('12.345 personas')).toBeTruthy();
    rerender(<PagedListHeader controls={controls({ countExact: false })} items={items} />);
    expect(screen.getByText('unos 12.345 personas')).toBeTruthy();
  });

  it('names the active filters on the Filtros button and opens the panel', () => {
    const header = controls({ activeFilters: 2 });
    render(<PagedListHeader controls={header} items={items} />, { wrapper: TestProviders });
    fireEvent.click(screen.getByRole('button', { name: 'Filtros, 2 activos' }));
    expect(header.openFilters).toHaveBeenCalled();
  });

  it('leaves out Filtros and Exportar for a list without filters or export', () => {
    render(
      <PagedListHeader controls={controls({ startExport: undefined })} items={items} hasFilters={false} />,
      {
        wrapper: TestProviders,
      },
    );
    expect(screen.queryByRole('button', { name: /Filtros/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Exportar' })).toBeNull();
  });

  it('keeps the add button named by its full label when a phone shows the short one', () => {
    const onClick = vi.fn();
    render(
      <PagedListHeader
        controls={controls()}
        items={items}
        create={{ label: 'Nuevo cliente', shortLabel: 'Nuevo', onClick }}
      />,
      { wrapper: TestProviders },
    );
    fireEvent.click(screen.getByRole('button', { name: 'Nuevo cliente' }));
    expect(onClick).toHaveBeenCalled();
  });
});
