import type { UseQueryResult } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { TestProviders } from '../../test/test-providers';
import { SettingsSection } from './settings-section';

const textos = {
  titulo: 'Datos de prueba',
  explicacion: 'Para qué sirven.',
  cargando: 'Cargando los datos',
  errorCarga: 'No se han podido cargar los datos.',
};

/** The parts of a query's state the section reads. */
const queryState = (state: { data?: string; isError?: boolean; refetch?: () => void }) =>
  ({ isError: false, refetch: vi.fn(), ...state }) as unknown as UseQueryResult<string>;

const show = (query: UseQueryResult<string>) =>
  render(
    <SettingsSection textos={textos} query={query}>
      {(datos) => <p>Formulario con {datos}</p>}
    </SettingsSection>,
    { wrapper: TestProviders },
  );

describe('SettingsSection', () => {
  it('shows its heading and a placeholder while the record loads', () => {
    show(queryState({}));
    expect(screen.getByRole('heading', { name: textos.titulo })).toBeTruthy();
    expect(screen.getByText(textos.explicacion)).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: textos.cargando })).toBeTruthy();
    expect(screen.queryByText(/Formulario/)).toBeNull();
  });

  it('says the record could not be read and reads it again when asked', () => {
    const refetch = vi.fn();
    show(queryState({ isError: true, refetch }));
    expect(screen.getByText(textos.errorCarga)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(refetch).toHaveBeenCalledOnce();
  });

  it('shows the form with the record, and keeps it when a later read fails', () => {
    show(queryState({ data: 'datos', isError: true }));
    expect(screen.getByText('Formulario con datos')).toBeTruthy();
    expect(screen.queryByText(textos.errorCarga)).toBeNull();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });
});
