import { act, renderHook, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../../api/api-error';
import { TestProviders } from '../../../../test/test-providers';
import { useClienteAction } from './use-cliente-action';

const wrapper = ({ children }: { children: ReactNode }) => <TestProviders>{children}</TestProviders>;

function actionFailingWith(error: unknown, setError?: (name: string, e: { message?: string }) => void) {
  return renderHook(
    () =>
      useClienteAction<object, { razon: string }>({
        clienteId: 1,
        send: () => Promise.reject(error),
        success: 'No interesado añadido correctamente!',
        failure: 'Error al añadir no interesado',
        setError: setError as never,
        fields: ['razon'],
        onDone: () => {},
      }),
    { wrapper },
  );
}

describe('a failed customer action tells its error once', () => {
  it('puts a field error on its field, and the snackbar does not repeat it', async () => {
    const onField: string[] = [];
    const { result } = actionFailingWith(new ApiError(400, { razon: ['Razón no válida.'] }), (_, e) =>
      onField.push(e.message ?? ''),
    );
    await act(() => result.current.run({}));
    expect(onField).toEqual(['Razón no válida.']);
    const snackbar = await screen.findByText(/Error al añadir no interesado/);
    expect(snackbar.textContent).not.toContain('Razón no válida.');
    expect(snackbar.textContent).not.toContain('##');
  });

  it("keeps the server's detail (SPEC §8) when no field shows it", async () => {
    const { result } = actionFailingWith(new ApiError(404, { detail: 'Cliente no encontrado.' }));
    await act(() => result.current.run({}));
    const snackbar = await screen.findByText(/Error al añadir no interesado/);
    expect(snackbar.textContent).toContain('Cliente no encontrado.');
  });
});
