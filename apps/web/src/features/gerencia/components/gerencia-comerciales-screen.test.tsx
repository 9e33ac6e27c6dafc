import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ESTADOS_OFERTA_VENDIDA } from '@ventas/domain/ofertas/oferta-estados';
import { CUENTAS } from '../test/gerencia-fixtures';
import { SLOW, destino, esperarTabla, nombresDeFilas, renderGerencia, tabla } from '../test/render-gerencia';

const link = (name: string) => within(tabla()).getByRole('link', { name });

describe('Gerencia · Comerciales: the figures', () => {
  it('shows one row per commercial with state, type and every figure in es-ES, and the total row', async () => {
    const { llamadas } = renderGerencia();
    await esperarTabla();

    const headers = within(tabla())
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers.slice(1)).toEqual([
      'Comercial',
      'Estado',
      'Tipo',
      'Atenciones',
      'Agendados',
      'Gestiones',
      'No interesados',
      'Ofertas',
      'Vendidos',
      'Con paquete vigente',
      'Altas',
    ]);
    const filas = within(tabla()).getAllByRole('row').slice(1);
    expect(filas.map((fila) => fila.textContent)).toEqual([
      'Carlos ComercialAltaTienda12.3453210115',
      'Lucía LópezAltaDBL75102110',
      'Marta GerenteAltaSin definir00000000',
      'Total3 comerciales12.3507312225',
    ]);
    // No filter in the URL: the API applies SPEC §9's defaults itself.
    expect(llamadas('/api/comerciales/gerencia/')[0]?.url.search).toBe('');
    expect(screen.getByRole('status').textContent).toBe(
      'Información Recopilada: 3 comerciales, del 02/03/2026 al 01/04/2026.',
    );
  });

  it("links every count to the Teletrabajo list of that commercial's customers in the window", async () => {
    renderGerencia();
    await esperarTabla();

    const agendados = destino(link('Agendados de Carlos Comercial: 3'));
    expect(agendados.pathname).toBe('/teletrabajo');
    expect(agendados.searchParams.getAll('atencion_comercial')).toEqual(['4']);
    expect(agendados.searchParams.getAll('atencion_tipo')).toEqual(['AGENDADO']);
    expect(agendados.searchParams.get('atencion_updated_on_after')).toBe('2026-03-02');
    expect(agendados.searchParams.get('atencion_updated_on_before')).toBe('2026-04-01');

    expect(
      destino(link('Atenciones de Carlos Comercial: 12.345')).searchParams.get('atencion_comercial'),
    ).toBe('4');
    const atenciones = destino(link('Atenciones de Lucía López: 7'));
    expect(atenciones.searchParams.getAll('atencion_comercial')).toEqual(['5']);
    expect(atenciones.searchParams.getAll('atencion_tipo')).toEqual([]);

    const vendidos = destino(link('Vendidos de Carlos Comercial: 1'));
    expect(vendidos.searchParams.getAll('venta_comercial')).toEqual(['4']);
    expect(vendidos.searchParams.getAll('estadoOferta')).toEqual(ESTADOS_OFERTA_VENDIDA.map(String));
    expect(vendidos.searchParams.get('fecha_venta_after')).toBe('2026-03-02');

    const altas = destino(link('Altas de Carlos Comercial: 5'));
    expect(altas.searchParams.getAll('comercial')).toEqual(['4']);
    expect(altas.searchParams.get('created_on_before')).toBe('2026-04-01');
  });

  it('leaves zero as plain text, not a link', async () => {
    renderGerencia();
    await esperarTabla();
    expect(within(tabla()).queryByRole('link', { name: /^Ofertas de Carlos Comercial/ })).toBeNull();
    expect(within(tabla()).queryByRole('link', { name: /de Marta Gerente/ })).toBeNull();
    expect(within(tabla()).getAllByRole('link', { name: /de Carlos Comercial/ })).toHaveLength(7);
  });

  it("links the total row to every listed commercial's customers at once", async () => {
    renderGerencia();
    await esperarTabla();
    const total = destino(link('Agendados, total: 7'));
    expect(total.searchParams.getAll('atencion_comercial')).toEqual(['4', '5', '3']);
    expect(total.searchParams.getAll('atencion_tipo')).toEqual(['AGENDADO']);
  });

  it('opens Teletrabajo with the figure’s filters when a count is clicked', async () => {
    const user = userEvent.setup();
    const { router } = renderGerencia();
    await esperarTabla();
    await user.click(link('No interesados de Carlos Comercial: 1'));
    expect(router.state.location.pathname).toBe('/teletrabajo');
    const query = new URLSearchParams(router.state.location.search);
    expect(query.getAll('atencion_tipo')).toEqual(['NO_INTERESADO']);
    expect(query.getAll('atencion_comercial')).toEqual(['4']);
  });

  it('sorts by a figure, largest first, and back on a second click', async () => {
    const user = userEvent.setup();
    renderGerencia();
    await esperarTabla();
    expect(nombresDeFilas()).toEqual(['Carlos Comercial', 'Lucía López', 'Marta Gerente', 'Total']);

    await user.click(within(tabla()).getByRole('button', { name: 'Agendados' }));
    expect(nombresDeFilas()).toEqual(['Lucía López', 'Carlos Comercial', 'Marta Gerente', 'Total']);
    await user.click(within(tabla()).getByRole('button', { name: 'Agendados' }));
    expect(nombresDeFilas()).toEqual(['Marta Gerente', 'Carlos Comercial', 'Lucía López', 'Total']);
    expect(within(tabla()).getByRole('columnheader', { name: 'Agendados' }).getAttribute('aria-sort')).toBe(
      'ascending',
    );
  });

  it('says what each figure counts on the header', async () => {
    const user = userEvent.setup();
    renderGerencia();
    await esperarTabla();
    await user.hover(within(tabla()).getByRole('button', { name: 'Vendidos' }));
    expect(await screen.findByRole('tooltip', {}, SLOW).then((tooltip) => tooltip.textContent)).toBe(
      'Clientes con una oferta del comercial activada (total o parcial) en las fechas',
    );
  });
});

describe('Gerencia · Comerciales: the top-bar search', () => {
  it('keeps the rows whose name matches, accents aside, and asks the total of those alone', async () => {
    const { llamadas } = renderGerencia({ url: '/gerencia/comerciales?search=CARLOS' });
    await esperarTabla();
    expect(nombresDeFilas()).toEqual(['Carlos Comercial', 'Total']);

    const total = await within(tabla()).findByRole('link', { name: 'Atenciones, total: 12.345' }, SLOW);
    expect(destino(total).searchParams.getAll('atencion_comercial')).toEqual(['4']);
    expect(llamadas('/api/comerciales/gerencia/').map((call) => call.url.search)).toContain('?comercial=4');
    expect(screen.getByRole('status').textContent).toMatch(/^Información Recopilada: 1 comercial,/);
  });

  it('matches without accents', async () => {
    renderGerencia({ url: '/gerencia/comerciales?search=lucia' });
    await esperarTabla();
    expect(nombresDeFilas()).toEqual(['Lucía López', 'Total']);
  });

  it('says when no commercial matches, and clears search and filters', async () => {
    const user = userEvent.setup();
    const { router } = renderGerencia({ url: '/gerencia/comerciales?search=zzz&tipo_comercial=DBL' });
    expect(await screen.findByText('Ningún comercial coincide con «zzz».', {}, SLOW)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Limpiar filtros' }));
    expect(router.state.location.search).toBe('');
    await esperarTabla();
  });
});

describe('Gerencia · Comerciales: empty, loading and failing', () => {
  it('says when no commercial has the filters', async () => {
    renderGerencia({
      reply: (_call, url) =>
        url.pathname === '/api/comerciales/gerencia/'
          ? { status: 200, body: { ...CUENTAS, comerciales: [] } }
          : undefined,
    });
    expect(await screen.findByText('Ningún comercial cumple estos filtros.', {}, SLOW)).toBeTruthy();
  });

  it('says the figures failed and loads them on retry', async () => {
    const user = userEvent.setup();
    let falla = true;
    renderGerencia({
      reply: (_call, url) =>
        url.pathname === '/api/comerciales/gerencia/' && falla
          ? { status: 500, body: { detail: 'Error interno' } }
          : undefined,
    });
    expect(await screen.findByText('No se pudo cargar el contenido', {}, SLOW)).toBeTruthy();
    falla = false;
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    await esperarTabla();
    expect(screen.queryByText('No se pudo cargar el contenido')).toBeNull();
  });

  it("names the API's reason when it refuses a hand-edited link", async () => {
    renderGerencia({
      url: '/gerencia/comerciales?estado=JUBILADO',
      reply: (_call, url) =>
        url.pathname === '/api/comerciales/gerencia/'
          ? { status: 400, body: { estado: ['Estado no válido: JUBILADO'] } }
          : undefined,
    });
    expect(
      await screen.findByText('No se pudo cargar el contenido: Estado no válido: JUBILADO', {}, SLOW),
    ).toBeTruthy();
  });

  it('says the filter options failed, and still shows the figures', async () => {
    renderGerencia({
      reply: (_call, url) =>
        url.pathname === '/api/comerciales/gerencia-filters/'
          ? { status: 500, body: { detail: 'x' } }
          : undefined,
    });
    expect(await screen.findByText('No se han cargado las opciones de comerciales', {}, SLOW)).toBeTruthy();
    await esperarTabla();
    expect(screen.getByRole('combobox', { name: 'Estado' })).toBeTruthy();
  });

  it('shows a skeleton until the first figures arrive', async () => {
    renderGerencia();
    expect(screen.getByRole('progressbar', { name: 'Cargando las cifras' })).toBeTruthy();
    await esperarTabla();
    expect(screen.queryByRole('progressbar', { name: 'Cargando las cifras' })).toBeNull();
  });
});
