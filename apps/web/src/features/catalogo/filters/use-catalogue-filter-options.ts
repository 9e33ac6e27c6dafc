import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { ExportTable } from '@ventas/domain/servicios/catalogue-transfer-contract';
import type { FilterOptions } from '../../../components/paged-grid/filter-options';
import type { Option } from '../../../lib/option';
import { operadoresQuery } from '../api/operadores-query';
import { AMOUNT_UNIT_OPTIONS, CATEGORY_OPTIONS, SEGMENT_OPTIONS } from '../catalogue-labels';
import { useSeenValues } from './use-seen-values';

const asOptions = (values: readonly string[]): Option[] => values.map((value) => ({ value, label: value }));

/**
 * Where the catalogue filters' choices come from, by key (the tables share their keys: operator,
 * segment…). One object per change of its sources, as the filter panel expects.
 */
export function useCatalogueFilterOptions(path: ExportTable): FilterOptions {
  const operadores = useQuery(operadoresQuery).data;
  const paymentTypes = useSeenValues(path, 'payment_type');
  const tiposGestion = useSeenValues(path, 'tipo_gestion');

  return useMemo(() => {
    const byKey: Partial<Record<string, Option[]>> = {
      operator: (operadores ?? []).map((o) => ({ value: o.codigo, label: o.nombre })),
      segment: SEGMENT_OPTIONS,
      category: CATEGORY_OPTIONS,
      amount_unit: AMOUNT_UNIT_OPTIONS,
      payment_type: asOptions(paymentTypes),
      tipo_gestion: asOptions(tiposGestion),
    };
    return {
      options: (key) => byKey[key] ?? null,
      label: (key, value) => byKey[key]?.find((option) => option.value === value)?.label,
    };
  }, [operadores, paymentTypes, tiposGestion]);
}
