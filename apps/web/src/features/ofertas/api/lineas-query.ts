import { queryOptions } from '@tanstack/react-query';
import type { LineaKind } from '@ventas/domain/ofertas/oferta-cotizacion';
import type { Adicional } from '@ventas/domain/servicios/adicional-contract';
import type { Sva } from '@ventas/domain/servicios/sva-contract';
import type { Tarifa } from '@ventas/domain/servicios/tarifa-contract';
import { catalogueCalls } from '@ventas/domain/servicios/catalogue.calls';
import { wholeList } from '../../../api/list-answer';
import { sendCall } from '../../../api/send-call';
import { LIST_PATH, ofertaKeys } from './oferta-keys';

/** What a package line may name, whatever its kind (a tariff, an additional line, an SVA). */
export type LineaItem = Tarifa | Adicional | Sva;

/**
 * GET /api/servicios/{tarifas,adicionales,sva}/?operator=&segment=&is_active=true: the whole list
 * of active items one offer may sell (no page sent: the API answers an array; decision 72 keeps it
 * 5 s in memory for every agent asking the same).
 */
export const lineasQuery = (kind: LineaKind, operator: string, segment: string) =>
  queryOptions({
    queryKey: ofertaKeys.lineas(kind, operator, segment),
    queryFn: async ({ signal }): Promise<LineaItem[]> =>
      wholeList(
        await sendCall(
          catalogueCalls[LIST_PATH[kind]].list,
          { query: { operator, segment, is_active: true } },
          { signal },
        ),
      ),
    enabled: operator !== '' && segment !== '',
    staleTime: 60_000,
  });
