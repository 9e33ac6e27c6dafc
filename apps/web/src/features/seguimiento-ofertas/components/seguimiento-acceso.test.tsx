import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OFFERS_TRACKING_RETRY_MS } from '../../../config/constants';
import { sessionStore } from '../../../session/session-store';
import { MENSAJES_SEGUIMIENTO } from '../seguimiento-messages';
import { AHORA, RANGO_POR_DEFECTO } from '../test/seguimiento-fixtures';
import { renderSeguimiento } from '../test/render-seguimiento';

/** Lets the fake clock run `ms`, answers and re-renders included. */
const avanzar = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

const esperando = () => screen.queryByText(MENSAJES_SEGUIMIENTO.esperandoAcceso);
const pestanas = () => screen.queryByRole('tablist', { name: 'Vistas del seguimiento de ofertas' });
const accesos = (llamadas: string[]) => llamadas.filter((path) => path.includes('/check-access/'));

describe('offers tracking: waiting for the provider to grant access (SPEC §4/§9)', () => {
  beforeEach(() => {
    // Promises and the fake API stay real; the clock, timeouts and intervals are the test's.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
    vi.setSystemTime(AHORA);
  });
  afterEach(() => {
    sessionStore.logout();
    vi.useRealTimers();
  });

  it('asks check-access again every second while it says no, showing the wait, then opens the tabs', async () => {
    const { llamadasD, instantesAcceso } = await renderSeguimiento({ accesos: [false, false, true] });
    await avanzar(50);
    expect(esperando()).not.toBeNull();
    expect(screen.getByRole('progressbar', { name: 'Esperando acceso' })).toBeTruthy();
    expect(screen.getByText('Intento 1')).toBeTruthy();
    expect(pestanas()).toBeNull();

    await avanzar(OFFERS_TRACKING_RETRY_MS);
    expect(screen.getByText('Intento 2')).toBeTruthy();
    expect(pestanas()).toBeNull();

    await avanzar(OFFERS_TRACKING_RETRY_MS);
    expect(pestanas()).not.toBeNull();
    expect(esperando()).toBeNull();

    // Granted: no more checks, however long the screen stays open.
    await avanzar(10 * OFFERS_TRACKING_RETRY_MS);
    const llamadas = accesos(llamadasD());
    expect(llamadas).toHaveLength(3);
    const huecos = instantesAcceso.slice(1).map((t, i) => t - instantesAcceso[i]!);
    for (const hueco of huecos) {
      expect(hueco).toBeGreaterThanOrEqual(OFFERS_TRACKING_RETRY_MS);
      expect(hueco).toBeLessThan(OFFERS_TRACKING_RETRY_MS + 100);
    }
    for (const path of llamadas) {
      const query = new URL(path, 'http://x').searchParams;
      expect([query.get('since'), query.get('until')]).toEqual([
        RANGO_POR_DEFECTO.since,
        RANGO_POR_DEFECTO.until,
      ]);
    }
  });

  it('stops asking on Cancelar, and Reintentar starts the wait again from the first attempt', async () => {
    const { llamadasD } = await renderSeguimiento({ accesos: [false] });
    await avanzar(50 + OFFERS_TRACKING_RETRY_MS);
    expect(screen.getByText('Intento 2')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    await avanzar(10 * OFFERS_TRACKING_RETRY_MS);
    expect(accesos(llamadasD())).toHaveLength(2);
    expect(esperando()).toBeNull();
    expect(screen.getByText(MENSAJES_SEGUIMIENTO.accesoCancelado)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    await avanzar(50);
    expect(accesos(llamadasD())).toHaveLength(3);
    expect(screen.getByText('Intento 1')).toBeTruthy();
  });

  it('stops asking when the screen goes', async () => {
    const { llamadasD, unmount } = await renderSeguimiento({ accesos: [false] });
    await avanzar(50);
    expect(accesos(llamadasD())).toHaveLength(1);
    unmount();
    await avanzar(10 * OFFERS_TRACKING_RETRY_MS);
    expect(accesos(llamadasD())).toHaveLength(1);
  });

  it('shows "no disponible" when check-access fails, without retrying by itself, and Reintentar asks again', async () => {
    const { llamadasD } = await renderSeguimiento({ accesos: [502, true] });
    await avanzar(50);
    expect(screen.getByText(MENSAJES_SEGUIMIENTO.noDisponible)).toBeTruthy();
    await avanzar(10 * OFFERS_TRACKING_RETRY_MS);
    expect(accesos(llamadasD())).toHaveLength(1);

    fireEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    await avanzar(50);
    expect(pestanas()).not.toBeNull();
    expect(accesos(llamadasD())).toHaveLength(2);
  });
});
