import {
  PROMOCION_FILTERS,
  PROMOCION_PAGING,
  promocionFormSchema,
  type Promocion,
  type PromocionForm,
} from '@ventas/domain/servicios/promocion-contract';
import { defineList } from '../../../../components/paged-grid/list-declaration';
import { catalogueCalls } from '@ventas/domain/servicios/catalogue.calls';
import { cataloguePageQuery } from '../../api/catalogue-page-query';
import { startCatalogueExport } from '../../api/start-catalogue-export';
import { DURATION_UNIT_OPTIONS, formatPromotionAmount } from '../../catalogue-labels';
import { CATALOGUE_MESSAGES } from '../../messages/catalogue-messages';
import type { CatalogueTable } from '../catalogue-table';
import { activeColumn, nameColumn, textColumn, updatedColumn } from '../common-columns';
import { PromocionFields } from './promocion-fields';
import {
  emptyPromocion,
  promocionInput,
  promocionValues,
  type PromocionValues,
} from './promocion-form-values';

const messages = CATALOGUE_MESSAGES.promociones;
const unitLabel = (unit: string | null) =>
  DURATION_UNIT_OPTIONS.find((o) => o.value === unit)?.label.toLowerCase() ?? '';

/** SPEC §3 Promotion. Not priced itself: it changes the price of what it applies to. */
export const PROMOCIONES_TABLE: CatalogueTable<Promocion, PromocionValues, PromocionForm> = {
  calls: catalogueCalls.promociones,
  list: defineList({
    filters: PROMOCION_FILTERS,
    paging: PROMOCION_PAGING,
    pageQuery: cataloguePageQuery(catalogueCalls.promociones),
    startExport: startCatalogueExport('promociones'),
    texts: {
      gridLabel: 'Promociones',
      items: { one: 'promoción', other: 'promociones' },
      empty: 'Todavía no hay promociones',
      emptyFiltered: 'No hay promociones que coincidan con los filtros',
      loadFailed: messages.loadFailed,
    },
  }),
  columns: {
    build: () => [
      nameColumn(),
      textColumn('operator', 'Operador', true, 100),
      {
        ...textColumn('amount', 'Descuento', true, 130),
        align: 'right',
        headerAlign: 'right',
        valueGetter: (_value, row) => formatPromotionAmount(row.amount, row.amount_unit),
      },
      {
        ...textColumn('duration', 'Duración', false, 120),
        valueGetter: (_value, row) =>
          row.duration === null ? 'Sin fin' : `${row.duration} ${unitLabel(row.duration_unit)}`,
      },
      activeColumn(),
      updatedColumn(),
    ],
    orderBy: { name: 'name', operator: 'operator', amount: 'amount', updated_on: 'updated_on' },
    phone: ['name', 'amount'],
    tabletHidden: ['updated_on'],
    laptopHidden: ['updated_on'],
  },
  form: {
    schema: promocionFormSchema,
    empty: emptyPromocion,
    fromRow: promocionValues,
    toInput: promocionInput,
    Fields: PromocionFields,
  },
  messages,
  titles: {
    create: 'Nueva promoción',
    edit: 'Editar promoción',
    view: 'Promoción',
    delete: 'Borrar promoción',
  },
  rowName: (row) => row.name,
};
