import {
  SVA_FILTERS,
  SVA_PAGING,
  svaFormSchema,
  type Sva,
  type SvaForm,
} from '@ventas/domain/servicios/sva-contract';
import { defineList } from '../../../../components/paged-grid/list-declaration';
import { catalogueCalls } from '@ventas/domain/servicios/catalogue.calls';
import { cataloguePageQuery } from '../../api/catalogue-page-query';
import { startCatalogueExport } from '../../api/start-catalogue-export';
import { CATALOGUE_MESSAGES } from '../../messages/catalogue-messages';
import type { CatalogueTable } from '../catalogue-table';
import {
  activeColumn,
  nameColumn,
  priceColumn,
  segmentColumn,
  textColumn,
  updatedColumn,
} from '../common-columns';
import { SvaFields } from './sva-fields';
import { emptySva, svaInput, svaValues, type SvaValues } from './sva-form-values';

const messages = CATALOGUE_MESSAGES.sva;

/** SPEC §3 SVA (value-added services). */
export const SVA_TABLE: CatalogueTable<Sva, SvaValues, SvaForm> = {
  calls: catalogueCalls.sva,
  list: defineList({
    filters: SVA_FILTERS,
    paging: SVA_PAGING,
    pageQuery: cataloguePageQuery(catalogueCalls.sva),
    startExport: startCatalogueExport('sva'),
    texts: {
      gridLabel: 'SVA',
      items: { one: 'SVA', other: 'SVA' },
      empty: 'Todavía no hay SVA',
      emptyFiltered: 'No hay SVA que coincidan con los filtros',
      loadFailed: messages.loadFailed,
    },
  }),
  columns: {
    build: () => [
      nameColumn(),
      textColumn('operator', 'Operador', true, 100),
      segmentColumn(),
      priceColumn('price_value'),
      {
        ...textColumn('permanence', 'Permanencia', false, 120),
        valueFormatter: (value: number | null) => (value === null ? '' : `${value} meses`),
      },
      activeColumn(),
      updatedColumn(),
    ],
    orderBy: { name: 'name', operator: 'operator', segment: 'segment', updated_on: 'updated_on' },
    phone: ['name', 'price_value'],
    tabletHidden: ['permanence', 'updated_on'],
    laptopHidden: ['updated_on'],
  },
  form: { schema: svaFormSchema, empty: emptySva, fromRow: svaValues, toInput: svaInput, Fields: SvaFields },
  messages,
  titles: { create: 'Nuevo SVA', edit: 'Editar SVA', view: 'SVA', delete: 'Borrar SVA' },
  rowName: (row) => row.name,
  pricedKind: 'sva',
};
