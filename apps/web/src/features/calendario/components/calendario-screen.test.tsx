import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderCalendario } from '../test/render-calendario';

const tabla = () => screen.findByRole('table', { name: 'Días del mes' });
const celdaDe = (nombre: string) => screen.getByRole('cell', { name: nombre });

describe('CalendarioScreen', () => {
  it('shows the month Monday to Sunday with each day’s weight, holidays by kind and working days', async () => {
    await renderCalendario();

    const grid = await tabla();
    expect(
      within(grid)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado', 'domingo']);
    // 1 May 2025 is a Thursday: three empty cells before it.
    expect(within(grid).getAllByRole('row')[1]!.querySelectorAll('td')[3]!.textContent).toMatch(/^1Cuenta 0/);
    expect(within(celdaDe('jueves, 1 de mayo')).getByText('Fiesta del Trabajo')).toBeTruthy();
    expect(within(celdaDe('viernes, 2 de mayo')).getByText('Festivo de Comunidad de Madrid')).toBeTruthy();
    expect(within(celdaDe('jueves, 15 de mayo')).getByText('San Isidro')).toBeTruthy();
    expect(within(celdaDe('martes, 27 de mayo')).getByText('Viaje')).toBeTruthy();
    expect(within(celdaDe('sábado, 3 de mayo')).getByText('Cuenta 0,5')).toBeTruthy();
    expect(within(celdaDe('lunes, 5 de mayo')).getByText('Cuenta 1')).toBeTruthy();
    expect(screen.getByText(/^Días laborables/).textContent).toBe(
      'Días laborables: 16,5 (16,5 transcurridos)',
    );
    const leyenda = screen.getByRole('list', { name: 'Leyenda' });
    expect(
      within(leyenda)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Festivo nacional', 'Festivo regional', 'Festivo de la empresa', 'Vacaciones']);
  });

  it('lists a callback at its Madrid time and opens the customer from it with the keyboard', async () => {
    const user = userEvent.setup();
    const { router } = await renderCalendario();
    await tabla();

    const enlace = within(celdaDe('martes, 6 de mayo')).getByRole('link', { name: '10:30 Cliente Uno' });
    enlace.focus();
    await user.keyboard('{Enter}');
    expect(router.state.location.pathname).toBe('/teletrabajo');
    expect(router.state.location.search).toBe('?cliente=77');
  });

  it('cancels a callback from its day after a confirmation, and the month shows it closed at once', async () => {
    const user = userEvent.setup();
    const { pedidos } = await renderCalendario();
    await tabla();

    const dia = celdaDe('martes, 6 de mayo');
    await user.click(within(dia).getByRole('button', { name: 'Acciones de agendado de Cliente Uno' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Cancelar agendado' }));
    await user.click(await screen.findByRole('button', { name: 'Cancelar agendado' }));

    // Closed: greyed, without a menu (nothing left to change), from a second read of the month.
    await waitFor(() =>
      expect(
        within(celdaDe('martes, 6 de mayo')).queryByRole('button', { name: /^Acciones de agendado/ }),
      ).toBeNull(),
    );
    expect(
      within(celdaDe('martes, 6 de mayo')).getByRole('link', { name: '10:30 Cliente Uno' }),
    ).toBeTruthy();
    expect(pedidos('calendario')).toHaveLength(2);
  });

  it('gives a Comercial their own month, without the commercial picker or the company calendar', async () => {
    const { pedidos } = await renderCalendario();
    await tabla();

    expect(screen.queryByRole('combobox', { name: 'Comercial' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Calendario de la empresa' })).toBeNull();
    expect(pedidos('calendario').map((call) => call.path)).toEqual([
      '/api/calculadora/calendario/?month_year_updated_on=2025-05',
    ]);
  });

  it('lets a Manager pick a commercial, kept in the URL', async () => {
    const user = userEvent.setup();
    const { router, pedidos } = await renderCalendario({ rol: 'manager' });
    await tabla();

    await user.click(screen.getByRole('combobox', { name: 'Comercial' }));
    await user.click(screen.getByRole('option', { name: 'Lucía López' }));

    await screen.findByRole('combobox', { name: 'Comercial' });
    expect(router.state.location.search).toBe('?mes=2025-05&comercial=5');
    expect(pedidos('calendario').at(-1)?.path).toBe(
      '/api/calculadora/calendario/?month_year_updated_on=2025-05&comercial=5',
    );
  });

  it('shows a list of days instead of the grid at phone width', async () => {
    await renderCalendario({ width: 360 });

    await screen.findByText('Festivo de Comunidad de Madrid');
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByRole('heading', { name: 'viernes, 2 de mayo' })).toBeTruthy();
    expect(screen.getAllByRole('listitem').length).toBeGreaterThanOrEqual(31);
  });

  it('says so when the month cannot be read, and retries', async () => {
    const user = userEvent.setup();
    const { pedidos } = await renderCalendario({ falla: true });

    await screen.findByText('Error al cargar el calendario');
    const antes = pedidos('calendario').length;
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    await screen.findByText('Error al cargar el calendario');
    expect(pedidos('calendario').length).toBeGreaterThan(antes);
  });

  it('lets an Admin set the company’s community and own days, sent as one PUT', async () => {
    const user = userEvent.setup();
    const { pedidos } = await renderCalendario({ rol: 'admin' });
    await tabla();

    await user.click(screen.getByRole('button', { name: 'Calendario de la empresa' }));
    const dialogo = await screen.findByRole('dialog', { name: 'Calendario de la empresa' });
    await within(dialogo).findByDisplayValue('San Isidro');
    await user.click(within(dialogo).getByRole('combobox', { name: 'Comunidad autónoma' }));
    await user.click(screen.getByRole('option', { name: 'Cataluña' }));
    await user.click(within(dialogo).getByRole('combobox', { name: 'Municipio o isla' }));
    await user.click(screen.getByRole('option', { name: 'Barcelona' }));
    await user.click(within(dialogo).getByRole('button', { name: 'Quitar San Isidro' }));
    await user.click(within(dialogo).getByRole('button', { name: 'Añadir día' }));
    await user.type(within(dialogo).getByLabelText('Día'), '2025-09-24');
    await user.type(within(dialogo).getByLabelText('Nombre'), 'La Mercè');
    await user.click(within(dialogo).getByRole('button', { name: 'Guardar' }));

    await screen.findByText(/Calendario de la empresa guardado/);
    const put = pedidos('calendario-empresa').find((call) => call.method === 'PUT');
    expect(put?.body).toEqual({
      comunidad_autonoma: 'CT',
      municipio: 'B',
      festivos: [{ dia: '2025-09-24', nombre: 'La Mercè' }],
    });
  });
});
