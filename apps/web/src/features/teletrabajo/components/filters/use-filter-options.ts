import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { ESTADOS_OFERTA } from '@ventas/domain/telework/oferta-estados';
import { ESTADOS_PAQUETE } from '@ventas/domain/telework/paquete-estados';
import { comercialesQuery } from '../../api/comerciales-query';
import { useOpciones, useOrigenes, type Opciones, type Option } from '../../api/telework-options';
import { estadoClienteLabel, estadoPaqueteLabel, TARIFF_CATEGORY_LABELS } from '../../display-labels';
import type { OptionLabel } from '../../filters/active-filters';
import type { FilterKey, ListFilterKey, SelectFilterKey } from '../../filters/filter-definitions';

export type OptionFilterKey = SelectFilterKey | ListFilterKey;

export interface FilterOptions {
  /** The choices of a select or list filter; null for a list of free values. */
  options: (key: OptionFilterKey) => Option[] | null;
  label: OptionLabel;
}

const list = (opciones: Opciones, tipo: string): Option[] => opciones[tipo] ?? [];

/** Where each select and list filter takes its options from. */
export function useFilterOptions(): FilterOptions {
  const opciones = useOpciones();
  const origenes = useOrigenes();
  const comerciales = useQuery(comercialesQuery).data;

  return useMemo(() => {
    const table: Partial<Record<OptionFilterKey, Option[]>> = {
      tipo_documento: list(opciones, 'tipo_documento'),
      estadoCliente: list(opciones, 'estado_cliente').map((o) => ({
        ...o,
        label: estadoClienteLabel(o.label),
      })),
      segmento: list(opciones, 'segmento'),
      contractSegment: list(opciones, 'segmento'),
      comercial: (comerciales ?? []).map((c) => ({ value: String(c.id), label: c.nombre_completo })),
      tipo_comercial: list(opciones, 'tipo_comercial'),
      ispActual: list(opciones, 'isp'),
      contractIsp: list(opciones, 'isp'),
      razon_no_interesado: list(opciones, 'razon_no_interesado'),
      opciones_tipo_llamada: list(opciones, 'tipo_llamada'),
      opciones_no_interesado: list(opciones, 'tipo_no_interesado'),
      estadoServicio: ESTADOS_PAQUETE.map((estado) => ({ value: estado, label: estadoPaqueteLabel(estado) })),
      contractTariffCategory: Object.entries(TARIFF_CATEGORY_LABELS).map(([value, label]) => ({
        value,
        label,
      })),
      estadoOferta: ESTADOS_OFERTA.map((estado) => ({ value: String(estado.id), label: estado.label })),
      origenBbdd: origenes.map((origen) => ({ value: String(origen.id), label: origen.nombre })),
    };
    const options = (key: OptionFilterKey) => table[key] ?? null;
    const label = (key: FilterKey, value: string) =>
      (table as Partial<Record<FilterKey, Option[]>>)[key]?.find((option) => option.value === value)?.label;
    return { options, label };
  }, [opciones, origenes, comerciales]);
}

/** The options plus the current value when the list lacks it (an old or hand-typed value). */
export function withCurrent(options: readonly Option[], value: string, label = value): Option[] {
  if (!value || options.some((option) => option.value === value)) return [...options];
  return [...options, { value, label }];
}
