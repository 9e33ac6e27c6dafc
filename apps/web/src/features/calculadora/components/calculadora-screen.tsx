import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { textoMes } from '@ventas/domain/calculadora/objetivos-contract';
import { SECTION_LABELS } from '@ventas/domain/permissions/web-routes';
import { objetivoMesQuery } from '../api/objetivo-mes-query';
import { MENSAJES_CALCULADORA } from '../calculadora-messages';
import { usePermisosCalculadora } from '../model/permisos-calculadora';
import { useCalculadoraParams } from '../model/use-calculadora-params';
import { AdminToolbar } from './admin/admin-toolbar';
import { CalculadoraMes } from './calculadora-mes';
import { ComercialPicker } from './comercial-picker';
import { MesPicker } from './mes-picker';
import { EquipoMes } from './equipo-mes';
import { MesAcciones } from './mes-acciones';
import { VentasMes } from './ventas/ventas-mes';

/** The route's title (screen-table.ts names it the same way: section — screen). */
const TITULO = `${SECTION_LABELS.areapersonal} — Calculadora`;

function Cargando() {
  return (
    <Box aria-busy="true" aria-label="Cargando los objetivos">
      <Skeleton variant="rounded" height={240} sx={{ mb: 2 }} />
      <Skeleton variant="rounded" height={160} />
    </Box>
  );
}

/**
 * /areapersonal/calculadora (SPEC §2; issue 14 "Screens"): a commercial's month — objectives,
 * pool, band and commission — with a what-if. A Comercial sees their own; a Manager and above pick
 * a commercial (SPEC §6). The month and the commercial live in the URL (?mes=, ?comercial=).
 */
export function CalculadoraScreen() {
  const permisos = usePermisosCalculadora();
  const { mes, comercial, setMes, setComercial } = useCalculadoraParams(permisos.manager);
  const mesTexto = textoMes(mes);
  const objetivos = useQuery(objetivoMesQuery(mesTexto, comercial));
  const datos = objetivos.data;

  return (
    <Box sx={{ maxWidth: 1200 }}>
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        {TITULO}
      </Typography>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ mb: 2, alignItems: { xs: 'stretch', sm: 'center' } }}
      >
        <MesPicker mes={mes} onChange={setMes} />
        {permisos.manager && datos && (
          <ComercialPicker comerciales={datos.comerciales} actual={datos.comercial} onChange={setComercial} />
        )}
        {permisos.admin && datos && <AdminToolbar mes={mes} comerciales={datos.comerciales} />}
      </Stack>
      {datos && <MesAcciones mes={mes} comercial={comercial} cierre={datos.cierre} permisos={permisos} />}
      {objetivos.isPlaceholderData && <LinearProgress aria-label="Actualizando" sx={{ mb: 1 }} />}
      {objetivos.isError ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void objetivos.refetch()}>
              Reintentar
            </Button>
          }
        >
          {MENSAJES_CALCULADORA.errorObjetivos}
        </Alert>
      ) : datos ? (
        <CalculadoraMes datos={datos} mes={mesTexto} comercial={comercial} admin={permisos.admin} />
      ) : (
        <Cargando />
      )}
      {permisos.manager && datos && (
        <EquipoMes mes={mes} seleccionado={datos.comercial.id} onSelect={setComercial} />
      )}
      {datos && <VentasMes mes={mesTexto} comercial={datos.comercial.id} permisos={permisos} />}
    </Box>
  );
}
