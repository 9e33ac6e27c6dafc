import EmailOutlinedIcon from '@mui/icons-material/EmailOutlined';
import PictureAsPdfOutlinedIcon from '@mui/icons-material/PictureAsPdfOutlined';
import SaveIcon from '@mui/icons-material/Save';
import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { estadoOfertaLabel } from '@ventas/domain/ofertas/oferta-estados';
import { estadoOfertaColor } from '../../../../lib/estado-colors';
import { ATAJOS } from '../../hooks/use-offer-shortcuts';
import { VISUALLY_HIDDEN } from '../../../../components/visually-hidden';

/** The route's title (app/routes names the browser tab the same): every state of the screen carries it. */
export const CONFIGURADOR_TITULO = 'Configurador de ofertas';

interface ConfiguratorToolbarProps {
  clienteNombre: string;
  /** EDIT: the saved offer; null on CREATE. */
  oferta: { id: number; estado: number } | null;
  /** The monthly total as text, repeated here for narrow screens where the summary is far below. */
  total: string | null;
  cambiosSinGuardar: boolean;
  saving: boolean;
  saved: boolean;
  documentos: { ver: () => void; viendo: boolean; descargar: () => void; descargando: boolean };
  /** Opens "Enviar por correo" (issue 31 §3): the saved offer's PDF to the customer. */
  onEnviarCorreo: () => void;
  onSave: () => void;
}

interface DocumentoButtonProps {
  label: string;
  icon: ReactNode;
  busy: boolean;
  disabled: boolean;
  /** Why it is disabled, or what it shows. */
  aviso: string | null;
  compact: boolean;
  onClick: () => void;
}

/** A document action: a labelled button, or on narrow screens an icon with the same name. */
function DocumentoButton({ label, icon, busy, disabled, aviso, compact, onClick }: DocumentoButtonProps) {
  const shown = busy ? <CircularProgress size={16} color="inherit" /> : icon;
  return (
    <Tooltip title={aviso ? `${label}: ${aviso}` : label}>
      {/* A span keeps the tooltip on a disabled button. */}
      <Box component="span" sx={{ flexShrink: 0 }}>
        {compact ? (
          <IconButton aria-label={label} disabled={disabled || busy} onClick={onClick} color="primary">
            {shown}
          </IconButton>
        ) : (
          <Button
            variant="outlined"
            startIcon={shown}
            disabled={disabled || busy}
            onClick={onClick}
            sx={{ whiteSpace: 'nowrap' }}
          >
            {label}
          </Button>
        )}
      </Box>
    </Tooltip>
  );
}

/** The screen's title and actions, kept in view while the packages scroll. */
export function ConfiguratorToolbar(props: ConfiguratorToolbarProps) {
  const { oferta, documentos } = props;
  const compact = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  // A third labelled button does not fit beside the title on a laptop: the envelope alone, named.
  const correoCompacto = useMediaQuery((theme: Theme) => theme.breakpoints.down('xl'));
  const aviso =
    oferta === null
      ? 'guarde la oferta para verla o descargarla'
      : props.cambiosSinGuardar
        ? 'muestra la oferta guardada, sin los cambios'
        : null;
  return (
    <Box
      sx={{
        position: 'sticky',
        top: { xs: 56, sm: 64 },
        zIndex: (theme) => theme.zIndex.appBar - 1,
        bgcolor: 'background.default',
        mx: { xs: -2, md: -3 },
        px: { xs: 2, md: 3 },
        py: 1,
        mb: 2,
        borderBottom: 1,
        borderColor: 'divider',
        display: 'flex',
        alignItems: 'center',
        gap: { xs: 1, md: 2 },
      }}
    >
      <Box
        sx={{
          flexGrow: 1,
          minWidth: 0,
          display: 'flex',
          flexDirection: { xs: 'column', sm: 'row' },
          alignItems: { xs: 'flex-start', sm: 'center' },
          columnGap: 1,
        }}
      >
        {/* Read by assistive technology, not shown: the visible title says which offer it is. */}
        <Typography component="h1" sx={VISUALLY_HIDDEN}>
          {CONFIGURADOR_TITULO}
        </Typography>
        <Typography
          variant={compact ? 'h6' : 'h5'}
          component="h2"
          noWrap
          sx={{ flexShrink: 0, lineHeight: 1.3 }}
        >
          {oferta ? `Oferta n.º ${oferta.id}` : 'Nueva oferta'}
        </Typography>
        {oferta && (
          <Chip
            size="small"
            variant="outlined"
            color={estadoOfertaColor(oferta.estado)}
            label={estadoOfertaLabel(oferta.estado) ?? `Estado ${oferta.estado}`}
            sx={{ display: { xs: 'none', sm: 'inline-flex' } }}
          />
        )}
        {compact ? (
          props.total && (
            // The summary panel holds the labelled total; this copy is for the eye only.
            <Typography aria-hidden noWrap sx={{ fontWeight: 600 }}>
              {props.total}
            </Typography>
          )
        ) : (
          <Typography color="text.secondary" noWrap sx={{ minWidth: 0 }}>
            {props.clienteNombre}
          </Typography>
        )}
      </Box>
      {!compact && oferta === null && (
        <Typography variant="caption" color="text.secondary" sx={{ maxWidth: 160 }}>
          Guarde la oferta para verla o descargarla.
        </Typography>
      )}
      <DocumentoButton
        label="Ver oferta"
        icon={<VisibilityOutlinedIcon />}
        busy={documentos.viendo}
        disabled={oferta === null}
        aviso={aviso}
        compact={compact}
        onClick={documentos.ver}
      />
      <DocumentoButton
        label="Descargar PDF"
        icon={<PictureAsPdfOutlinedIcon />}
        busy={documentos.descargando}
        disabled={oferta === null}
        aviso={aviso}
        compact={compact}
        onClick={documentos.descargar}
      />
      <DocumentoButton
        label="Enviar por correo"
        icon={<EmailOutlinedIcon />}
        busy={false}
        // What leaves is the saved offer: unsaved changes would not be in it.
        disabled={oferta === null || props.cambiosSinGuardar}
        aviso={
          oferta === null
            ? 'guarde la oferta para enviarla'
            : props.cambiosSinGuardar
              ? 'guarde los cambios para enviarlos'
              : null
        }
        compact={correoCompacto}
        onClick={props.onEnviarCorreo}
      />
      <Tooltip title={`Guardar oferta (${ATAJOS.guardar.label})`}>
        <Box component="span" sx={{ flexShrink: 0 }}>
          <Button
            variant="contained"
            startIcon={props.saving ? <CircularProgress size={16} color="inherit" /> : <SaveIcon />}
            disabled={props.saving || props.saved}
            onClick={props.onSave}
            aria-keyshortcuts={ATAJOS.guardar.keys}
            // The short label on narrow screens keeps the full name for assistive technology.
            aria-label="Guardar oferta"
            sx={{ flexShrink: 0, whiteSpace: 'nowrap' }}
          >
            {compact ? 'Guardar' : 'Guardar oferta'}
          </Button>
        </Box>
      </Tooltip>
    </Box>
  );
}
