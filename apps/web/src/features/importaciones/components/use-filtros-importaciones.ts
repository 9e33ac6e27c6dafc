import { useMemo } from 'react';
import {
  ESTADOS_IMPORTACION,
  type EstadoImportacion,
} from '@ventas/domain/importaciones/importacion-contract';
import { useOrigenes } from '../../../api/initial-options';
import type { FilterOptions } from '../../../components/paged-grid/filter-options';

const ESTADO_OPTIONS = (Object.keys(ESTADOS_IMPORTACION) as EstadoImportacion[]).map((value) => ({
  value,
  label: ESTADOS_IMPORTACION[value],
}));

/** The list's choices: the states with their Spanish labels, and the tenant's origins. */
export function useFiltrosImportaciones(): FilterOptions {
  const origenes = useOrigenes();
  return useMemo(() => {
    const origenOptions = origenes.map((origen) => ({ value: String(origen.id), label: origen.nombre }));
    const options = (key: string) =>
      key === 'estado' ? ESTADO_OPTIONS : key === 'origen_bbdd' ? origenOptions : null;
    return {
      options,
      label: (key, value) => options(key)?.find((option) => option.value === value)?.label,
    };
  }, [origenes]);
}
