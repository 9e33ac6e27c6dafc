import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
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

  it('offers a link that the app follows itself, and closes once followed', async () => {
    const follow = vi.fn();
    function WithLink() {
      const snackbar = useSnackbar();
      return (
        <button
          onClick={() =>
            snackbar.showInfo('Hay novedades', 4000, {
              label: 'Ver',
              href: '/teletrabajo?x=1',
              onFollow: follow,
            })
          }
        >
          info
        </button>
      );
    }
    render(
      <SnackbarProvider>
        <WithLink />
      </SnackbarProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'info' }));
    const alert = screen.getByRole('alert');
    const link = within(alert).getByRole('link', { name: 'Ver' });
    expect(link.getAttribute('href')).toBe('/teletrabajo?x=1');
    // The notice can still be dismissed without following it.
    expect(within(alert).getByRole('button', { name: 'Cerrar' })).toBeTruthy();

    await userEvent.click(link);
    expect(follow).toHaveBeenCalledWith('/teletrabajo?x=1');
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });
});
