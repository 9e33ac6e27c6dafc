import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { sessionStore } from '../../../session/session-store';
import { ATENCION_DE_OFERTA } from '../test/oferta-fixtures';
import { paquete, renderConfigurator } from '../test/render-configurator';

/** Issue 29 §5: the configurator names the segment, never its code. */
describe('the offer configurator’s segment', { timeout: 60_000 }, () => {
  afterEach(() => sessionStore.logout());

  it('reads as a label in its field and in the tariffs’ help', async () => {
    await renderConfigurator('/offerconfigurator/12', () => ({ status: 201, body: ATENCION_DE_OFERTA }));

    expect(screen.getByRole('combobox', { name: 'Segmento' }).textContent).toBe('Particular');
    expect(within(paquete(1)).getByText(/tarifas activas de .* · Particular$/)).toBeTruthy();
    expect(screen.queryByText(/PARTICULAR/)).toBeNull();
  });
});
