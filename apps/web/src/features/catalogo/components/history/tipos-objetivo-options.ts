import { queryOptions } from '@tanstack/react-query';
import { tiposObjetivoSchema, type TipoObjetivo } from '@ventas/domain/servicios/tipoobjetivo-contract';
import { tiposObjetivoQuery } from '../../../../api/initial-data-queries';

const NONE: TipoObjetivo[] = [];

/** GET /api/servicios/tipoobjetivo/ (already loaded with the initial data, SPEC §7), read safely. */
export const tiposObjetivoOptionsQuery = queryOptions({
  ...tiposObjetivoQuery,
  select: (raw: unknown) => tiposObjetivoSchema.safeParse(raw).data ?? NONE,
});
