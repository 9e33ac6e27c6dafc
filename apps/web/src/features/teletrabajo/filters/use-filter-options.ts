import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { ClientesFilterKey } from '@ventas/domain/telework/clientes-filters';
import { TIPO_VENTA_SIN_TIPO } from '@ventas/domain/gerencia/gerencia-figuras';
import { LISTA_TIPO_VENTA } from '@ventas/domain/opciones/tipos-venta';
import { TIPOS_ATENCION } from '@ventas/domain/telework/atencion-constants';
import { ESTADOS_OFERTA } from '@ventas/domain/ofertas/oferta-estados';
import { ESTADOS_PAQUETE } from '@ventas/domain/telework/paquete-estados';
import { useOpciones, useOrigenes, type Opciones } from '../../../api/initial-options';
import type { FilterOptions } from '../../../components/paged-grid/filter-options';
import type { Option } from '../../../lib/option';
import {
  comercialesQuery,
  estadoClienteLabel,
  estadoPaqueteLabel,
  TARIFF_CATEGORY_LABELS,
  tipoAtencionLabel,
} from '../../clientes/clientes.public';

const list = (opciones: Opciones, tipo: string): Option[] => opciones[tipo] ?? [];

/** Where each select and multi filter of the customer list takes its options from. */
export function useFilterOptions(): FilterOptions {
  const opciones = useOpciones();
  const origenes = useOrigenes();
  const comerciales = useQuery(comercialesQuery).data;

  return useMemo(() => {
    // The accounts only: the list's closing 'Por asignar' (id 'null') is no one, and the filter
    // that takes 'null' offers it itself, once, as 'Sin asignar' (issue 29 §5 found it twice).
    const comercialOptions = (comerciales ?? []).flatMap((c) =>
      typeof c.id === 'number' ? [{ value: String(c.id), label: c.nombre_completo }] : [],
    );
    const table: Partial<Record<ClientesFilterKey, Option[]>> = {
      tipo_documento: list(opciones, 'tipo_documento'),
      estadoCliente: list(opciones, 'estado_cliente').map((o) => ({
        ...o,
        label: estadoClienteLabel(o.label),
      })),
      segmento: list(opciones, 'segmento'),
      contractSegment: list(opciones, 'segmento'),
      // SPEC §5: 'null' picks the customers nobody is assigned.
      comercial: [{ value: 'null', label: 'Sin asignar' }, ...comercialOptions],
      // Whose next callback it is, whose attention or sale: the same accounts.
      proxima_llamada_comercial: comercialOptions,
      atencion_comercial: comercialOptions,
      venta_comercial: comercialOptions,
      atencion_tipo: TIPOS_ATENCION.map((tipo) => ({ value: tipo, label: tipoAtencionLabel(tipo) })),
      paquete_estado: ESTADOS_PAQUETE.map((estado) => ({ value: estado, label: estadoPaqueteLabel(estado) })),
      // The distributor's sale types (deactivated ones too: old sales hold them), and the
      // statistics' "Sin tipo" bar, which opens this filter (issue 29 §5).
      paquete_tipo_venta: [
        ...list(opciones, LISTA_TIPO_VENTA).map(({ value, label }) => ({ value, label })),
        { value: TIPO_VENTA_SIN_TIPO, label: TIPO_VENTA_SIN_TIPO },
      ],
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
      // 'null' picks the customers with no origin (origin performance's "Sin origen" opens it).
      origenBbdd: [
        { value: 'null', label: 'Sin origen' },
        ...origenes.map((origen) => ({ value: String(origen.id), label: origen.nombre })),
      ],
    };
    const byKey = table as Partial<Record<string, Option[]>>;
    const options = (key: string) => byKey[key] ?? null;
    const label = (key: string, value: string) => byKey[key]?.find((option) => option.value === value)?.label;
    return { options, label };
  }, [opciones, origenes, comerciales]);
}
