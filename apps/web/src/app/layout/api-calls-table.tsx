import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ApiCallRecord } from '../../api/api-call-log';

const madridTime = new Intl.DateTimeFormat('es-ES', {
  timeZone: 'Europe/Madrid',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});
const milliseconds = new Intl.NumberFormat('es-ES', { maximumFractionDigits: 0 });

/** No answer, or an error answer: the calls whose request id support will ask for. */
export const failed = (call: ApiCallRecord): boolean => call.status === null || call.status >= 400;

const monospace = { fontFamily: 'monospace', fontSize: '0.8125rem' } as const;

/** Developer mode's list of the last API calls, newest first; a failed one shows its request id. */
export function ApiCallsTable({ calls }: { calls: readonly ApiCallRecord[] }) {
  if (calls.length === 0) {
    return <Typography color="text.secondary">Aún no hay llamadas registradas.</Typography>;
  }
  return (
    <TableContainer sx={{ maxHeight: 360 }}>
      <Table size="small" stickyHeader aria-label="Últimas llamadas a la API">
        <TableHead>
          <TableRow>
            <TableCell>Hora</TableCell>
            <TableCell>Método</TableCell>
            <TableCell>Ruta</TableCell>
            <TableCell align="right">Estado</TableCell>
            <TableCell align="right">Duración</TableCell>
            <TableCell>Id de petición</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {calls.map((call) => {
            const error = failed(call);
            const color = error ? 'error.main' : undefined;
            return (
              <TableRow key={call.id}>
                <TableCell>{madridTime.format(call.startedAt)}</TableCell>
                <TableCell sx={monospace}>{call.method}</TableCell>
                <TableCell sx={{ ...monospace, maxWidth: 320, overflowWrap: 'anywhere' }}>
                  {call.url}
                </TableCell>
                <TableCell align="right" sx={{ color, fontWeight: error ? 600 : undefined }}>
                  {call.status ?? 'Sin respuesta'}
                </TableCell>
                <TableCell align="right">{milliseconds.format(call.durationMs)} ms</TableCell>
                <TableCell sx={{ ...monospace, color }}>{error ? (call.requestId ?? '—') : ''}</TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
