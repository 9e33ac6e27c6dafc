import { describe, expect, it } from 'vitest';
import type { EntradaAuditoria } from '@ventas/domain/auditoria/auditoria-contract';
import { describirEntrada, resumenCambios, usuarioLabel, valorTexto } from './auditoria-format';
import { entrada } from './test/auditoria-fixtures';

const campos = (...names: string[]): EntradaAuditoria['cambios'] =>
  names.map((campo) => ({ campo, antes: null, despues: 'x' }));

describe('the audit trail texts', () => {
  it.each([
    [null, '—'],
    [undefined, '—'],
    ['ana@example.com', 'ana@example.com'],
    ['•••', '•••'],
    [42, '42'],
    [true, 'Sí'],
    [false, 'No'],
    ['<b>hola</b>', '<b>hola</b>'],
    [{ cp: '28013' }, '{\n  "cp": "28013"\n}'],
    [['600111222'], '[\n  "600111222"\n]'],
  ])('writes the value %j as %j', (value, text) => {
    expect(valorTexto(value)).toBe(text);
  });

  it.each([
    [[], '—'],
    [['email'], 'Email'],
    [['nombre', 'email', 'cp'], 'Nombre, Email, Código postal'],
    [['nombre', 'email', 'cp', 'localidad'], '4 campos'],
  ])('summarises the changed fields %j as %j', (names, summary) => {
    expect(resumenCambios(campos(...names))).toBe(summary);
  });

  it('calls an entry without a user the system', () => {
    expect(usuarioLabel(null)).toBe('Sistema');
    expect(usuarioLabel({ id: 3, nombre: 'Ana Jefa' })).toBe('Ana Jefa');
  });

  it.each([
    [entrada({ accion: 'UPDATE', cambios: campos('email') }), 'Cambio en Cliente: Email'],
    [entrada({ accion: 'UPDATE', cambios: [] }), 'Cambio en Cliente'],
    [entrada({ entidad: 'atencion', entidad_id: '12', accion: 'INSERT' }), 'Alta de Atención #12'],
    [
      entrada({ entidad: 'telefono_cliente', entidad_id: '3', accion: 'DELETE' }),
      'Baja de Teléfono de cliente #3',
    ],
    [
      entrada({ entidad: 'oferta', entidad_id: '8', cambios: campos('estado') }),
      'Cambio en Oferta #8: Estado',
    ],
    [entrada({ entidad: 'nueva_cosa', entidad_id: '1', accion: 'INSERT' }), 'Alta de nueva_cosa #1'],
  ])('describes an entry in one line (%#)', (row, line) => {
    expect(describirEntrada(row)).toBe(line);
  });
});
