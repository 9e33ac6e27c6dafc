import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { queryOptions } from '@tanstack/react-query';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defineFilters } from '@ventas/domain/http/list-filters';
import type { ListPaging, Page } from '@ventas/domain/http/page';
import { ApiError } from '../../api/api-error';
import { createQueryClient } from '../../api/query-client';
import { TEXT_FILTER_DEBOUNCE_MS } from '../../config/constants';
import { stubViewportWidth } from '../../test/fake-server';
import { TestProviders } from '../../test/test-providers';
import { defineList, type ListQuery } from './list-declaration';
import { PagedList } from './paged-list';

interface Row {
  id: number;
  nombre: string;
}

const FILTERS = defineFilters({
  nombre: { kind: 'text', label: 'Nombre', group: 'Cliente' },
  estado: { kind: 'list', input: 'select', label: 'Estado', group: 'Cliente' },
});
const PAGING: ListPaging = {
  pageSizeOptions: [25, 50],
  defaultPageSize: 25,
  maxPageSize: 50,
  orderable: ['nombre'],
  defaultOrdering: 'nombre',
};
const ESTADOS = [
  { value: 'ACTIVO', label: 'Activo' },
  { value: 'BAJA', label: 'Baja' },
];

/** A list whose pages come from `answer`; every request it makes is recorded. */
function testList(answer: (query: ListQuery) => Page<Row> | Promise<Page<Row>>) {
  const requests: ListQuery[] = [];
  const list = defineList({
    filters: FILTERS,
    paging: PAGING,
    pageQuery: (query: ListQuery) =>
      queryOptions({
        queryKey: ['test-list', query],
        queryFn: () => {
          requests.push(query);
          return answer(query);
        },
        retry: false,
      }),
    texts: {
      gridLabel: 'Clientes',
      items: { one: 'cliente', other: 'clientes' },
      empty: 'Todavía no hay clientes',
      emptyFiltered: 'No hay clientes que coincidan con los filtros',
      loadFailed: 'No se ha podido cargar la lista de clientes.',
    },
  });
  return { list, requests };
}

function renderList(list: ReturnType<typeof testList>['list'], path = '/lista') {
  stubViewportWidth(1280);
  const router = createMemoryRouter(
    [
      {
        path: '/lista',
        element: (
          <PagedList
            list={list}
            columns={{
              build: () => [{ field: 'nombre', headerName: 'Nombre' }],
              orderBy: {},
              phone: ['nombre'],
              tabletHidden: [],
              laptopHidden: [],
            }}
            filterOptions={{
              options: (key) => (key === 'estado' ? ESTADOS : null),
              label: () => undefined,
            }}
            onOpen={() => {}}
            header={(controls) => <button onClick={controls.openFilters}>Abrir filtros</button>}
          />
        ),
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <TestProviders queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  return router;
}

const SLOW = { timeout: 8000 };
const page = (results: Row[]): Page<Row> => ({
  results,
  count: results.length,
  current: 1,
  count_exact: true,
});

/** Lets promises and React settle without letting the clock reach the text pause. */
const settle = () => act(async () => {});

describe('the paged list', { timeout: 30_000 }, () => {
  afterEach(() => vi.useRealTimers());

  it('applies a select filter at once, while typed text waits for the pause', async () => {
    const { list, requests } = testList(() => page([{ id: 1, nombre: 'Ana Pérez' }]));
    const router = renderList(list);
    expect(await screen.findByText('Ana Pérez', {}, SLOW)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Abrir filtros' }));
    const drawer = await screen.findByRole('dialog', { name: 'Filtros' }, SLOW);

    vi.useFakeTimers();
    fireEvent.mouseDown(within(drawer).getByRole('combobox', { name: 'Estado' }));
    fireEvent.click(screen.getByRole('option', { name: 'Baja' }));
    await settle();
    expect(router.state.location.search).toBe('?estado=BAJA');
    expect(requests.at(-1)).toMatchObject({ estado: 'BAJA' });

    fireEvent.change(within(drawer).getByRole('textbox', { name: 'Nombre' }), {
      target: { value: 'ana' },
    });
    await settle();
    expect(router.state.location.search).toBe('?estado=BAJA');
    await act(() => vi.advanceTimersByTimeAsync(TEXT_FILTER_DEBOUNCE_MS));
    expect(router.state.location.search).toBe('?nombre=ana&estado=BAJA');
    expect(requests.at(-1)).toMatchObject({ nombre: 'ana', estado: 'BAJA' });
  });

  it('says a failed load once, with a retry, and neither calls the list empty nor pages on', async () => {
    let fail = true;
    const { list } = testList(() => {
      if (fail) throw new ApiError(500, { detail: 'Error interno del servidor.' });
      return page([{ id: 2, nombre: 'Luis Gil' }]);
    });
    renderList(list, '/lista?page=3');

    expect(await screen.findByText('No se ha podido cargar la lista de clientes.', {}, SLOW)).toBeTruthy();
    expect(screen.getAllByText('No se ha podido cargar la lista de clientes.')).toHaveLength(1);
    expect(screen.queryByText('Todavía no hay clientes')).toBeNull();
    const arrow = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;
    expect(arrow('Ir a la página siguiente').disabled).toBe(true);
    expect(arrow('Ir a la página anterior').disabled).toBe(true);
    // Nor does its footer count rows it never received.
    expect(document.querySelector('.MuiTablePagination-displayedRows')?.textContent).toBe('');

    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('Luis Gil', {}, SLOW)).toBeTruthy();
    expect(screen.queryByText('No se ha podido cargar la lista de clientes.')).toBeNull();
  });
});
