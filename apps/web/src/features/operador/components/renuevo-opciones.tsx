import DescriptionOutlinedIcon from '@mui/icons-material/DescriptionOutlined';
import PictureAsPdfOutlinedIcon from '@mui/icons-material/PictureAsPdfOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatEuros } from '@ventas/domain/money/euro-format';
import type { Renuevo } from '@ventas/domain/proveedores/proveedores-contract';
import { MENSAJES_PROVEEDOR as M } from '@ventas/domain/proveedores/proveedores-mensajes';
import { useState } from 'react';
import { useSnackbar } from '../../../components/snackbar/snackbar-context';
import { descargarCondiciones, descargarRenuevoPdf } from '../api/renuevo-calls';
import { cuotaMensualLabel, permanenciaLabel } from '../operador-format';

interface RenuevoOpcionesProps {
  slug: string;
  clienteId: number;
  renuevo: Renuevo;
}

/** The renewal options of one phone, each with its PDF, and the renewal's conditions. */
export function RenuevoOpciones({ slug, clienteId, renuevo }: RenuevoOpcionesProps) {
  const snackbar = useSnackbar();
  // The PDF being fetched ('condiciones' for the conditions): its button waits meanwhile.
  const [descargando, setDescargando] = useState<string | null>(null);

  async function descargar(clave: string, bajar: () => Promise<void>): Promise<void> {
    setDescargando(clave);
    try {
      await bajar();
    } catch (error) {
      snackbar.showError(M.renuevoPdfError, error);
    } finally {
      setDescargando(null);
    }
  }

  return (
    <Stack spacing={1}>
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 1,
        }}
      >
        <Typography variant="subtitle1" component="h3">
          Opciones de renuevo para {renuevo.msisdn}
        </Typography>
        <Button
          variant="outlined"
          size="small"
          startIcon={<DescriptionOutlinedIcon />}
          disabled={descargando === 'condiciones'}
          onClick={() =>
            void descargar('condiciones', () => descargarCondiciones(slug, clienteId, renuevo.msisdn))
          }
        >
          Condiciones
        </Button>
      </Box>
      <List disablePadding aria-label="Opciones de renuevo">
        {renuevo.opciones.map((opcion) => (
          <ListItem
            key={opcion.pdf_id}
            divider
            sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, px: 0, alignItems: 'flex-start' }}
          >
            <Box sx={{ flex: '1 1 220px', minWidth: 0 }}>
              <Typography sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>{opcion.titulo}</Typography>
              <Typography variant="body2" color="text.secondary">
                {[
                  opcion.terminal ?? 'Sin terminal',
                  cuotaMensualLabel(opcion.cuota_mensual),
                  permanenciaLabel(opcion.permanencia_meses),
                  `Descuento ${formatEuros(opcion.descuento)}`,
                ].join(' · ')}
              </Typography>
            </Box>
            <Button
              size="small"
              startIcon={<PictureAsPdfOutlinedIcon />}
              aria-label={`Ver PDF de ${opcion.titulo}`}
              disabled={descargando === opcion.pdf_id}
              onClick={() =>
                void descargar(opcion.pdf_id, () => descargarRenuevoPdf(slug, clienteId, opcion.pdf_id))
              }
            >
              Ver PDF
            </Button>
          </ListItem>
        ))}
      </List>
    </Stack>
  );
}
