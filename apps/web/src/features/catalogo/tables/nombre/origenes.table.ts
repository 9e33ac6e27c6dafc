import {
  ORIGEN_FILTERS,
  ORIGEN_PAGING,
  origenFormSchema,
  type Origen,
  type OrigenForm,
} from '@ventas/domain/servicios/origen-contract';
import { origenesBbddQuery } from '../../../../api/initial-data-queries';
import { defineList } from '../../../../components/paged-grid/list-declaration';
import { catalogueCalls } from '@ventas/domain/servicios/catalogue.calls';
import { cataloguePageQuery } from '../../api/catalogue-page-query';
import { startCatalogueExport } from '../../api/start-catalogue-export';
import { CATALOGUE_MESSAGES } from '../../messages/catalogue-messages';
import type { CatalogueTable } from '../catalogue-table';
import { nameColumn, updatedColumn } from '../common-columns';
import { nombreForm, type NombreValues } from './nombre-form';

const messages = CATALOGUE_MESSAGES.origenesbd;

/** SPEC §3 Database origin: where a customer came from. One in use cannot be deleted (409). */
export const ORIGENES_TABLE: CatalogueTable<Origen, NombreValues, OrigenForm> = {
  calls: catalogueCalls.origenesbd,
  list: defineList({
    filters: ORIGEN_FILTERS,
    paging: ORIGEN_PAGING,
    pageQuery: cataloguePageQuery(catalogueCalls.origenesbd),
    startExport: startCatalogueExport('origenesbd'),
    texts: {
      gridLabel: 'Orígenes BD',
      items: { one: 'origen', other: 'orígenes' },
      empty: 'Todavía no hay orígenes',
      emptyFiltered: 'No hay orígenes que coincidan con la búsqueda',
      loadFailed: messages.loadFailed,
    },
  }),
  columns: {
    build: () => [nameColumn('nombre'), { ...updatedColumn(), field: 'timestamp', headerName: 'Creado' }],
    orderBy: { nombre: 'nombre', timestamp: 'timestamp' },
    phone: ['nombre'],
    tabletHidden: [],
    laptopHidden: [],
  },
  form: nombreForm<Origen>(origenFormSchema),
  messages,
  titles: {
    create: 'Nuevo origen BD',
    edit: 'Editar origen BD',
    view: 'Origen BD',
    delete: 'Borrar origen BD',
  },
  rowName: (row) => row.nombre,
  // The customer form reads origins from the initial data (model-query).
  alsoInvalidates: [origenesBbddQuery.queryKey],
};
