import type { GridColDef, GridValidRowModel } from '@mui/x-data-grid';
import { describe, expect, it } from 'vitest';
import { SEGMENT_OPTIONS } from '../catalogue-labels';
import { ADICIONALES_TABLE } from './adicionales/adicionales.table';
import { SEGUROS_TABLE } from './seguros/seguros.table';
import { SVA_TABLE } from './sva/sva.table';
import { TARIFAS_TABLE } from './tarifas/tarifas.table';

/** What a column's cell shows for a value: its formatter's text, as the grid calls it. */
function shown(columns: GridColDef<GridValidRowModel>[], field: string, value: unknown): unknown {
  const column = columns.find((candidate) => candidate.field === field);
  if (!column) throw new Error(`no column ${field}`);
  const format = column.valueFormatter as ((value: unknown) => unknown) | undefined;
  return format ? format(value) : value;
}

const TABLES = [
  ['Tarifas', TARIFAS_TABLE.columns.build(false), 'price_value'],
  ['Adicionales', ADICIONALES_TABLE.columns.build(false), 'price_value'],
  ['SVA', SVA_TABLE.columns.build(false), 'price_value'],
] as const;

describe('catalogue cells: labels, not codes; euros to the cent (issue 29 §5)', () => {
  it.each(TABLES)('%s shows the segment by its label', (_name, columns) => {
    const cols = columns as unknown as GridColDef<GridValidRowModel>[];
    expect(shown(cols, 'segment', 'PARTICULAR')).toBe('Particular');
    expect(shown(cols, 'segment', 'NEGOCIOS')).toBe('Negocios');
  });

  it.each([...TABLES, ['Seguros', SEGUROS_TABLE.columns.build(false), 'price']] as const)(
    '%s shows a net price stored with 4 decimals to the cent',
    (_name, columns, field) => {
      const cols = columns as unknown as GridColDef<GridValidRowModel>[];
      expect(shown(cols, field, '8.2645')).toBe('8,26 €');
      expect(shown(cols, field, '4.9504')).toBe('4,95 €');
      expect(shown(cols, field, '35.90')).toBe('35,90 €');
    },
  );

  it('offers the segments by their labels in the forms and the filters', () => {
    expect(SEGMENT_OPTIONS).toEqual([
      { value: 'PARTICULAR', label: 'Particular' },
      { value: 'NEGOCIOS', label: 'Negocios' },
    ]);
  });
});
