import FileDownloadIcon from '@mui/icons-material/FileDownload';
import MoveDownIcon from '@mui/icons-material/MoveDown';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { Ventana } from '@ventas/domain/gerencia/gerencia-ventana';
import { formatDay } from '@ventas/domain/time/madrid';
import { VistasGuardadasButton } from '../../vistas/vistas.public';
import { formatCuenta } from '../model/figura-enlace';
import { MENSAJES_GERENCIA } from '../model/gerencia-messages';

interface AccionesComercialesProps {
  /** The figures on screen: how many commercials, for which days; null while none are shown. */
  recopilada: { comerciales: number; ventana: Ventana } | null;
  seleccionados: number;
  onMover: () => void;
  exportando: boolean;
  onExportar: () => void;
  /** The selected commercials' attentions (SPEC §7's second export). */
  onExportarAtenciones: () => void;
}

/**
 * Above the table: what the figures are (SPEC §8 'Información Recopilada', said where the figures
 * are rather than as a notice on every load: decisions-gerencia-web 3), and the selection's and
 * the table's actions.
 */
export function AccionesComerciales(props: AccionesComercialesProps) {
  const { recopilada, seleccionados } = props;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 2, rowGap: 1, mb: 1.5 }}>
      <Typography variant="body2" color="text.secondary" role="status" sx={{ flexGrow: 1, minWidth: 0 }}>
        {recopilada &&
          `${MENSAJES_GERENCIA.recopilada}: ${formatCuenta(recopilada.comerciales)} ${
            recopilada.comerciales === 1 ? 'comercial' : 'comerciales'
          }, del ${formatDay(recopilada.ventana.desde)} al ${formatDay(recopilada.ventana.hasta)}.`}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
        {seleccionados > 0 && (
          <Typography variant="body2" aria-live="polite">
            {seleccionados === 1 ? '1 seleccionado' : `${seleccionados} seleccionados`}
          </Typography>
        )}
        {/* A set of dates, states and types a manager comes back to (issue 15's saved views). */}
        <VistasGuardadasButton pantalla="gerenciaComerciales" />
        <Button
          variant="outlined"
          startIcon={<MoveDownIcon />}
          disabled={seleccionados === 0}
          onClick={props.onMover}
        >
          Mover agendados
        </Button>
        <Button
          variant="outlined"
          startIcon={<FileDownloadIcon />}
          disabled={props.exportando || seleccionados === 0 || recopilada === null}
          onClick={props.onExportarAtenciones}
        >
          Exportar atenciones
        </Button>
        <Button
          variant="outlined"
          startIcon={<FileDownloadIcon />}
          disabled={props.exportando || recopilada === null}
          onClick={props.onExportar}
        >
          Exportar
        </Button>
      </Box>
    </Box>
  );
}
