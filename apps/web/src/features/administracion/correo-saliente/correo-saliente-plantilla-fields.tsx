import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  MARCADORES_PLANTILLA,
  renderPlantillaCorreo,
  type CorreoDistribuidorUpdate,
} from '@ventas/domain/ofertas/envio-correo-contract';
import { useId } from 'react';
import { useWatch, type Control } from 'react-hook-form';
import { FormText } from '../../../components/form-fields/form-text';
import {
  DESCRIPCION_MARCADORES,
  EJEMPLO_VISTA_PREVIA,
  TEXTOS_CORREO_SALIENTE as TEXTOS,
} from './correo-saliente-messages';
import type { CorreoSalienteValores } from './correo-saliente-valores';

type CorreoSalienteControl = Control<CorreoSalienteValores, unknown, CorreoDistribuidorUpdate>;

/** The subject and message every offer is sent with, the placeholders they may use, and a preview. */
export function CorreoSalientePlantillaFields({ control }: { control: CorreoSalienteControl }) {
  return (
    <Stack spacing={2}>
      <Typography variant="subtitle1" component="h3">
        {TEXTOS.plantilla}
      </Typography>
      <FormText control={control} name="plantilla.asunto" label={TEXTOS.asunto} required />
      <FormText
        control={control}
        name="plantilla.cuerpo"
        label={TEXTOS.cuerpo}
        required
        multiline
        minRows={6}
      />
      <Box>
        <Typography variant="body2" color="text.secondary">
          {TEXTOS.marcadores}
        </Typography>
        <Box component="ul" sx={{ m: 0, pl: 3 }}>
          {MARCADORES_PLANTILLA.map((marcador) => (
            <Typography key={marcador} component="li" variant="body2" color="text.secondary">
              <code>{`{${marcador}}`}</code>: {DESCRIPCION_MARCADORES[marcador]}
            </Typography>
          ))}
        </Box>
      </Box>
      <VistaPrevia control={control} />
    </Stack>
  );
}

/** The template as a customer would read it, filled by the domain's own render with sample values. */
function VistaPrevia({ control }: { control: CorreoSalienteControl }) {
  const titulo = useId();
  const [plantilla, remitente] = useWatch({ control, name: ['plantilla', 'smtp.remitente_nombre'] });
  const { asunto, cuerpo } = renderPlantillaCorreo(plantilla, {
    cliente: EJEMPLO_VISTA_PREVIA.cliente,
    comercial: EJEMPLO_VISTA_PREVIA.comercial,
    distribuidor: remitente.trim() || EJEMPLO_VISTA_PREVIA.distribuidorSinNombre,
    oferta: EJEMPLO_VISTA_PREVIA.oferta,
  });
  return (
    <Paper variant="outlined" component="section" aria-labelledby={titulo} sx={{ p: 2 }}>
      <Typography id={titulo} variant="subtitle2" component="h4" gutterBottom>
        {TEXTOS.vistaPrevia}
      </Typography>
      <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
        <strong>{TEXTOS.vistaPreviaAsunto}</strong> {asunto}
      </Typography>
      <Typography variant="body2" sx={{ mt: 1, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {cuerpo}
      </Typography>
    </Paper>
  );
}
