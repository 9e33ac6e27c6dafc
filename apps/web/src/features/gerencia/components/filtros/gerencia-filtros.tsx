import Box from '@mui/material/Box';
import { ESTADOS_CUENTA, TIPOS_COMERCIAL } from '@ventas/domain/cuentas/account-constants';
import {
  ESTADO_GERENCIA_POR_DEFECTO,
  type GerenciaFilters,
} from '@ventas/domain/gerencia/gerencia-filters-contract';
import type { Ventana } from '@ventas/domain/gerencia/gerencia-ventana';
import { ListFilter } from '../../../../components/option-filters/list-filter';
import { estadoCuentaLabel, tipoComercialLabel } from '@ventas/domain/cuentas/account-constants';
import type { FiltrosComerciales } from '../../model/use-filtros-comerciales';
import { FechasFilter } from '../../../../components/fechas-filter/fechas-filter';

interface GerenciaFiltrosProps {
  filtros: FiltrosComerciales;
  cambiar: (cambio: (actuales: FiltrosComerciales) => FiltrosComerciales) => void;
  /** The range the figures are for (the URL's, or the default's); null until known. */
  ventana: Ventana | null;
  /** Undefined while loading or when they failed: the states and types are the domain's. */
  opciones: GerenciaFilters | undefined;
}

/**
 * Dates, states and commercial types. No state picked is the default one (SPEC §9: ALTA), as the
 * API reads it: removing the last chip shows the default again (decisions-gerencia-web 2).
 */
export function GerenciaFiltros({ filtros, cambiar, ventana, opciones }: GerenciaFiltrosProps) {
  const porDefecto = opciones?.estado_por_defecto ?? ESTADO_GERENCIA_POR_DEFECTO;
  const estados = filtros.estado?.length ? filtros.estado : [porDefecto];
  const opcion = (label: (code: string) => string) => (value: string) => ({ value, label: label(value) });
  return (
    <Box
      role="search"
      aria-label="Filtros de las cifras"
      sx={{
        display: 'grid',
        gap: 1.5,
        gridTemplateColumns: { xs: '1fr', md: 'auto minmax(180px, 1fr) minmax(200px, 1fr)' },
        alignItems: 'start',
        mb: 2,
      }}
    >
      {ventana ? (
        <FechasFilter
          ventana={ventana}
          presets={opciones?.fechas ?? []}
          onChange={(elegida) =>
            cambiar((actuales) => ({
              ...actuales,
              fechas: elegida ? { after: elegida.desde, before: elegida.hasta } : undefined,
            }))
          }
        />
      ) : (
        <Box sx={{ height: 40 }} aria-hidden />
      )}
      <ListFilter
        label="Estado"
        values={estados}
        options={(opciones?.estados ?? ESTADOS_CUENTA).map(opcion(estadoCuentaLabel))}
        onChange={(valores) =>
          cambiar((actuales) => ({
            ...actuales,
            estado: valores.length === 1 && valores[0] === porDefecto ? [] : valores,
          }))
        }
      />
      <ListFilter
        label="Tipo de comercial"
        values={filtros.tipo_comercial ?? []}
        options={(opciones?.tipos_comercial ?? TIPOS_COMERCIAL).map(opcion(tipoComercialLabel))}
        onChange={(valores) => cambiar((actuales) => ({ ...actuales, tipo_comercial: valores }))}
      />
    </Box>
  );
}
