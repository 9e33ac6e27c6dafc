import {
  PAQUETES_LIST_CHOICES,
  PAQUETES_LIST_FILTERS,
  PAQUETES_LIST_PAGING,
  type PaquetesListOrderable,
} from '@ventas/domain/telework/paquetes-list-contract';
import type { ListQuery } from '@ventas/domain/http/list-query';
import { listQueryWithChoices } from './atenciones-list.query';

/** GET /api/atenciones/paquete/'s query string. */
export const paquetesListQuerySchema = listQueryWithChoices(
  PAQUETES_LIST_FILTERS,
  PAQUETES_LIST_PAGING,
  PAQUETES_LIST_CHOICES,
);
export type PaquetesListQuery = ListQuery<typeof PAQUETES_LIST_FILTERS, PaquetesListOrderable>;
