import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import Skeleton from '@mui/material/Skeleton';
import type { GerenciaFilters } from '@ventas/domain/gerencia/gerencia-filters-contract';
import type { Ventana } from '@ventas/domain/gerencia/gerencia-ventana';
import { Suspense } from 'react';
import { lazyPart } from '../../../components/lazy-part/lazy-part';
import { ListFilter } from '../../../components/option-filters/list-filter';
import { cargarGerenciaFiltros } from '../../gerencia/gerencia.public';
import { comoGerencia, desdeGerencia, type FiltrosEstadisticas } from '../model/use-filtros-estadisticas';

// Gerencia's bar, with its date pickers, arrives as its own chunk (shared with Gerencia · Comerciales).
const GerenciaFiltros = lazyPart(cargarGerenciaFiltros);

interface EstadisticasFiltrosProps {
  filtros: FiltrosEstadisticas;
  cambiar: (cambio: (actuales: FiltrosEstadisticas) => FiltrosEstadisticas) => void;
  ventana: Ventana | null;
  opciones: GerenciaFilters | undefined;
}

/**
 * Gerencia's filters (dates with their presets, estado, tipo_comercial) plus the commercials
 * themselves. Named commercials are counted whatever their state and type (decision 121), so the
 * screen says so rather than leave two filters that seem to disagree.
 */
export function EstadisticasFiltros({ filtros, cambiar, ventana, opciones }: EstadisticasFiltrosProps) {
  const elegidos = filtros.comercial ?? [];
  const nombres = (opciones?.comerciales ?? []).map((c) => ({ value: String(c.id), label: c.nombre }));
  return (
    <>
      <Suspense fallback={<Skeleton variant="rounded" height={40} sx={{ mb: 2 }} />}>
        <GerenciaFiltros
          filtros={comoGerencia(filtros)}
          cambiar={(cambio) => cambiar((actuales) => desdeGerencia(cambio(comoGerencia(actuales)), actuales))}
          ventana={ventana}
          opciones={opciones}
        />
      </Suspense>
      <Box sx={{ maxWidth: { md: 560 }, mt: -0.5, mb: 2 }}>
        <ListFilter
          label="Comercial"
          values={elegidos}
          options={nombres}
          onChange={(valores) => cambiar((actuales) => ({ ...actuales, comercial: valores }))}
        />
        {elegidos.length > 0 && (
          <FormHelperText>
            Con comerciales elegidos se cuentan ellos, sea cual sea su estado y tipo.
          </FormHelperText>
        )}
      </Box>
    </>
  );
}
