import { queryOptions } from '@tanstack/react-query';
import {
  tiposObjetivoResponseSchema,
  type TipoObjetivo,
} from '@ventas/domain/servicios/tipoobjetivo-contract';
import { tiposObjetivoQuery } from '../../../api/initial-data-queries';

/**
 * GET /api/servicios/tipoobjetivo/ (loaded with the initial data, SPEC §7): the families an
 * objective can be set for. A wrong answer is an error here ('Error al cargar los tipos objetivos').
 */
export const tiposObjetivoCalculadoraQuery = queryOptions({
  ...tiposObjetivoQuery,
  select: (raw: unknown): TipoObjetivo[] => {
    const parsed = tiposObjetivoResponseSchema.parse(raw);
    return Array.isArray(parsed) ? parsed : parsed.results;
  },
});
