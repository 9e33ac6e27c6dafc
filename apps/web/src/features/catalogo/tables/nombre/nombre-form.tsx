import type { z } from 'zod';
import { FormText } from '../../../../components/form-fields/form-text';
import type { CatalogueFieldsProps, CatalogueFormSpec } from '../catalogue-table';

/** The form of a table that is only a name (SPEC §3 Database origin, Objective type). */
export interface NombreValues {
  nombre: string;
}

function NombreFields({ form, disabled }: CatalogueFieldsProps<NombreValues, { nombre: string }>) {
  return (
    <FormText control={form.control} name="nombre" label="Nombre" required disabled={disabled} autoFocus />
  );
}

export function nombreForm<Row extends { nombre: string }>(
  schema: z.ZodType<{ nombre: string }, unknown>,
): CatalogueFormSpec<Row, NombreValues, { nombre: string }> {
  return {
    schema,
    empty: () => ({ nombre: '' }),
    fromRow: (row) => ({ nombre: row.nombre }),
    toInput: (values) => ({ nombre: values.nombre }),
    Fields: NombreFields,
  };
}
