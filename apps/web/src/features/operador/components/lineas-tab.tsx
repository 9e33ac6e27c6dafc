import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip, { type ChipProps } from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useQuery } from '@tanstack/react-query';
import type { Lineas } from '@ventas/domain/proveedores/proveedores-contract';
import { MENSAJES_PROVEEDOR as M } from '@ventas/domain/proveedores/proveedores-mensajes';
import { formatDay } from '@ventas/domain/time/madrid';
import { isApiError } from '../../../api/api-error';
import { useSlugProveedor } from '../../../api/proveedores-query';
import { lineasQuery } from '../api/lineas-calls';
import type { ClienteOperador } from '../cliente-operador';
import { cuotaMensualLabel, permanenciaHastaLabel, TIPO_LINEA_LABEL } from '../operador-format';
import { NoDisponible } from '../../../components/no-disponible/no-disponible';
import { Cargando, Vacio } from './vista-estado';

type Linea = Lineas['lineas'][number];

/** A line's state: active reads as done, suspended as a warning, cancelled as past (grey). */
const ESTADO_LINEA: Record<Linea['estado'], { label: string; color: ChipProps['color'] }> = {
  ACTIVA: { label: 'Activa', color: 'success' },
  SUSPENDIDA: { label: 'Suspendida', color: 'warning' },
  BAJA: { label: 'Baja', color: 'default' },
};

function EstadoLineaChip({ estado }: { estado: Linea['estado'] }) {
  const { label, color } = ESTADO_LINEA[estado];
  return <Chip size="small" color={color} label={label} />;
}

/** The customer's current lines at provider B's operator (SPEC §7 …/cliente/{id}). */
export function LineasTab({ cliente }: { cliente: ClienteOperador }) {
  const slug = useSlugProveedor('b');
  if (slug === null) return null;
  return <LineasVista slug={slug} clienteId={cliente.id} />;
}

function LineasVista({ slug, clienteId }: { slug: string; clienteId: number }) {
  const lineas = useQuery(lineasQuery(slug, clienteId));
  // The table's seven columns do not fit a phone: there each line is a list item.
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));

  // SPEC §8: an unknown customer has its own message; asking again would not change it.
  if (isApiError(lineas.error) && lineas.error.status === 404)
    return <Alert severity="info">{M.clienteNoEncontrado}</Alert>;
  // SPEC §8 "Silent failures", as Órdenes: no snackbar, the neutral state instead.
  if (lineas.isError)
    return (
      <NoDisponible onRetry={() => void lineas.refetch()} retrying={lineas.isFetching} error={lineas.error} />
    );
  if (lineas.isPending) return <Cargando label="Cargando líneas" />;
  if (lineas.data.lineas.length === 0) return <Vacio>El cliente no tiene líneas en el operador.</Vacio>;
  return (
    <Stack spacing={1}>
      <Typography variant="subtitle1" component="h3">
        Líneas en {lineas.data.operador}
      </Typography>
      {phone ? <LineasLista lineas={lineas.data.lineas} /> : <LineasTabla lineas={lineas.data.lineas} />}
    </Stack>
  );
}

function LineasTabla({ lineas }: { lineas: readonly Linea[] }) {
  return (
    <TableContainer sx={{ overflowX: 'auto', maxWidth: '100%' }}>
      <Table size="small" aria-label="Líneas">
        <TableHead>
          <TableRow>
            <TableCell>Número</TableCell>
            <TableCell>Tipo</TableCell>
            <TableCell>Tarifa</TableCell>
            <TableCell>Estado</TableCell>
            <TableCell>Alta</TableCell>
            <TableCell>Permanencia hasta</TableCell>
            <TableCell align="right">Cuota</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {lineas.map((linea, index) => (
            // A number given up and taken again can be listed twice.
            <TableRow key={index}>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{linea.msisdn}</TableCell>
              <TableCell>{TIPO_LINEA_LABEL[linea.tipo]}</TableCell>
              <TableCell>{linea.tarifa}</TableCell>
              <TableCell>
                <EstadoLineaChip estado={linea.estado} />
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDay(linea.alta)}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                {permanenciaHastaLabel(linea.permanencia_hasta)}
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {cuotaMensualLabel(linea.cuota)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

function LineasLista({ lineas }: { lineas: readonly Linea[] }) {
  return (
    <List disablePadding aria-label="Líneas">
      {lineas.map((linea, index) => (
        <ListItem key={index} divider sx={{ display: 'block', px: 0 }}>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
            <Typography sx={{ fontWeight: 500 }}>{linea.msisdn}</Typography>
            <Typography variant="body2" color="text.secondary">
              {TIPO_LINEA_LABEL[linea.tipo]}
            </Typography>
            <EstadoLineaChip estado={linea.estado} />
          </Box>
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            {`${linea.tarifa} · ${cuotaMensualLabel(linea.cuota)}`}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {[
              `Alta ${formatDay(linea.alta)}`,
              linea.permanencia_hasta === null
                ? permanenciaHastaLabel(null)
                : `Permanencia hasta ${permanenciaHastaLabel(linea.permanencia_hasta)}`,
            ].join(' · ')}
          </Typography>
        </ListItem>
      ))}
    </List>
  );
}
