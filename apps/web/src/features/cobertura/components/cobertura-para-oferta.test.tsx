import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { formatDay, madridToday } from '@ventas/domain/time/madrid';
import { sessionStore } from '../../../session/session-store';
import { B, RESULTADO, renderCobertura, snackbarCon } from '../test/render-cobertura';
import { CoberturaParaOferta } from './cobertura-para-oferta';

const SLOW = { timeout: 8000 };

/** The configurator's side, as oferta-fields-card.tsx wires it: notes held by the form. */
function NotasDeOferta({ inicial }: { inicial: string }) {
  const [notas, setNotas] = useState(inicial);
  return (
    <>
      <CoberturaParaOferta
        direccion="Calle Mayor 12"
        cp="50001"
        localidad="Zaragoza"
        notas={notas}
        onNotasChange={setNotas}
      />
      <textarea aria-label="Notas de la oferta" value={notas} readOnly />
    </>
  );
}

const proveedorB = (call: { path: string }) => {
  if (call.path === `${B}/auth/`) return { status: 200, body: { autorizado: true } };
  if (call.path.startsWith(`${B}/direccion/`))
    return {
      status: 200,
      body: {
        direcciones: [
          { direccion_id: 'D-1', direccion: 'CALLE MAYOR 12', cp: '50001', localidad: 'Zaragoza' },
        ],
      },
    };
  if (call.path.startsWith(`${B}/resultado/`)) return { status: 200, body: RESULTADO };
  return undefined;
};

describe('coverage carried into an offer', { timeout: 30_000 }, () => {
  afterEach(() => sessionStore.logout());

  it('adds one line per technology used to the offer’s notes, with a success snackbar', async () => {
    await renderCobertura(<NotasDeOferta inicial={'Cliente con prisa\n'} />, ['B'], proveedorB);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Cobertura' }, SLOW));
    const dialog = await screen.findByRole('dialog', { name: 'Consultar cobertura' }, SLOW);
    await user.click(within(dialog).getByRole('button', { name: 'Consultar' }));
    await user.click(await within(dialog).findByRole('button', { name: 'Usar en la oferta: FTTH' }, SLOW));
    await user.click(within(dialog).getByRole('button', { name: 'Usar en la oferta: 5G' }));
    await user.click(within(dialog).getByRole('button', { name: 'Cerrar' }));

    const hoy = formatDay(madridToday());
    expect(hoy).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    const notas = await screen.findByRole('textbox', { name: 'Notas de la oferta' }, SLOW);
    expect(notas).toHaveProperty(
      'value',
      [
        'Cliente con prisa',
        `Cobertura FTTH 1000 Mb en CALLE MAYOR 12, 50001 ZARAGOZA (comprobada el ${hoy})`,
        `Cobertura 5G 1500 Mb en CALLE MAYOR 12, 50001 ZARAGOZA (comprobada el ${hoy})`,
      ].join('\n'),
    );
    expect(
      (await screen.findAllByText(snackbarCon('Cobertura añadida a la oferta 🎉'))).length,
    ).toBeGreaterThan(0);
  });
});
