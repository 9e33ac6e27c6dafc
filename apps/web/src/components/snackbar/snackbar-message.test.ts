import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/api-error';
import { errorMessage, successMessage } from './snackbar-message';

describe('snackbar messages (SPEC §8)', () => {
  it('appends a party emoji to success messages', () => {
    expect(successMessage('Guardado correctamente')).toBe('Guardado correctamente 🎉');
  });

  it('appends a sad emoji to error messages', () => {
    expect(errorMessage('Ha habido un error')).toBe('Ha habido un error 😞');
  });

  it("falls back to 'Algo fue mal' when there is no message", () => {
    expect(errorMessage()).toBe('Algo fue mal 😞');
    expect(errorMessage('  ')).toBe('Algo fue mal 😞');
  });

  it("appends ' ## field : message ##' for each field of a DRF-like body", () => {
    const error = new ApiError(400, { nombre: ['Obligatorio.', 'Demasiado largo.'], cp: ['No válido.'] });
    expect(errorMessage('Ha habido un problema', error)).toBe(
      'Ha habido un problema ## nombre : Obligatorio., Demasiado largo. ## ## cp : No válido. ## 😞',
    );
  });

  it("uses the field 'detail' for a {detail} body", () => {
    const error = new ApiError(403, { detail: 'No tiene permiso.' });
    expect(errorMessage(undefined, error)).toBe('Algo fue mal ## detail : No tiene permiso. ## 😞');
  });

  it('ignores errors that carry no server body', () => {
    expect(errorMessage('Error al agendar', new TypeError('Failed to fetch'))).toBe('Error al agendar 😞');
    expect(errorMessage('Error al agendar', new ApiError(502, '<html>'))).toBe('Error al agendar 😞');
  });
});
