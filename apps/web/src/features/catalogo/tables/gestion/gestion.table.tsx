import Grid from '@mui/material/Grid';
import type { z } from 'zod';
import {
  GESTION_FILTERS,
  GESTION_PAGING,
  gestionFormSchema,
  type Gestion,
  type GestionForm,
} from '@ventas/domain/servicios/gestion-list';
import { defineList } from '../../../../components/paged-grid/list-declaration';
import { FormText } from '../../../../components/form-fields/form-text';
import type { FormTextValues } from '../../../../components/form-fields/form-text-values';
import { catalogueCalls } from '@ventas/domain/servicios/catalogue.calls';
import { cataloguePageQuery } from '../../api/catalogue-page-query';
import { startCatalogueExport } from '../../api/start-catalogue-export';
import { asText, textOrNull } from '../../forms/form-values';
import { FormSwitch } from '../../forms/fields/form-switch';
import { OperatorSelect } from '../../forms/fields/operator-select';
import { CATALOGUE_MESSAGES } from '../../messages/catalogue-messages';
import type { CatalogueFieldsProps, CatalogueTable } from '../catalogue-table';
import { activeColumn, nameColumn, textColumn } from '../common-columns';

/** SPEC §3 Procedure (gestion) as edited. */
type GestionValues = FormTextValues<z.input<typeof gestionFormSchema>>;

function GestionFields({ form, disabled }: CatalogueFieldsProps<GestionValues, GestionForm>) {
  const { control } = form;
  return (
    <Grid container spacing={2}>
      <Grid size={12}>
        <FormText control={control} name="name" label="Nombre" required disabled={disabled} autoFocus />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <OperatorSelect control={control} name="operator" optional disabled={disabled} />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormText control={control} name="tipo_gestion" label="Tipo de gestión" disabled={disabled} />
      </Grid>
      <Grid size={12}>
        <FormSwitch control={control} name="is_active" label="Activa" disabled={disabled} />
      </Grid>
    </Grid>
  );
}

const messages = CATALOGUE_MESSAGES.gestion;

/** SPEC §3 Procedure: what the gestión action of a customer registers. */
export const GESTION_TABLE: CatalogueTable<Gestion, GestionValues, GestionForm> = {
  calls: catalogueCalls.gestion,
  list: defineList({
    filters: GESTION_FILTERS,
    paging: GESTION_PAGING,
    pageQuery: cataloguePageQuery(catalogueCalls.gestion),
    startExport: startCatalogueExport('gestion'),
    texts: {
      gridLabel: 'Gestiones',
      items: { one: 'gestión', other: 'gestiones' },
      empty: 'Todavía no hay gestiones',
      emptyFiltered: 'No hay gestiones que coincidan con los filtros',
      loadFailed: messages.loadFailed,
    },
  }),
  columns: {
    build: () => [
      nameColumn(),
      {
        ...textColumn('operator', 'Operador', true, 100),
        valueFormatter: (value: string | null) => value ?? 'Todos',
      },
      textColumn('tipo_gestion', 'Tipo de gestión', true, 180),
      activeColumn(),
    ],
    orderBy: { name: 'name', operator: 'operator', tipo_gestion: 'tipo_gestion' },
    phone: ['name'],
    tabletHidden: [],
    laptopHidden: [],
  },
  form: {
    schema: gestionFormSchema,
    empty: () => ({ name: '', operator: '', tipo_gestion: '', is_active: true }),
    fromRow: (row) => ({
      name: row.name,
      operator: asText(row.operator),
      tipo_gestion: asText(row.tipo_gestion),
      is_active: row.is_active,
    }),
    toInput: (values) => ({
      name: values.name,
      operator: textOrNull(values.operator),
      tipo_gestion: textOrNull(values.tipo_gestion),
      is_active: values.is_active,
    }),
    Fields: GestionFields,
  },
  messages,
  titles: { create: 'Nueva gestión', edit: 'Editar gestión', view: 'Gestión', delete: 'Borrar gestión' },
  rowName: (row) => row.name,
};
