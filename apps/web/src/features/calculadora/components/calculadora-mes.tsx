import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useQuery } from '@tanstack/react-query';
import type { ObjetivoMesResponse } from '@ventas/domain/calculadora/objetivos-contract';
import Skeleton from '@mui/material/Skeleton';
import { Suspense, useMemo } from 'react';
import { lazyPart } from '../../../components/lazy-part/lazy-part';
import { bolsaMesQuery } from '../api/bolsa-mes-query';
import { MENSAJES_CALCULADORA } from '../calculadora-messages';
import { entradaCalculadora } from '../model/entrada-calculadora';
import { ObjetivosAdmin } from './admin/objetivos-admin';
import { BolsaDetalle } from './bolsa-detalle';
import { ComisionPanel } from './comision-panel';
import { ObjetivosTable } from './objetivos-table';
import { ResumenObjetivos } from './resumen-objetivos';
import { WhatIfPanel } from './what-if-panel';

// The chart library is loaded with the chart, after the figures are on screen.
const GraficoConsecucion = lazyPart(() => import('./grafico-consecucion').then((m) => m.GraficoConsecucion));

interface CalculadoraMesProps {
  datos: ObjetivoMesResponse;
  /** The month asked for, 'YYYY-MM' (the pool is read with the objectives, not after them). */
  mes: string;
  /** The commercial asked for (null: the caller), as the pool is read for the same one. */
  comercial: number | null;
  /** Admin and above edit the objectives in place (decision 84). */
  admin: boolean;
}

/** One commercial's month: objectives, pool and commission side by side with the what-if. */
export function CalculadoraMes({ datos, mes, comercial, admin }: CalculadoraMesProps) {
  const bolsa = useQuery(bolsaMesQuery(mes, comercial));
  // Both answers of the same month and commercial, never one still showing the previous one.
  const deLoMismo =
    bolsa.data !== undefined &&
    bolsa.data.mes === datos.mes &&
    bolsa.data.comercial.id === datos.comercial.id;
  const entrada = useMemo(
    () => (bolsa.data && deLoMismo ? entradaCalculadora(datos, bolsa.data) : null),
    [datos, bolsa.data, deLoMismo],
  );
  const pool = bolsa.isError ? (
    <Alert
      severity="error"
      sx={{ mb: 1 }}
      action={
        <Button color="inherit" size="small" onClick={() => void bolsa.refetch()}>
          Reintentar
        </Button>
      }
    >
      {MENSAJES_CALCULADORA.errorBolsa}
    </Alert>
  ) : (
    bolsa.data && <BolsaDetalle bolsa={bolsa.data} />
  );

  return (
    <>
      {admin ? (
        <ObjetivosAdmin datos={datos} />
      ) : datos.objetivos.length === 0 ? (
        <Alert severity="info">{MENSAJES_CALCULADORA.sinObjetivos}</Alert>
      ) : (
        <ObjetivosTable objetivos={datos.objetivos} />
      )}
      {datos.objetivos.length > 0 && <ResumenObjetivos datos={datos} />}
      {datos.objetivos.length > 0 && (
        <Suspense fallback={<Skeleton variant="rounded" height={160} sx={{ mt: 2 }} />}>
          <GraficoConsecucion objetivos={datos.objetivos} />
        </Suspense>
      )}
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          mt: 2,
          alignItems: 'start',
          // minmax(0, …): a column never grows past the screen to fit its widest content (390 px).
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
        }}
      >
        <ComisionPanel datos={datos} pool={pool} />
        {entrada && datos.objetivos.length > 0 && <WhatIfPanel datos={datos} entrada={entrada} />}
      </Box>
    </>
  );
}
