import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useSnackbar } from '../../../components/snackbar/snackbar-context';
import { descargarOfertaPdf } from '../api/descargar-oferta-pdf';
import type { RangoSeguimiento } from '../model/rango-seguimiento';
import { MENSAJES_SEGUIMIENTO } from '../seguimiento-messages';
import { CamposOferta } from './campos-oferta';

interface OfertaDialogProps {
  slug: string;
  rango: RangoSeguimiento;
  /** The offer shown; null: closed. */
  id: string | null;
  onClose: () => void;
}

/**
 * An offer of the Ofertas tab: the provider's detail and the offer itself side by side (stacked
 * on a phone, where the dialog fills the screen), and its PDF.
 */
export function OfertaDialog({ slug, rango, id, onClose }: OfertaDialogProps) {
  // The last offer stays in the dialog while it closes, so its content does not vanish mid-fade.
  const [mostrada, setMostrada] = useState(id);
  if (id !== null && id !== mostrada) setMostrada(id);
  const telefono = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const snackbar = useSnackbar();
  const pdf = useMutation({
    mutationFn: (oferta: string) => descargarOfertaPdf(slug, oferta, rango),
    // SPEC §8 "Offer".
    onError: (error) => snackbar.showError(MENSAJES_SEGUIMIENTO.errorPdf, error),
  });
  return (
    <Dialog open={id !== null} onClose={onClose} fullWidth maxWidth="md" fullScreen={telefono}>
      {mostrada !== null && (
        <>
          <DialogTitle>{`Oferta ${mostrada}`}</DialogTitle>
          <DialogContent dividers>
            <Box
              sx={{
                display: 'grid',
                gap: 3,
                gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
              }}
            >
              <CamposOferta slug={slug} rango={rango} id={mostrada} parte="offerDetail" titulo="Detalle" />
              <CamposOferta
                slug={slug}
                rango={rango}
                id={mostrada}
                parte="offerDetailOffer"
                titulo="Oferta"
              />
            </Box>
          </DialogContent>
          <DialogActions>
            <Button onClick={() => pdf.mutate(mostrada)} loading={pdf.isPending}>
              Descargar PDF
            </Button>
            <Button onClick={onClose}>Cerrar</Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}
