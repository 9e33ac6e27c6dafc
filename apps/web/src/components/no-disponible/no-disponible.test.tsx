import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MENSAJES_PROVEEDOR } from '@ventas/domain/proveedores/proveedores-mensajes';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/api-error';
import { NoDisponible } from './no-disponible';

describe('NoDisponible: a provider view that got no answer', () => {
  it('says the service is not available and asks again on Reintentar', async () => {
    const onRetry = vi.fn();
    render(<NoDisponible onRetry={onRetry} error={new ApiError(502, { detail: 'caído' })} />);
    expect(screen.getByText(MENSAJES_PROVEEDOR.noDisponible)).toBeTruthy();
    expect(screen.queryByText('caído')).toBeNull();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it("says our own 409 sentence instead (what is ours to fix), and a view's own text", () => {
    const { rerender } = render(
      <NoDisponible
        onRetry={() => {}}
        error={new ApiError(409, { detail: 'El cliente no tiene documento' })}
      />,
    );
    expect(screen.getByText('El cliente no tiene documento')).toBeTruthy();
    rerender(<NoDisponible onRetry={() => {}} texto="El operador no ha autorizado la consulta" />);
    expect(screen.getByText('El operador no ha autorizado la consulta')).toBeTruthy();
  });

  it('cannot ask again while it is asking', () => {
    render(<NoDisponible onRetry={() => {}} retrying />);
    expect(screen.getByRole('button', { name: 'Reintentar' })).toHaveProperty('disabled', true);
  });
});
