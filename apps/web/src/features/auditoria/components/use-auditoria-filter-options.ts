import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { ACCIONES_AUDITADAS, ENTIDADES_AUDITADAS } from '@ventas/domain/auditoria/auditoria-contract';
import type { FilterOptions } from '../../../components/paged-grid/filter-options';
import type { Option } from '../../../lib/option';
import { usuariosQuery } from '../api/usuarios-query';

const fromLabels = (labels: Record<string, string>): Option[] =>
  Object.entries(labels).map(([value, label]) => ({ value, label }));

const ENTIDAD_OPTIONS = fromLabels(ENTIDADES_AUDITADAS);
const ACCION_OPTIONS = fromLabels(ACCIONES_AUDITADAS);

/**
 * AUDITORIA_FILTERS' choices: the distributor's accounts (GET /api/comerciales/, without its
 * closing 'Por asignar', which is no one) and the domain's label tables for entities and actions.
 */
export function useAuditoriaFilterOptions(): FilterOptions {
  const comerciales = useQuery(usuariosQuery).data;
  return useMemo(() => {
    const usuarios = (comerciales ?? [])
      .filter((comercial) => comercial.username !== null)
      .map((comercial) => ({ value: String(comercial.id), label: comercial.nombre_completo }));
    const table: Partial<Record<string, Option[]>> = {
      usuario: usuarios,
      entidad: ENTIDAD_OPTIONS,
      accion: ACCION_OPTIONS,
    };
    return {
      options: (key) => table[key] ?? null,
      label: (key, value) => table[key]?.find((option) => option.value === value)?.label,
    };
  }, [comerciales]);
}
