import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { PresetFechas, Ventana } from '@ventas/domain/gerencia/gerencia-ventana';
import { TestProviders } from '../../test/test-providers';
import { FechasFilter } from './fechas-filter';

const ACTUAL: PresetFechas = {
  clave: 'actual',
  etiqueta: 'Periodo actual',
  desde: '2026-03-02',
  hasta: '2026-04-01',
};
const ANTERIOR: PresetFechas = {
  clave: 'anterior',
  etiqueta: 'Periodo anterior',
  desde: '2026-02-02',
  hasta: '2026-03-01',
};

/**
 * The screen around the filter: a chosen range reaches the URL and comes back as `ventana` when
 * the test delivers it, as a router navigation does, later on a loaded machine.
 */
function pantalla() {
  const enviadas: Array<Ventana | null> = [];
  let aplicar: (ventana: Ventana) => void = () => {};
  function Pantalla() {
    const [ventana, setVentana] = useState<Ventana>(ACTUAL);
    aplicar = setVentana;
    return <FechasFilter ventana={ventana} presets={[ACTUAL, ANTERIOR]} onChange={(e) => enviadas.push(e)} />;
  }
  render(
    <TestProviders>
      <Pantalla />
    </TestProviders>,
  );
  /** The URL answers the `n`th range sent. */
  const volver = (n: number) => act(() => aplicar(enviadas[n] ?? ACTUAL));
  return { enviadas, volver };
}

const campo = (nombre: 'Desde' | 'Hasta') => screen.getByRole('group', { name: nombre });
const textoDe = (nombre: 'Desde' | 'Hasta') =>
  within(campo(nombre))
    .getAllByRole('spinbutton')
    .map((section) => section.textContent)
    .join('/');

describe('the dates filter', () => {
  it('keeps what the user typed when an earlier range of theirs comes back from the URL', async () => {
    const user = userEvent.setup();
    const { enviadas, volver } = pantalla();
    await user.click(within(campo('Hasta')).getByRole('spinbutton', { name: 'Dia' }));
    await user.keyboard('20');
    // "2" sent the 2nd, "20" the 20th; the URL answers the first while the user types on.
    expect(enviadas.map((ventana) => ventana?.hasta)).toEqual(['2026-04-02', '2026-04-20']);
    await volver(0);
    await user.keyboard('05');
    for (let n = 1; n < enviadas.length; n += 1) await volver(n);
    expect(textoDe('Hasta')).toBe('20/05/2026');
    expect(enviadas.at(-1)?.hasta).toBe('2026-05-20');
  });

  it('shows a preset’s dates when one is chosen', async () => {
    const user = userEvent.setup();
    const { volver } = pantalla();
    await user.click(screen.getByRole('combobox', { name: 'Periodo' }));
    // The menu says which days each preset is; the field, its name.
    const opciones = await screen.findAllByRole('option');
    expect(opciones.map((opcion) => opcion.getAttribute('aria-label'))).toEqual([
      'Periodo actual: 02/03/2026 – 01/04/2026',
      'Periodo anterior: 02/02/2026 – 01/03/2026',
      null,
    ]);
    await user.click(screen.getByRole('option', { name: /^Periodo anterior/ }));
    await volver(0);
    expect(screen.getByRole('combobox', { name: 'Periodo' }).textContent).toBe('Periodo anterior');
    expect(textoDe('Desde')).toBe('02/02/2026');
    expect(textoDe('Hasta')).toBe('01/03/2026');
  });
});
