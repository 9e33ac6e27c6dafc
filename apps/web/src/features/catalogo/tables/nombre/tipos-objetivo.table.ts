import {
  TIPO_OBJETIVO_FILTERS,
  TIPO_OBJETIVO_PAGING,
  tipoObjetivoFormSchema,
  type TipoObjetivo,
  type TipoObjetivoForm,
} from '@ventas/domain/servicios/tipoobjetivo-contract';
import { defineList } from '../../../../components/paged-grid/list-declaration';
import { catalogueCalls } from '@ventas/domain/servicios/catalogue.calls';
import { cataloguePageQuery } from '../../api/catalogue-page-query';
import { startCatalogueExport } from '../../api/start-catalogue-export';
import { CATALOGUE_MESSAGES } from '../../messages/catalogue-messages';
import type { CatalogueTable } from '../catalogue-table';
import { nameColumn } from '../common-columns';
import { nombreForm, type NombreValues } from './nombre-form';

const messages = CATALOGUE_MESSAGES.tipoobjetivo;

/**
 * SPEC §3 Objective type: the families objectives and upfronts count towards. Its key root is
 * the initial data's (['servicios', 'tipoobjetivo']), so a change refreshes that list too.
 */
export const TIPOS_OBJETIVO_TABLE: CatalogueTable<TipoObjetivo, NombreValues, TipoObjetivoForm> = {
  calls: catalogueCalls.tipoobjetivo,
  list: defineList({
    filters: TIPO_OBJETIVO_FILTERS,
    paging: TIPO_OBJETIVO_PAGING,
    pageQuery: cataloguePageQuery(catalogueCalls.tipoobjetivo),
    startExport: startCatalogueExport('tipoobjetivo'),
    texts: {
      gridLabel: 'Tipos de objetivo',
      items: { one: 'tipo de objetivo', other: 'tipos de objetivo' },
      empty: 'Todavía no hay tipos de objetivo',
      emptyFiltered: 'No hay tipos de objetivo que coincidan con la búsqueda',
      loadFailed: messages.loadFailed,
    },
  }),
  columns: {
    build: () => [nameColumn('nombre')],
    orderBy: { nombre: 'nombre' },
    phone: ['nombre'],
    tabletHidden: [],
    laptopHidden: [],
  },
  form: nombreForm<TipoObjetivo>(tipoObjetivoFormSchema),
  messages,
  titles: {
    create: 'Nuevo tipo de objetivo',
    edit: 'Editar tipo de objetivo',
    view: 'Tipo de objetivo',
    delete: 'Borrar tipo de objetivo',
  },
  rowName: (row) => row.nombre,
};
