import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useSnackbar } from '../../../components/snackbar/snackbar-context';
import { downloadExtractoPdf, extractoQuery } from '../api/extracto-query';
import { mesDeUrl, nombreMes } from '../model/mes-calculadora';
import { ExtractoContenido } from './extracto-contenido';

export const MENSAJES_EXTRACTO = {
  error: 'Error al obtener el extracto',
  pdf: 'Error al descargar el extracto',
} as const;

interface ExtractoDialogProps {
  mes: string;
  comercial: number | null;
  onClose: () => void;
}

/** The month's commission statement (issue 14, beyond the spec), on screen and as a PDF. */
export function ExtractoDialog({ mes, comercial, onClose }: ExtractoDialogProps) {
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const titleId = useId();
  const snackbar = useSnackbar();
  const [descargando, setDescargando] = useState(false);
  const { data, isPending, isError } = useQuery(extractoQuery(mes, comercial));
  const descargar = async () => {
    setDescargando(true);
    try {
      await downloadExtractoPdf(mes, comercial);
    } catch (error) {
      snackbar.showError(MENSAJES_EXTRACTO.pdf, error);
    } finally {
      setDescargando(false);
    }
  };
  // 'diciembre de 2026', not the query's '2026-12' (issue 29 §5).
  const periodo = nombreMes(mesDeUrl(mes));
  const titulo = data ? `Extracto de ${data.comercial.nombre} · ${periodo}` : `Extracto · ${periodo}`;
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" fullScreen={fullScreen} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{titulo}</DialogTitle>
      <DialogContent dividers>
        {isPending && <CircularProgress aria-label="Cargando el extracto" />}
        {isError && <Alert severity="error">{MENSAJES_EXTRACTO.error}</Alert>}
        {data && <ExtractoContenido extracto={data} />}
      </DialogContent>
      <DialogActions>
        <Button onClick={() => void descargar()} disabled={!data || descargando}>
          {descargando ? 'Descargando…' : 'Descargar PDF'}
        </Button>
        <Button onClick={onClose} variant="contained">
          Cerrar
        </Button>
      </DialogActions>
    </Dialog>
  );
}
