import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { z } from 'zod';
import {
  envioOfertaRequestSchema,
  type EnvioOfertaRequest,
} from '@ventas/domain/ofertas/envio-correo-contract';
import type { EstadoOfertaId } from '@ventas/domain/ofertas/oferta-estados';
import { jobErrorMessage } from '../../../../components/job-progress/job-error-message';
import { JobProgressBar } from '../../../../components/job-progress/job-progress-bar';
import { useJob } from '../../../../components/job-progress/use-job';
import { enviarOfertaPorCorreo } from '../../api/enviar-oferta-correo';
import { ofertaKeys } from '../../api/oferta-keys';
import { TEXTOS_ENVIO_CORREO as TEXTOS } from './envio-correo-textos';

interface EnviarCorreoDialogProps {
  ofertaId: number;
  /** The customer's address, offered as the recipient. */
  emailCliente: string | null;
  onClose: () => void;
  /** The send made the offer Presentada (it was Pendiente): the form takes the new status. */
  onEstadoCambiado: (estado: EstadoOfertaId) => void;
}

/** The send leaves no report: its job succeeds or fails with a Spanish reason. */
const SIN_INFORME = z.unknown();

/**
 * "Enviar por correo" (issue 31 §3): the recipient (the customer's address unless changed) and an
 * optional message, then the send followed as the job it is — sent, or why not, never lost.
 */
export function EnviarCorreoDialog({
  ofertaId,
  emailCliente,
  onClose,
  onEstadoCambiado,
}: EnviarCorreoDialogProps) {
  const queryClient = useQueryClient();
  const tituloId = useId();
  const [para, setPara] = useState(emailCliente ?? '');
  const [mensaje, setMensaje] = useState('');
  const [errores, setErrores] = useState<Partial<Record<keyof EnvioOfertaRequest, string>>>({});
  const [enviado, setEnviado] = useState<{ para: string; presentada: boolean } | null>(null);
  const job = useJob({ report: SIN_INFORME, invalidates: ofertaKeys.oferta(ofertaId) });
  const enCurso = job.state.step === 'running';

  const enviar = (event: FormEvent) => {
    event.preventDefault();
    const cuerpo = { para: para.trim() || undefined, mensaje: mensaje.trim() ? mensaje : undefined };
    const leido = envioOfertaRequestSchema.safeParse(cuerpo);
    if (!leido.success) {
      setErrores(
        Object.fromEntries(leido.error.issues.map((issue) => [String(issue.path[0]), issue.message])),
      );
      return;
    }
    setErrores({});
    void job.run(async () => {
      const respuesta = await enviarOfertaPorCorreo(ofertaId, leido.data);
      setEnviado({ para: respuesta.para, presentada: respuesta.pasaAPresentada });
      // The status moved with the request, before the mail leaves: the screen follows it now.
      if (respuesta.pasaAPresentada) onEstadoCambiado(2);
      void queryClient.invalidateQueries({ queryKey: ofertaKeys.oferta(ofertaId) });
      return respuesta.task_id;
    });
  };

  return (
    <Dialog open onClose={enCurso ? undefined : onClose} aria-labelledby={tituloId} fullWidth maxWidth="sm">
      <form noValidate onSubmit={enviar}>
        <DialogTitle id={tituloId}>{TEXTOS.titulo(ofertaId)}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{TEXTOS.explicacion}</DialogContentText>
          <Stack spacing={2}>
            <TextField
              label={TEXTOS.para}
              type="email"
              value={para}
              onChange={(event) => setPara(event.target.value)}
              error={errores.para !== undefined}
              helperText={errores.para}
              disabled={enCurso || job.state.step === 'done'}
              autoFocus
              fullWidth
            />
            <TextField
              label={TEXTOS.mensaje}
              value={mensaje}
              onChange={(event) => setMensaje(event.target.value)}
              error={errores.mensaje !== undefined}
              helperText={errores.mensaje ?? TEXTOS.mensajeAyuda}
              disabled={enCurso || job.state.step === 'done'}
              multiline
              minRows={3}
              fullWidth
            />
            {job.state.step === 'running' && (
              <JobProgressBar
                progress={job.state.progress}
                text={() => TEXTOS.enviando}
                label={TEXTOS.enviando}
              />
            )}
            {job.state.step === 'done' && enviado && (
              <Alert severity="success">
                {[TEXTOS.enviada(enviado.para), enviado.presentada ? TEXTOS.presentada : ''].join(' ').trim()}
              </Alert>
            )}
            {job.state.step === 'failed' && (
              <Alert severity="error">{jobErrorMessage(job.state.failure, TEXTOS.fallo)}</Alert>
            )}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={enCurso}>
            {job.state.step === 'done' ? TEXTOS.cerrar : TEXTOS.cancelar}
          </Button>
          {job.state.step !== 'done' && (
            <Button type="submit" variant="contained" disabled={enCurso}>
              {TEXTOS.enviar}
            </Button>
          )}
        </DialogActions>
      </form>
    </Dialog>
  );
}
