import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { ListErrorAlert } from '../../../components/paged-grid/list-error-alert';
import { textoMes } from '@ventas/domain/calculadora/objetivos-contract';
import { SECTION_LABELS } from '@ventas/domain/permissions/web-routes';
import { MesPicker } from '../../calculadora/calculadora.public';
import { liquidacionQuery } from '../api/liquidacion-query';
import { startLiquidacionExport } from '../api/start-liquidacion-export';
import { comercialesDe } from '../comerciales-de';
import { useLiquidacionParams } from '../use-liquidacion-params';
import { useExportButton } from './export-button';
import { PaquetesGrid } from './paquetes-grid';
import { TotalesLiquidacion } from './totales-liquidacion';

export const MENSAJES_LIQUIDACION = { error: 'Error al cargar la liquidación' } as const;
const TODOS = '';

/**
 * /areapersonal/liquidacion (SPEC §2, group A, SuperAdmin and Admin): the month's sold packages
 * with their upfronts, totalled per family and per commercial, and their xlsx. The month and the
 * commercial live in the URL as in the calculator (?mes=, ?comercial=).
 */
export function LiquidacionScreen() {
  const { mes, comercial, setMes, setComercial } = useLiquidacionParams();
  const mesTexto = textoMes(mes);
  const liquidacion = useQuery(liquidacionQuery(mesTexto, comercial));
  // The whole month names whom the filter may pick (the same query when no one is picked).
  const todos = useQuery(liquidacionQuery(mesTexto, null));
  const opciones = comercialesDe(todos.data, liquidacion.data);
  const datos = liquidacion.data;
  const exportar = useExportButton({
    start: () => startLiquidacionExport(mesTexto, comercial),
    items: { one: 'paquete', other: 'paquetes' },
    disabled: !datos || datos.paquetes.length === 0,
  });

  return (
    <Box sx={{ maxWidth: 1400 }}>
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        {`${SECTION_LABELS.areapersonal} — Liquidación`}
      </Typography>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ mb: 2, alignItems: { xs: 'stretch', sm: 'center' } }}
      >
        <MesPicker mes={mes} onChange={setMes} />
        <TextField
          select
          size="small"
          label="Comercial"
          value={comercial === null ? TODOS : String(comercial)}
          onChange={(event) => setComercial(event.target.value === TODOS ? null : Number(event.target.value))}
          sx={{ minWidth: 220 }}
          slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
        >
          <MenuItem value={TODOS}>Todos</MenuItem>
          {opciones.map((opcion) => (
            <MenuItem key={opcion.id} value={String(opcion.id)}>
              {opcion.nombre}
            </MenuItem>
          ))}
        </TextField>
        <Box sx={{ flexGrow: 1 }} />
        {exportar.button}
      </Stack>
      {exportar.progress}
      {liquidacion.isError ? (
        <ListErrorAlert text={MENSAJES_LIQUIDACION.error} onRetry={() => void liquidacion.refetch()} />
      ) : datos ? (
        <>
          <TotalesLiquidacion datos={datos} />
          <PaquetesGrid paquetes={datos.paquetes} loading={liquidacion.isPlaceholderData} />
        </>
      ) : (
        <Box aria-busy="true" aria-label="Cargando la liquidación">
          <Skeleton variant="rounded" height={120} sx={{ mb: 2 }} />
          <Skeleton variant="rounded" height={300} />
        </Box>
      )}
    </Box>
  );
}
