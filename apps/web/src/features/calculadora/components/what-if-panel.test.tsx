import { screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderCalculadora } from '../test/render-calculadora';

const whatIf = () => screen.getByRole('region', { name: '¿Y si vendo más?' });
const resultado = () => within(whatIf()).getByRole('region', { name: 'Resultado de la simulación' });
const cifra = (label: string) => within(resultado()).getByText(label).nextSibling?.textContent;

async function simula(user: UserEvent, familia: string, ventas: string) {
  await user.click(within(whatIf()).getByRole('combobox', { name: 'Familia' }));
  await user.click(screen.getByRole('option', { name: familia }));
  const campo = within(whatIf()).getByRole('textbox', { name: 'Ventas extra' });
  await user.clear(campo);
  await user.type(campo, ventas);
}

const filaMejora = (familia: string) =>
  within(within(whatIf()).getByRole('table', { name: 'Ventas que faltan por familia' }))
    .getByRole('row', { name: new RegExp(`^${familia}\\b`) })
    .querySelectorAll('td');

describe('WhatIfPanel', () => {
  // By hand (fixtures): FIJOS +4 → 10 of 10 = 100 %, commission 100 × 50 / 100 = 50; total
  // 50 + 30 + 0 = 80, which is not below 80: the next band, '< 100' × 0,8. TV still has no sale.
  it('shows a Manager the new %, band and withheld commission of 4 more FIJOS sales', async () => {
    const user = userEvent.setup();
    await renderCalculadora({ rol: 'manager', search: '?mes=2026-11&comercial=4' });
    await screen.findByRole('region', { name: '¿Y si vendo más?' });

    await simula(user, 'FIJOS', '4');

    expect(cifra('% de FIJOS')).toBe('60 % → 100 %');
    expect(cifra('Consecución total')).toBe('60 % → 80 %');
    expect(cifra('Tramo')).toBe('< 100 (factor 0,8)');
    expect(within(resultado()).queryByText('Comisión total')).toBeNull();
    expect(within(resultado()).getByText('Sin ventas en TV, que tiene objetivo')).toBeTruthy();
  });

  // FIJOS earns 5 points a sale (50 % weight / 10 target): 80 needs 4 more. TV earns 4 a sale
  // (20 / 5): 60 + 4n ≥ 80 → 5. POSPAGO caps at 150 % × 30 = 45, total 75: never. ENERGIA has no
  // target. No family alone opens the gate: FIJOS leaves TV at zero, TV leaves FIJOS short.
  it('lists per family the fewest sales to the next band and to unlock the commission', async () => {
    await renderCalculadora({ rol: 'manager', search: '?mes=2026-11&comercial=4' });
    await screen.findByRole('region', { name: '¿Y si vendo más?' });

    const texto = (familia: string) => [...filaMejora(familia)].map((cell) => cell.textContent);
    expect(texto('FIJOS')).toEqual(['4 ventas', '—']);
    expect(texto('POSPAGO')).toEqual(['—', '—']);
    expect(texto('TV')).toEqual(['5 ventas', '—']);
    expect(texto('ENERGIA')).toEqual(['—', '—']);
  });

  // A Comercial gets the same what-if from their month's own band list. FIJOS +1 → 70 %, total
  // 65, still '< 80' × 0,5; +4 → 80, not below 80: the next band, '< 100' × 0,8.
  it('gives a Comercial the bands of their own list', async () => {
    const user = userEvent.setup();
    await renderCalculadora();
    await screen.findByRole('region', { name: '¿Y si vendo más?' });

    await simula(user, 'FIJOS', '1');
    expect(cifra('% de FIJOS')).toBe('60 % → 70 %');
    expect(cifra('Tramo')).toBe('< 80 (factor 0,5)');

    await simula(user, 'FIJOS', '4');
    expect(cifra('Tramo')).toBe('< 100 (factor 0,8)');
    expect([...filaMejora('FIJOS')].map((cell) => cell.textContent)).toEqual(['4 ventas', '—']);
  });

  it('refuses a number of sales that is not a whole number', async () => {
    const user = userEvent.setup();
    await renderCalculadora();
    await screen.findByRole('region', { name: '¿Y si vendo más?' });

    await simula(user, 'TV', '-2');

    expect(within(whatIf()).getByText('Un número entero de 0 a 999')).toBeTruthy();
    expect(within(whatIf()).queryByRole('region', { name: 'Resultado de la simulación' })).toBeNull();
  });
});
