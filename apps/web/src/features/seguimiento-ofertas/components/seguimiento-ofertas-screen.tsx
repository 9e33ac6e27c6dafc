import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import type { Ventana } from '@ventas/domain/gerencia/gerencia-ventana';
import { madridToday } from '@ventas/domain/time/madrid';
import { proveedoresQuery, useSlugProveedor } from '../../../api/proveedores-query';
import { FechasFilter } from '../../../components/fechas-filter/fechas-filter';
import { presetsSeguimiento, rangoDeVentana } from '../model/rango-seguimiento';
import { MENSAJES_SEGUIMIENTO } from '../seguimiento-messages';
import { AccesoSeguimiento } from './acceso-seguimiento';
import { NoDisponible } from '../../../components/no-disponible/no-disponible';

/**
 * /retailX/seguimiento (issue 18, decision 168): provider D's offers tracking for group D
 * managers. Every call carries the chosen days (SPEC §7: since, until); the tabs wait for the
 * provider's access (SPEC §4).
 */
export function SeguimientoOfertasScreen() {
  const presets = useMemo(() => presetsSeguimiento(madridToday()), []);
  const [ventana, setVentana] = useState<Ventana>(presets[0]!);
  const rango = useMemo(() => rangoDeVentana(ventana), [ventana]);
  const slug = useSlugProveedor('d');
  const proveedores = useQuery(proveedoresQuery);

  return (
    <Box sx={{ maxWidth: 1400, minWidth: 0 }}>
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        {MENSAJES_SEGUIMIENTO.titulo}
      </Typography>
      <Box sx={{ mb: 2 }}>
        {/* null is the default range (the 1st of the month to today). */}
        <FechasFilter ventana={ventana} presets={presets} onChange={(v) => setVentana(v ?? presets[0]!)} />
      </Box>
      {slug !== null ? (
        <AccesoSeguimiento slug={slug} rango={rango} />
      ) : proveedores.isPending || proveedores.isFetching ? (
        <LinearProgress aria-label={MENSAJES_SEGUIMIENTO.cargando} />
      ) : (
        // No provider D for this distributor, or the list failed: nothing to wait for.
        <NoDisponible onRetry={() => void proveedores.refetch()} />
      )}
    </Box>
  );
}
