import Grid from '@mui/material/Grid';
import type { z } from 'zod';
import {
  SEGURO_FILTERS,
  SEGURO_PAGING,
  seguroFormSchema,
  type Seguro,
  type SeguroForm,
} from '@ventas/domain/servicios/seguro-contract';
import { defineList } from '../../../../components/paged-grid/list-declaration';
import { FormText } from '../../../../components/form-fields/form-text';
import type { FormTextValues } from '../../../../components/form-fields/form-text-values';
import { catalogueCalls } from '@ventas/domain/servicios/catalogue.calls';
import { cataloguePageQuery } from '../../api/catalogue-page-query';
import { startCatalogueExport } from '../../api/start-catalogue-export';
import { amountInput, amountText, asText, textOrNull } from '../../forms/form-values';
import { AmountField } from '../../forms/fields/amount-field';
import { FormSwitch } from '../../forms/fields/form-switch';
import { OperatorSelect } from '../../forms/fields/operator-select';
import { CATALOGUE_MESSAGES } from '../../messages/catalogue-messages';
import type { CatalogueFieldsProps, CatalogueTable } from '../catalogue-table';
import { activeColumn, nameColumn, priceColumn, textColumn, updatedColumn } from '../common-columns';

/** SPEC §3 Insurance as edited: priced per `tramo` (the device's price band). */
type SeguroValues = FormTextValues<z.input<typeof seguroFormSchema>>;

function SeguroFields({ form, disabled }: CatalogueFieldsProps<SeguroValues, SeguroForm>) {
  const { control } = form;
  return (
    <Grid container spacing={2}>
      <Grid size={12}>
        <FormText control={control} name="name" label="Nombre" required disabled={disabled} autoFocus />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <OperatorSelect control={control} name="operator" disabled={disabled} />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <AmountField control={control} name="price" label="Precio" required disabled={disabled} />
      </Grid>
      <Grid size={12}>
        <FormText control={control} name="tramo" label="Tramo (p. ej. 0–300 €)" disabled={disabled} />
      </Grid>
      <Grid size={12}>
        <FormSwitch control={control} name="is_active" label="Activo" disabled={disabled} />
      </Grid>
    </Grid>
  );
}

const messages = CATALOGUE_MESSAGES.seguros;

/** SPEC §3 Insurance: a device insurance, priced, with its history. */
export const SEGUROS_TABLE: CatalogueTable<Seguro, SeguroValues, SeguroForm> = {
  calls: catalogueCalls.seguros,
  list: defineList({
    filters: SEGURO_FILTERS,
    paging: SEGURO_PAGING,
    pageQuery: cataloguePageQuery(catalogueCalls.seguros),
    startExport: startCatalogueExport('seguros'),
    texts: {
      gridLabel: 'Seguros',
      items: { one: 'seguro', other: 'seguros' },
      empty: 'Todavía no hay seguros',
      emptyFiltered: 'No hay seguros que coincidan con los filtros',
      loadFailed: messages.loadFailed,
    },
  }),
  columns: {
    build: () => [
      nameColumn(),
      textColumn('operator', 'Operador', true, 100),
      textColumn('tramo', 'Tramo', true, 150),
      priceColumn('price'),
      activeColumn(),
      updatedColumn(),
    ],
    orderBy: { name: 'name', operator: 'operator', tramo: 'tramo', updated_on: 'updated_on' },
    phone: ['name', 'price'],
    tabletHidden: ['updated_on'],
    laptopHidden: [],
  },
  form: {
    schema: seguroFormSchema,
    empty: () => ({ name: '', operator: '', is_active: true, price: '', tramo: '' }),
    fromRow: (row) => ({
      name: row.name,
      operator: row.operator,
      is_active: row.is_active,
      price: amountText(row.price),
      tramo: asText(row.tramo),
    }),
    toInput: (values) => ({
      name: values.name,
      operator: values.operator,
      is_active: values.is_active,
      price: amountInput(values.price),
      tramo: textOrNull(values.tramo),
    }),
    Fields: SeguroFields,
  },
  messages,
  titles: { create: 'Nuevo seguro', edit: 'Editar seguro', view: 'Seguro', delete: 'Borrar seguro' },
  rowName: (row) => row.name,
  pricedKind: 'seguro',
};
