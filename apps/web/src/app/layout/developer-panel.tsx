import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useState, useSyncExternalStore, type ReactNode } from 'react';
import { formatMadridDateTime } from '@ventas/domain/time/madrid';
import { api } from '../../api/api';
import { apiCallLog, API_CALL_LOG_SIZE } from '../../api/api-call-log';
import { saveBlob } from '../../api/save-blob';
import { useSnackbar } from '../../components/snackbar/snackbar-context';
import { APP_BUILD_MODE, APP_BUILT_AT, APP_VERSION } from '../../config/env';
import { ApiCallsTable } from './api-calls-table';

/** The API's interactive reference and its OpenAPI document (apps/api plugins/openapi.ts). */
export const API_DOCS_PATH = '/api/docs';
const OPENAPI_DOCUMENT_PATH = `${API_DOCS_PATH}/json`;
const OPENAPI_FILE_NAME = 'ventas-openapi.json';

const BUILD_MODES: Partial<Record<string, string>> = { production: 'producción', development: 'desarrollo' };

/** 'Versión 0.1.0 · producción · compilada el 04/05/2026 10:30' (Madrid). */
export function buildText(version: string, mode: string, builtAt: string | null): string {
  const parts = [`Versión ${version}`, BUILD_MODES[mode] ?? mode];
  const built = formatMadridDateTime(builtAt);
  if (built) parts.push(`compilada el ${built}`);
  return parts.join(' · ');
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack component="section" spacing={1} aria-label={title}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      {children}
    </Stack>
  );
}

interface DeveloperPanelProps {
  open: boolean;
  onClose: () => void;
  onDisable: () => void;
}

/**
 * Issue 29, developer mode for a SuperAdmin: which build runs, the last API calls (method, path,
 * status, time taken, and the request id the server's log carries for a failed one) and the API
 * reference. The document is also offered as a download through the session, because where the
 * server shows it only to admins (API_DOCS=admin) a plain link, which sends no token, is refused.
 */
export function DeveloperPanel({ open, onClose, onDisable }: DeveloperPanelProps) {
  const calls = useSyncExternalStore(apiCallLog.subscribe, apiCallLog.calls);
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const snackbar = useSnackbar();
  const [downloading, setDownloading] = useState(false);

  async function downloadDocument(): Promise<void> {
    setDownloading(true);
    try {
      saveBlob(await api.get<Blob>(OPENAPI_DOCUMENT_PATH, { responseType: 'blob' }), OPENAPI_FILE_NAME);
    } catch (error) {
      snackbar.showError('No se pudo descargar el documento OpenAPI', error);
    } finally {
      setDownloading(false);
    }
  }

  return (
    <Dialog open={open} onClose={onClose} fullScreen={fullScreen} maxWidth="md" fullWidth>
      <DialogTitle>Modo desarrollador</DialogTitle>
      <DialogContent>
        <Stack spacing={3}>
          <Section title="Compilación">
            <Typography>{buildText(APP_VERSION, APP_BUILD_MODE, APP_BUILT_AT)}</Typography>
          </Section>
          <Section title="Últimas llamadas a la API">
            <Typography variant="body2" color="text.secondary">
              Las {API_CALL_LOG_SIZE} más recientes de esta pestaña, desde que se activó el modo; la última
              primero. Indique el id de petición de una llamada fallida a quien revise los registros del
              servidor.
            </Typography>
            <ApiCallsTable calls={calls} />
          </Section>
          <Section title="Referencia de la API">
            <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
              <Link href={API_DOCS_PATH} target="_blank" rel="noopener">
                Abrir la referencia de la API
              </Link>
              <Button
                variant="outlined"
                size="small"
                loading={downloading}
                onClick={() => void downloadDocument()}
              >
                Descargar el documento OpenAPI
              </Button>
            </Stack>
          </Section>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button color="error" onClick={onDisable}>
          Desactivar modo desarrollador
        </Button>
        <Button variant="contained" onClick={onClose}>
          Cerrar
        </Button>
      </DialogActions>
    </Dialog>
  );
}
