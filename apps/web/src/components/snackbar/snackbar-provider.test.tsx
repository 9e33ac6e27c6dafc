import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/api-error';
import { useSnackbar } from './snackbar-context';
import { SnackbarProvider } from './snackbar-provider';

function Buttons() {
  const snackbar = useSnackbar();
  return (
    <>
      <button onClick={() => snackbar.showSuccess('Guardado correctamente')}>ok</button>
      <button
        onClick={() => snackbar.showError('Error al guardar', new ApiError(400, { cp: ['No válido.'] }))}
      >
        ko
      </button>
    </>
  );
}

describe('snackbar service', () => {
  it('shows a success message with its emoji', async () => {
    render(
      <SnackbarProvider>
        <Buttons />
      </SnackbarProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'ok' }));
    expect(screen.getByRole('alert').textContent).toContain('Guardado correctamente 🎉');
  });

  it('shows an error as an error, with the server body appended', async () => {
    render(
      <SnackbarProvider>
        <Buttons />
      </SnackbarProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'ko' }));
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Error al guardar ## cp : No válido. ## 😞');
    expect(alert.className).toContain('MuiAlert-colorError');
  });
});
