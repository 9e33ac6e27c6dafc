import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  MODOS_DECLARACION,
  modoDeclaracionSchema,
  type ModoDeclaracion,
} from '@ventas/domain/ofertas/declaracion-venta';
import { formatMadridDateTime } from '@ventas/domain/time/madrid';
import { useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import { ListErrorAlert } from '../../../components/paged-grid/list-error-alert';
import { useSnackbar } from '../../../components/snackbar/snackbar-context';
import { ofertaConfiguratorPath } from '../../../lib/oferta-configurator-link';
import {
  activacionesPendientesQuery,
  cambiarDeclaracionVentas,
  declaracionVentasQuery,
} from '../../ofertas/ofertas.public';
import { TEXTOS_DECLARACION_VENTAS as TEXTOS } from './declaracion-ventas-messages';

/**
 * /ManagementBase · Declaración de ventas (issue 29 §5): who declares a sale in this distributor
 * (Admin and above change it; a Manager reads it) and the activation requests waiting for the
 * reader's answer (a Manager's team's, or all for an Admin), each one click from its offer.
 */
export function DeclaracionVentasTab({ puedeCambiar }: { puedeCambiar: boolean }) {
  return (
    <Stack spacing={3}>
      <AjusteDeclaracion puedeCambiar={puedeCambiar} />
      <ActivacionesPendientes />
    </Stack>
  );
}

function AjusteDeclaracion({ puedeCambiar }: { puedeCambiar: boolean }) {
  const ajuste = useQuery(declaracionVentasQuery);
  const queryClient = useQueryClient();
  const snackbar = useSnackbar();
  const [elegido, setElegido] = useState<ModoDeclaracion | null>(null);
  const guardar = useMutation({
    mutationFn: (modo: ModoDeclaracion) => cambiarDeclaracionVentas({ modo }),
    onSuccess: (saved) => {
      queryClient.setQueryData(declaracionVentasQuery.queryKey, saved);
      setElegido(null);
      snackbar.showSuccess(TEXTOS.guardado);
    },
    onError: (error) => snackbar.showError(TEXTOS.errorGuardar, error),
  });
  if (ajuste.isError && !ajuste.data)
    return <ListErrorAlert text={TEXTOS.errorAjuste} onRetry={() => void ajuste.refetch()} />;
  if (!ajuste.data) return <Skeleton variant="rounded" height={120} aria-label={TEXTOS.cargando} />;
  const actual = elegido ?? ajuste.data.modo;
  return (
    <Stack spacing={1.5} component="section" aria-labelledby="declaracion-ventas-titulo">
      <Typography variant="h6" component="h2" id="declaracion-ventas-titulo">
        {TEXTOS.titulo}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {TEXTOS.explicacion}
      </Typography>
      <FormControl disabled={!puedeCambiar || guardar.isPending}>
        <FormLabel id="declaracion-ventas-modo">{TEXTOS.quienDeclara}</FormLabel>
        <RadioGroup
          aria-labelledby="declaracion-ventas-modo"
          value={actual}
          onChange={(event) => {
            const parsed = modoDeclaracionSchema.safeParse(event.target.value);
            if (parsed.success) setElegido(parsed.data);
          }}
        >
          {MODOS_DECLARACION.map((modo) => (
            <FormControlLabel
              key={modo.id}
              value={modo.id}
              control={<Radio />}
              label={
                <span>
                  <Typography component="span" sx={{ display: 'block' }}>
                    {modo.label}
                  </Typography>
                  <Typography component="span" variant="body2" color="text.secondary">
                    {modo.descripcion}
                  </Typography>
                </span>
              }
              sx={{ alignItems: 'flex-start', mb: 1, '& .MuiRadio-root': { pt: 0.5 } }}
            />
          ))}
        </RadioGroup>
      </FormControl>
      {puedeCambiar ? (
        <div>
          <Button
            variant="contained"
            disabled={elegido === null || elegido === ajuste.data.modo || guardar.isPending}
            onClick={() => elegido && guardar.mutate(elegido)}
          >
            {TEXTOS.guardar}
          </Button>
        </div>
      ) : (
        <Typography variant="body2" color="text.secondary">
          {TEXTOS.soloAdmin}
        </Typography>
      )}
    </Stack>
  );
}

function ActivacionesPendientes() {
  const pendientes = useQuery(activacionesPendientesQuery);
  const location = useLocation();
  const volver = `${location.pathname}${location.search}`;
  return (
    <Stack spacing={1.5} component="section" aria-labelledby="activaciones-pendientes-titulo">
      <Typography variant="h6" component="h2" id="activaciones-pendientes-titulo">
        {TEXTOS.pendientesTitulo}
        {pendientes.data ? ` (${pendientes.data.length})` : ''}
      </Typography>
      {pendientes.isError && !pendientes.data ? (
        <ListErrorAlert text={TEXTOS.errorPendientes} onRetry={() => void pendientes.refetch()} />
      ) : !pendientes.data ? (
        <Skeleton variant="rounded" height={80} aria-label={TEXTOS.cargando} />
      ) : pendientes.data.length === 0 ? (
        <Typography sx={{ py: 2 }}>{TEXTOS.sinPendientes}</Typography>
      ) : (
        <TableContainer component={Paper} variant="outlined" sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label={TEXTOS.pendientesTitulo} sx={{ minWidth: 640 }}>
            <TableHead>
              <TableRow>
                <TableCell>Oferta</TableCell>
                <TableCell>Cliente</TableCell>
                <TableCell>Comercial</TableCell>
                <TableCell>Solicita</TableCell>
                <TableCell>Solicitada el</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {pendientes.data.map((fila) => (
                <TableRow key={fila.oferta}>
                  <TableCell>
                    <Link
                      component={RouterLink}
                      to={ofertaConfiguratorPath(fila.cliente, fila.oferta, volver)}
                    >
                      {`Oferta n.º ${fila.oferta}`}
                    </Link>
                  </TableCell>
                  <TableCell>{fila.clienteNombre}</TableCell>
                  <TableCell>{fila.comercial?.nombre_completo ?? TEXTOS.sinComercial}</TableCell>
                  <TableCell>{`${fila.estadoLabel ?? ''} → ${fila.solicitud.estadoLabel ?? ''}`}</TableCell>
                  <TableCell>{formatMadridDateTime(fila.solicitud.solicitadaEl)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Stack>
  );
}
