import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../api/api-error';
import { isClienteProblem, problemsOf, takenTelefono } from './save-errors';

describe("a save's errors land on the draft's fields", () => {
  it.each([
    { path: 'oferta.paquetes.0.tarifa', sent: [1], field: 'paquetes.1.tarifa' },
    { path: 'paquetes.1.promotion_priority.0.promotion', sent: [0, 2], field: 'paquetes.2.promociones' },
    { path: 'paquetes.0.installment', sent: [0], field: 'paquetes.0.cacharro' },
    { path: 'paquetes.0.lineasAsociadas.1', sent: [0], field: 'paquetes.0.lineasAsociadas' },
    { path: 'oferta.paquetes', sent: [], field: 'paquetes' },
    { path: 'datosCliente.telefonos_contacto.2', sent: [], field: 'cliente.telefonos_contacto' },
    { path: 'datosCliente.direccion.cp', sent: [], field: 'cliente.direccion.cp' },
    { path: 'oferta.precioAnterior', sent: [], field: 'precioAnterior' },
    { path: 'estado', sent: [], field: 'estado' },
  ])('$path -> $field', ({ path, sent, field }) => {
    expect(problemsOf({ [path]: ['Mensaje'] }, sent)).toEqual([{ name: field, message: 'Mensaje' }]);
  });

  it('leaves out what no field shows (a package beyond those sent, the customer name)', () => {
    expect(
      problemsOf({ 'paquetes.3.tarifa': ['x'], 'datosCliente.nombre': ['y'], cliente: ['z'] }, [0]),
    ).toEqual([]);
  });

  it('reads the phone of a 409, whichever field name the server gives it', () => {
    const body = (field: string) => ({ detail: 'Ya existe', field: [field], value: ['600111222'] });
    expect(takenTelefono(new ApiError(409, body('telefono')))).toBe('600111222');
    expect(takenTelefono(new ApiError(409, body('telefonos_contacto')))).toBe('600111222');
    expect(takenTelefono(new ApiError(409, body('documento')))).toBeNull();
    expect(takenTelefono(new ApiError(400, body('telefono')))).toBeNull();
  });

  it("tells a customer refusal (SPEC §8 'Error al actualizar datos de cliente') from the offer's", () => {
    expect(isClienteProblem(new ApiError(409, { field: ['telefono'], value: ['600111222'] }))).toBe(true);
    expect(isClienteProblem(new ApiError(400, { 'datosCliente.direccion.cp': ['No válido'] }))).toBe(true);
    expect(isClienteProblem(new ApiError(400, { 'datosCliente.nombre': ['x'], estado: ['y'] }))).toBe(false);
    expect(isClienteProblem(new ApiError(500, null))).toBe(false);
  });
});
