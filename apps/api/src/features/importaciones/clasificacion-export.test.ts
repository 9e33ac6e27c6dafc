import { describe, expect, it } from 'vitest';
import { xlsxCellsOf } from '../../jobs/xlsx-cells';
import { CLASIFICACION_COLUMNS, type FilaClasificacionExport } from './clasificacion-export';

const FILA: FilaClasificacionExport = {
  fila: 2,
  clase: 'nuevo',
  motivo: '',
  nombre: 'Ana Ruiz',
  documento: 'X1234567L',
  tipo_documento: 'PASAPORTE',
  telefonos: '600000001',
  email: null,
  direccion: null,
  cp: '28001',
  localidad: 'Madrid',
  segmento: 'PARTICULAR',
  isp_actual: null,
  notas: null,
  cliente_id: null,
};

const celda = (fila: FilaClasificacionExport, cabecera: string) =>
  xlsxCellsOf(CLASIFICACION_COLUMNS)(fila)[CLASIFICACION_COLUMNS.findIndex((c) => c.header === cabecera)];

/** Issue 29 §5: the classification's xlsx names the codes the rows hold. */
describe('the import classification xlsx', () => {
  it.each([
    ['Segmento', { segmento: 'PARTICULAR' }, 'Particular'],
    ['Segmento', { segmento: 'NEGOCIOS' }, 'Negocios'],
    // A tenant's own segment reads as words; text that is no code stays as it is.
    ['Segmento', { segmento: 'AUTONOMOS' }, 'Autonomos'],
    ['Segmento', { segmento: 'Pymes' }, 'Pymes'],
    ['Tipo documento', { tipo_documento: 'PASAPORTE' }, 'Pasaporte'],
    ['Tipo documento', { tipo_documento: 'NIE' }, 'NIE'],
    ['Tipo documento', { tipo_documento: null }, null],
  ] as const)('writes %s %j as %j', (cabecera, cambio, texto) => {
    expect(celda({ ...FILA, ...cambio }, cabecera)).toBe(texto);
  });
});
