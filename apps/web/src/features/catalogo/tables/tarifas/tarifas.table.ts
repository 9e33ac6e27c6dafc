import {
  TARIFA_FILTERS,
  TARIFA_LIST_PAGING,
  tarifaFormSchema,
  type Tarifa,
  type TarifaForm,
} from '@ventas/domain/servicios/tarifa-contract';
import { defineList } from '../../../../components/paged-grid/list-declaration';
import { catalogueCalls } from '@ventas/domain/servicios/catalogue.calls';
import { cataloguePageQuery } from '../../api/catalogue-page-query';
import { startCatalogueExport } from '../../api/start-catalogue-export';
import { categoryLabel } from '../../catalogue-labels';
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
import { TarifaFields } from './tarifa-fields';
import { emptyTarifa, tarifaInput, tarifaValues, type TarifaValues } from './tarifa-form-values';

const messages = CATALOGUE_MESSAGES.tarifas;

/** SPEC §3 Tariff, with the "Tariff list filters", price history and import (issue 12). */
export const TARIFAS_TABLE: CatalogueTable<Tarifa, TarifaValues, TarifaForm> = {
  calls: catalogueCalls.tarifas,
  list: defineList({
    filters: TARIFA_FILTERS,
    paging: TARIFA_LIST_PAGING,
    pageQuery: cataloguePageQuery(catalogueCalls.tarifas),
    startExport: startCatalogueExport('tarifas'),
    texts: {
      gridLabel: 'Tarifas',
      items: { one: 'tarifa', other: 'tarifas' },
      empty: 'Todavía no hay tarifas',
      emptyFiltered: 'No hay tarifas que coincidan con los filtros',
      loadFailed: messages.loadFailed,
    },
  }),
  columns: {
    build: () => [
      nameColumn(),
      textColumn('operator', 'Operador', true, 100),
      {
        ...textColumn('category', 'Categoría', true),
        valueFormatter: (value: string) => categoryLabel(value),
      },
      segmentColumn(),
      priceColumn('price_value'),
      activeColumn(),
      updatedColumn(),
    ],
    orderBy: {
      name: 'name',
      operator: 'operator',
      category: 'category',
      segment: 'segment',
      updated_on: 'updated_on',
    },
    phone: ['name', 'price_value'],
    tabletHidden: ['segment', 'updated_on'],
    laptopHidden: ['updated_on'],
  },
  form: {
    schema: tarifaFormSchema,
    empty: emptyTarifa,
    fromRow: tarifaValues,
    toInput: tarifaInput,
    Fields: TarifaFields,
    wide: true,
  },
  messages,
  titles: { create: 'Nueva tarifa', edit: 'Editar tarifa', view: 'Tarifa', delete: 'Borrar tarifa' },
  rowName: (row) => row.name,
  pricedKind: 'tarifa',
  importTables: ['tarifas'],
};
