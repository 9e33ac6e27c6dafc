import {
  DEVICE_LIST_PAGING,
  TERMINAL_FILTERS,
  terminalFormSchema,
  type Terminal,
  type TerminalForm,
} from '@ventas/domain/servicios/terminal-contract';
import { defineList } from '../../../../components/paged-grid/list-declaration';
import { catalogueCalls } from '@ventas/domain/servicios/catalogue.calls';
import { cataloguePageQuery } from '../../api/catalogue-page-query';
import { startCatalogueExport } from '../../api/start-catalogue-export';
import { CATALOGUE_MESSAGES } from '../../messages/catalogue-messages';
import type { CatalogueTable } from '../catalogue-table';
import { activeColumn, nameColumn, priceColumn, textColumn, updatedColumn } from '../common-columns';
import { TerminalFields } from './terminal-fields';
import { emptyTerminal, terminalInput, terminalValues, type TerminalValues } from './terminal-form-values';

const messages = CATALOGUE_MESSAGES.terminales;

/** SPEC §3 Device on /devicemanagement: 20 a page (SPEC §9), price history, import with installments. */
export const TERMINALES_TABLE: CatalogueTable<Terminal, TerminalValues, TerminalForm> = {
  calls: catalogueCalls.terminales,
  list: defineList({
    filters: TERMINAL_FILTERS,
    paging: DEVICE_LIST_PAGING,
    pageQuery: cataloguePageQuery(catalogueCalls.terminales),
    startExport: startCatalogueExport('terminales'),
    texts: {
      gridLabel: 'Dispositivos',
      items: { one: 'dispositivo', other: 'dispositivos' },
      empty: 'Todavía no hay dispositivos',
      emptyFiltered: 'No hay dispositivos que coincidan con los filtros',
      loadFailed: messages.loadFailed,
    },
  }),
  columns: {
    build: () => [
      nameColumn(),
      textColumn('brand', 'Marca', true, 130),
      textColumn('operator', 'Operador', true, 100),
      priceColumn('price'),
      { ...textColumn('devices', 'Unidades', false, 100), align: 'right', headerAlign: 'right' },
      activeColumn(),
      updatedColumn(),
    ],
    orderBy: { name: 'name', brand: 'brand', operator: 'operator', updated_on: 'updated_on' },
    phone: ['name', 'price'],
    tabletHidden: ['devices', 'updated_on'],
    laptopHidden: ['updated_on'],
  },
  form: {
    schema: terminalFormSchema,
    empty: emptyTerminal,
    fromRow: terminalValues,
    toInput: terminalInput,
    Fields: TerminalFields,
  },
  messages,
  titles: {
    create: 'Nuevo dispositivo',
    edit: 'Editar dispositivo',
    view: 'Dispositivo',
    delete: 'Borrar dispositivo',
  },
  rowName: (row) => row.name,
  pricedKind: 'terminal',
  importTables: ['terminales', 'installments'],
};
