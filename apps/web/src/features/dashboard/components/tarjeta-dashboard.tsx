import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { UseQueryResult } from '@tanstack/react-query';
import { useId, type ReactNode } from 'react';
import { TEXTOS_DASHBOARD } from '../dashboard-messages';
import { useRegistrarFallo } from '../model/registrar-fallo';

interface TarjetaDashboardProps<T> {
  titulo: string;
  datos: UseQueryResult<T>;
  /** The empty state's sentence when the answer has nothing to show, else null. */
  vacio: (datos: T) => string | null;
  children: (datos: T) => ReactNode;
  /** A link beside the title once the answer is in (e.g. to the calculator). */
  accion?: (datos: T) => ReactNode;
  /** Wide cards (the ranking) take the whole row. */
  ancha?: boolean;
  /** The screen a failure is logged under (SPEC §8: only logged). */
  pantalla?: string;
  /**
   * Height (px, per breakpoint) of the skeleton while the call is out: about what the figures
   * take, so the cards below do not jump when they arrive (Lighthouse's layout shift, issue 29 §7).
   */
  alturaCargando?: { xs: number; sm?: number; md?: number };
}

const Tranquilo = ({ texto }: { texto: string }) => (
  <Typography variant="body2" color="text.secondary" sx={{ py: 2 }}>
    {texto}
  </Typography>
);

/**
 * One card of the dashboard: a skeleton while its call is out, the figures when it answers, a quiet
 * sentence when there is nothing or the call failed (only logged, SPEC §8): never blank.
 */
export function TarjetaDashboard<T>({
  titulo,
  datos,
  vacio,
  children,
  accion,
  ancha,
  pantalla,
  alturaCargando,
}: TarjetaDashboardProps<T>) {
  const tituloId = useId();
  useRegistrarFallo(titulo, datos.error, pantalla);
  // An answer already on screen stays there when a later refetch fails.
  const data = datos.data;
  const vacia = data === undefined ? null : vacio(data);
  const contenido =
    data !== undefined ? (
      vacia ? (
        <Tranquilo texto={vacia} />
      ) : (
        children(data)
      )
    ) : datos.isError ? (
      <Tranquilo texto={TEXTOS_DASHBOARD.sinDatos} />
    ) : (
      <Stack
        spacing={1}
        aria-busy="true"
        aria-label={`Cargando ${titulo.toLowerCase()}`}
        sx={alturaCargando && { minHeight: alturaCargando }}
      >
        <Skeleton variant="rounded" height={28} />
        <Skeleton variant="rounded" height={28} />
        <Skeleton variant="rounded" height={28} width="60%" />
      </Stack>
    );
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={tituloId}
      sx={{ p: { xs: 1.5, sm: 2 }, minWidth: 0, gridColumn: ancha ? '1 / -1' : undefined }}
    >
      <Stack
        direction="row"
        sx={{
          alignItems: 'baseline',
          justifyContent: 'space-between',
          columnGap: 2,
          flexWrap: 'wrap',
          mb: 1,
        }}
      >
        <Typography id={tituloId} variant="h6" component="h2">
          {titulo}
        </Typography>
        {data !== undefined && accion?.(data)}
      </Stack>
      {contenido}
    </Paper>
  );
}
