import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  SLOW,
  destino,
  esperarTabla,
  nombresDeFilas,
  renderGerencia,
  tabla,
} from '../../test/render-gerencia';

const queries = (llamadas: ReturnType<typeof renderGerencia>['llamadas']) =>
  llamadas('/api/comerciales/gerencia/').map((call) => call.url.search);

async function elegir(combobox: string, opcion: string) {
  const user = userEvent.setup();
  await user.click(screen.getByRole('combobox', { name: combobox }));
  // A date preset's option names its days too ("Periodo anterior: 02/… – 01/…").
  const nombre = combobox === 'Periodo' ? new RegExp(`^${opcion}:`) : opcion;
  await user.click(await screen.findByRole('option', { name: nombre }));
}

describe('Gerencia · Comerciales: the filters live in the URL', () => {
  it('writes a date preset into the URL, asks the API for it and links to that window', async () => {
    const { router, llamadas } = renderGerencia();
    await esperarTabla();
    expect(screen.getByRole('combobox', { name: 'Periodo' }).textContent).toBe('Periodo actual');

    await elegir('Periodo', 'Periodo anterior');

    expect(router.state.location.search).toBe('?fechas_after=2026-02-02&fechas_before=2026-03-01');
    await within(tabla()).findByRole('link', { name: 'Agendados de Lucía López: 1' }, SLOW);
    expect(nombresDeFilas()).toEqual(['Lucía López', 'Total']);
    const agendados = destino(within(tabla()).getByRole('link', { name: 'Agendados de Lucía López: 1' }));
    expect(agendados.searchParams.get('atencion_updated_on_after')).toBe('2026-02-02');
    expect(agendados.searchParams.get('atencion_updated_on_before')).toBe('2026-03-01');
    expect(queries(llamadas)).toContain('?fechas_after=2026-02-02&fechas_before=2026-03-01');
  });

  it('keeps the default period out of the URL, so a link without dates is always the current one', async () => {
    const { router } = renderGerencia({
      url: '/gerencia/comerciales?fechas_after=2026-02-02&fechas_before=2026-03-01',
    });
    await esperarTabla();
    expect(screen.getByRole('combobox', { name: 'Periodo' }).textContent).toBe('Periodo anterior');

    await elegir('Periodo', 'Periodo actual');

    expect(router.state.location.search).toBe('');
  });

  it('sends typed dates once both are valid, and says why a reversed range is not sent', async () => {
    // Keys 30 ms apart, as a quick typist's (people type ~100 ms apart): with none between them a
    // key could land before React committed the value of the one before, and the date field lost
    // the day (2 to 4 runs in 5 on a quiet box; none in 10 at 30 ms).
    const user = userEvent.setup({ delay: 30 });
    const { router } = renderGerencia();
    await esperarTabla();
    const desde = screen.getByRole('group', { name: 'Desde' });
    await user.click(within(desde).getByRole('spinbutton', { name: 'Dia' }));
    await user.keyboard('05032026');
    // The URL is written by a navigation, which may land after the last key on a loaded machine.
    await vi.waitFor(
      () => expect(router.state.location.search).toBe('?fechas_after=2026-03-05&fechas_before=2026-04-01'),
      SLOW,
    );

    // The whole date again, from its first section, as above.
    await user.click(within(desde).getByRole('spinbutton', { name: 'Dia' }));
    await user.keyboard('05052026');
    expect(await screen.findByText('La fecha inicial es posterior a la final.', {}, SLOW)).toBeTruthy();
    expect(router.state.location.search).toBe('?fechas_after=2026-03-05&fechas_before=2026-04-01');
  });

  it('reads a shared link’s own dates and says they are a custom range', async () => {
    const { llamadas } = renderGerencia({
      url: '/gerencia/comerciales?fechas_after=2026-03-05&fechas_before=2026-03-09&search=carlos',
    });
    await esperarTabla();
    expect(queries(llamadas)[0]).toBe('?fechas_after=2026-03-05&fechas_before=2026-03-09');
    expect(screen.getByRole('combobox', { name: 'Periodo' }).textContent).toBe('Personalizado');
  });

  it('adds a state to the default ALTA and a commercial type, in the URL and the request', async () => {
    const user = userEvent.setup();
    const { router, llamadas } = renderGerencia({ url: '/gerencia/comerciales?search=luc' });
    await esperarTabla();
    expect(within(screen.getByRole('search')).getByRole('button', { name: 'Alta' })).toBeTruthy();

    await elegir('Estado', 'Baja');
    expect(router.state.location.search).toBe('?search=luc&estado=ALTA&estado=BAJA');
    await elegir('Tipo de comercial', 'DBL');
    expect(router.state.location.search).toBe('?search=luc&estado=ALTA&estado=BAJA&tipo_comercial=DBL');
    await vi.waitFor(() =>
      expect(queries(llamadas)).toContain('?estado=ALTA&estado=BAJA&tipo_comercial=DBL'),
    );

    // Back to ALTA alone: the default, out of the URL again.
    await user.click(
      within(within(screen.getByRole('search')).getByRole('button', { name: 'Baja' })).getByTestId(
        'CancelIcon',
      ),
    );
    expect(router.state.location.search).toBe('?search=luc&tipo_comercial=DBL');
  });
});
