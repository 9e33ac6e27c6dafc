import EventIcon from '@mui/icons-material/Event';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { textoMes } from '@ventas/domain/calculadora/objetivos-contract';
import { SECTION_LABELS } from '@ventas/domain/permissions/web-routes';
import { madridToday } from '@ventas/domain/time/madrid';
import { ComercialPicker, MesPicker, useCalculadoraParams } from '../../calculadora/calculadora.public';
import { usePermisosCalendario } from '../model/permisos-calendario';
import { calendarioMesQuery } from '../api/calendario-mes-query';
import { MENSAJES_CALENDARIO } from '../calendario-messages';
import { agendadosPorDia, pesoTexto } from '../model/semanas';
import { CalendarioEmpresaDialog } from './calendario-empresa-dialog';
import { CalendarioGrid } from './calendario-grid';
import { CalendarioLista } from './calendario-lista';
import { Leyenda } from './leyenda';

const TITULO = `${SECTION_LABELS.areapersonal} — Calendario`;

/**
 * /areapersonal/calendario (issue 14): a commercial's month day by day — what each day counts,
 * holidays by kind, their own holidays and callbacks — with the calculator's working days. The
 * month and the commercial live in the URL as on the calculator (?mes=, ?comercial=).
 */
export function CalendarioScreen() {
  const permisos = usePermisosCalendario();
  const { mes, comercial, setMes, setComercial } = useCalculadoraParams(permisos.manager);
  const calendario = useQuery(calendarioMesQuery(textoMes(mes), comercial));
  const datos = calendario.data;
  const telefono = useMediaQuery((theme: Theme) => theme.breakpoints.only('xs'));
  const [empresaAbierta, setEmpresaAbierta] = useState(false);
  const agendados = useMemo(() => agendadosPorDia(datos?.agendados ?? []), [datos]);
  const Vista = telefono ? CalendarioLista : CalendarioGrid;

  return (
    <Box sx={{ maxWidth: 1200 }}>
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        {TITULO}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2, alignItems: { sm: 'center' } }}>
        <MesPicker mes={mes} onChange={setMes} />
        {permisos.manager && datos && (
          <ComercialPicker comerciales={datos.comerciales} actual={datos.comercial} onChange={setComercial} />
        )}
        {permisos.admin && (
          <Button startIcon={<EventIcon />} onClick={() => setEmpresaAbierta(true)}>
            Calendario de la empresa
          </Button>
        )}
      </Stack>
      {calendario.isPlaceholderData && <LinearProgress aria-label="Actualizando" sx={{ mb: 1 }} />}
      {calendario.isError ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void calendario.refetch()}>
              Reintentar
            </Button>
          }
        >
          {MENSAJES_CALENDARIO.error}
        </Alert>
      ) : datos ? (
        <>
          <Typography sx={{ mb: 1 }} aria-live="polite">
            {`Días laborables: ${pesoTexto(datos.dias_laborables.total)} (${pesoTexto(datos.dias_laborables.transcurridos)} transcurridos)`}
          </Typography>
          <Leyenda />
          {datos.agendados.length === 0 && (
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              {MENSAJES_CALENDARIO.sinAgendados}
            </Typography>
          )}
          <Vista
            dias={datos.dias}
            agendados={agendados}
            hoy={madridToday()}
            comercialId={datos.comercial.id}
          />
        </>
      ) : (
        <Box aria-busy="true" aria-label="Cargando el calendario">
          <Skeleton variant="rounded" height={480} />
        </Box>
      )}
      {permisos.admin && (
        <CalendarioEmpresaDialog open={empresaAbierta} onClose={() => setEmpresaAbierta(false)} />
      )}
    </Box>
  );
}
