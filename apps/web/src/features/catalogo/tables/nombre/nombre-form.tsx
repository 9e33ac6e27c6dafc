import type { z } from 'zod';
import type { origenFormSchema } from '@ventas/domain/servicios/origen-contract';
import type { tipoObjetivoFormSchema } from '@ventas/domain/servicios/tipoobjetivo-contract';
import { FormText } from '../../../../components/form-fields/form-text';
import type { FormTextValues } from '../../../../components/form-fields/form-text-values';
import type { CatalogueFieldsProps, CatalogueFormSpec } from '../catalogue-table';

/**
 * The form of a table that is only a name (SPEC §3 Database origin, Objective type): what both
 * tables' schemas read.
 */
export type NombreValues = FormTextValues<
  z.input<typeof origenFormSchema> & z.input<typeof tipoObjetivoFormSchema>
>;

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
