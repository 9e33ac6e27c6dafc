import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  modoDeclaracionLabel,
  pasosDeclaracion,
  puedeConfirmarVenta,
} from '@ventas/domain/ofertas/declaracion-venta';
import { RECHAZO_MOTIVO_MAX } from '@ventas/domain/ofertas/declaracion-venta-contract';
import type { OfertaDetail } from '@ventas/domain/ofertas/oferta-contract';
import { estadoOfertaLabel, type EstadoOfertaId } from '@ventas/domain/ofertas/oferta-estados';
import { formatMadridDateTime } from '@ventas/domain/time/madrid';
import { useState, type FormEvent } from 'react';
import { FormDialog } from '../../../../components/form-dialog/form-dialog';
import { useSnackbar } from '../../../../components/snackbar/snackbar-context';
import { useSession } from '../../../../session/use-session';
import {
  activacionesPendientesQuery,
  confirmarActivacion,
  rechazarActivacion,
} from '../../api/declaracion-venta';
import { ofertaKeys } from '../../api/oferta-keys';
import { contextoDe, DECLARACION_POR_DEFECTO } from './declaracion-contexto';
import { TEXTOS_DECLARACION as TEXTOS } from './declaracion-messages';

interface DeclaracionVentaCardProps {
  detail: OfertaDetail;
  /** The status the server now holds, for the form's own status field. */
  onEstadoCambiado: (estado: EstadoOfertaId) => void;
}

/** Which step of Pendiente → Presentada → Activada the offer is at (3 when sold). */
function pasoActivo(estado: number): number {
  if (estado === 4 || estado === 6) return 3;
  if (estado === 2) return 1;
  return 0;
}

/**
 * Issue 29 §5: the offer's path to a sale, with who takes each step under this distributor's
 * "Declaración de ventas", the pending activation request (confirmed or rejected here by the
 * Manager of the offer's Comercial or an Admin) and the last refusal.
 */
export function DeclaracionVentaCard({ detail, onEstadoCambiado }: DeclaracionVentaCardProps) {
  const session = useSession();
  const snackbar = useSnackbar();
  const queryClient = useQueryClient();
  const [rechazando, setRechazando] = useState(false);
  const [motivo, setMotivo] = useState('');
  const declaracion = detail.declaracion ?? DECLARACION_POR_DEFECTO;
  const contexto = contextoDe(detail);
  const quien = session.actor && session.user ? { ...session.actor, accountId: session.user.id } : null;
  const puedeResponder = quien !== null && puedeConfirmarVenta(quien, contexto);

  const respuesta = useMutation({
    mutationFn: (accion: 'confirmar' | 'rechazar') =>
      accion === 'confirmar' ? confirmarActivacion(detail.id) : rechazarActivacion(detail.id, motivo),
    onSuccess: (saved, accion) => {
      queryClient.setQueryData(ofertaKeys.oferta(detail.id), saved);
      void queryClient.invalidateQueries({ queryKey: activacionesPendientesQuery.queryKey });
      onEstadoCambiado(saved.estado as EstadoOfertaId);
      setRechazando(false);
      snackbar.showSuccess(accion === 'confirmar' ? TEXTOS.confirmada : TEXTOS.rechazada);
    },
    onError: (error) => snackbar.showError(TEXTOS.errorRespuesta, error),
  });

  const pasos = pasosDeclaracion(declaracion.modo);
  const activo = pasoActivo(detail.estado);
  const fuera = detail.estado === 3 || detail.estado === 5 || detail.estado === 7;
  const { solicitud, rechazo } = declaracion;
  return (
    <Paper component="section" variant="outlined" aria-label={TEXTOS.titulo} sx={{ p: { xs: 1.5, sm: 2 } }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', gap: 1, mb: 1.5 }}>
        <Typography variant="subtitle1" component="h2">
          {TEXTOS.titulo}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {`${TEXTOS.declaracion}: ${modoDeclaracionLabel(declaracion.modo)}`}
        </Typography>
      </Box>
      <Stepper activeStep={activo} alternativeLabel aria-label={TEXTOS.camino}>
        {pasos.map((paso) => (
          <Step key={paso.estado}>
            <StepLabel
              optional={
                <Typography variant="caption" color="text.secondary">
                  {paso.quien}
                </Typography>
              }
            >
              {paso.estado === 4 && detail.estado === 6 ? 'Activada Parcial' : paso.label}
            </StepLabel>
          </Step>
        ))}
      </Stepper>
      {fuera && (
        <Alert severity="info" sx={{ mt: 1.5 }}>
          {TEXTOS.fueraDelCamino(estadoOfertaLabel(detail.estado) ?? '')}
        </Alert>
      )}
      {solicitud && (
        <Alert
          severity="warning"
          sx={{ mt: 1.5 }}
          action={
            puedeResponder ? (
              <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
                <Button
                  color="inherit"
                  size="small"
                  variant="outlined"
                  disabled={respuesta.isPending}
                  onClick={() => respuesta.mutate('confirmar')}
                >
                  {TEXTOS.confirmar}
                </Button>
                <Button
                  color="inherit"
                  size="small"
                  disabled={respuesta.isPending}
                  onClick={() => {
                    setMotivo('');
                    setRechazando(true);
                  }}
                >
                  {TEXTOS.rechazar}
                </Button>
              </Box>
            ) : undefined
          }
        >
          {TEXTOS.solicitada(
            solicitud.estadoLabel ?? '',
            solicitud.solicitadaPor?.nombre_completo ?? null,
            formatMadridDateTime(solicitud.solicitadaEl),
          )}
          {!puedeResponder && ` ${TEXTOS.pendienteDe}`}
        </Alert>
      )}
      {!solicitud && rechazo && (
        <Alert severity="error" sx={{ mt: 1.5 }}>
          {TEXTOS.rechazo(formatMadridDateTime(rechazo.el), rechazo.motivo)}
        </Alert>
      )}
      {rechazando && (
        <FormDialog
          title={TEXTOS.rechazarTitulo}
          subtitle={`Oferta n.º ${detail.id}`}
          busy={respuesta.isPending}
          submitLabel={TEXTOS.rechazar}
          dirty={motivo.trim() !== ''}
          onSubmit={(event: FormEvent) => {
            event.preventDefault();
            respuesta.mutate('rechazar');
          }}
          onClose={() => setRechazando(false)}
        >
          <TextField
            autoFocus
            fullWidth
            multiline
            minRows={2}
            label={TEXTOS.motivo}
            helperText={TEXTOS.motivoAyuda}
            value={motivo}
            onChange={(event) => setMotivo(event.target.value)}
            slotProps={{ htmlInput: { maxLength: RECHAZO_MOTIVO_MAX } }}
          />
        </FormDialog>
      )}
    </Paper>
  );
}
