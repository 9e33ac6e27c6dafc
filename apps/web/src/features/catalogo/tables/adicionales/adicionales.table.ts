import {
  ADICIONAL_FILTERS,
  ADICIONAL_PAGING,
  adicionalFormSchema,
  type Adicional,
  type AdicionalForm,
} from '@ventas/domain/servicios/adicional-contract';
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
import { AdicionalFields } from './adicional-fields';
import {
  adicionalInput,
  adicionalValues,
  emptyAdicional,
  type AdicionalValues,
} from './adicional-form-values';

const messages = CATALOGUE_MESSAGES.adicionales;

/** SPEC §3 Additional line; priced with 4 decimals (SPEC §5). */
export const ADICIONALES_TABLE: CatalogueTable<Adicional, AdicionalValues, AdicionalForm> = {
  calls: catalogueCalls.adicionales,
  list: defineList({
    filters: ADICIONAL_FILTERS,
    paging: ADICIONAL_PAGING,
    pageQuery: cataloguePageQuery(catalogueCalls.adicionales),
    startExport: startCatalogueExport('adicionales'),
    texts: {
      gridLabel: 'Adicionales',
      items: { one: 'línea adicional', other: 'líneas adicionales' },
      empty: 'Todavía no hay líneas adicionales',
      emptyFiltered: 'No hay líneas adicionales que coincidan con los filtros',
      loadFailed: messages.loadFailed,
    },
  }),
  columns: {
    build: () => [
      nameColumn(),
      textColumn('operator', 'Operador', true, 100),
      segmentColumn(),
      priceColumn('price_value'),
      { ...textColumn('max_number', 'Máx. líneas', false, 110), align: 'right', headerAlign: 'right' },
      activeColumn(),
      updatedColumn(),
    ],
    orderBy: { name: 'name', operator: 'operator', segment: 'segment', updated_on: 'updated_on' },
    phone: ['name', 'price_value'],
    tabletHidden: ['max_number', 'updated_on'],
    laptopHidden: ['updated_on'],
  },
  form: {
    schema: adicionalFormSchema,
    empty: emptyAdicional,
    fromRow: adicionalValues,
    toInput: adicionalInput,
    Fields: AdicionalFields,
  },
  messages,
  titles: {
    create: 'Nueva línea adicional',
    edit: 'Editar línea adicional',
    view: 'Línea adicional',
    delete: 'Borrar línea adicional',
  },
  rowName: (row) => row.name,
  pricedKind: 'adicional',
};
