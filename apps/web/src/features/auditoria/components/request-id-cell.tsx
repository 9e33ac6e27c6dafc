import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useSnackbar } from '../../../components/snackbar/snackbar-context';
import { SIN_VALOR } from '../auditoria-format';

/** The request id in monospace with a copy button: support looks it up in the server's logs. */
export function RequestIdCell({ requestId }: { requestId: string | null }) {
  const snackbar = useSnackbar();
  if (!requestId) return <>{SIN_VALOR}</>;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(requestId);
      snackbar.showInfo('Identificador de petición copiado');
    } catch {
      snackbar.showError('No se ha podido copiar');
    }
  };
  return (
    // The row opens its changes on click: copying must not do it too.
    <Box
      component="span"
      onClick={(event) => event.stopPropagation()}
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, minWidth: 0 }}
    >
      <Box component="span" sx={{ fontFamily: 'monospace', overflow: 'hidden', textOverflow: 'ellipsis' }}>
        {requestId}
      </Box>
      <Tooltip title="Copiar">
        <IconButton size="small" aria-label={`Copiar petición ${requestId}`} onClick={() => void copy()}>
          <ContentCopyIcon fontSize="inherit" />
        </IconButton>
      </Tooltip>
    </Box>
  );
}
