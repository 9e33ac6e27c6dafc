import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ImportAction, ImportReport } from '@ventas/domain/servicios/catalogue-transfer-contract';

const ACTION_LABELS: Record<ImportAction, string> = {
  crear: 'Crear',
  actualizar: 'Actualizar',
  rechazar: 'Rechazar',
};
const ACTION_COLOURS = { crear: 'success', actualizar: 'info', rechazar: 'error' } as const;

/** A dry run's or an apply's outcome: counts per action, then the rows with their reasons. */
export function ImportReportView({ report }: { report: ImportReport }) {
  const applied = report.mode === 'apply';
  return (
    <Stack spacing={1.5}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }} aria-label="Resumen">
        <Chip
          color="success"
          variant="outlined"
          label={`${applied ? 'Creadas' : 'Crear'}: ${report.created}`}
        />
        <Chip
          color="info"
          variant="outlined"
          label={`${applied ? 'Actualizadas' : 'Actualizar'}: ${report.updated}`}
        />
        <Chip
          color="error"
          variant="outlined"
          label={`${applied ? 'Rechazadas' : 'Rechazar'}: ${report.rejected}`}
        />
      </Stack>
      {report.rows.length > 0 && (
        <TableContainer
          sx={{ maxHeight: 320, overflowX: 'auto', border: 1, borderColor: 'divider', borderRadius: 1 }}
        >
          <Table size="small" stickyHeader aria-label="Filas del archivo">
            <TableHead>
              <TableRow>
                <TableCell>Fila</TableCell>
                <TableCell>Acción</TableCell>
                <TableCell>Elemento</TableCell>
                <TableCell sx={{ minWidth: 200 }}>Motivo</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {report.rows.map((row) => (
                <TableRow key={row.row}>
                  <TableCell>{row.row}</TableCell>
                  <TableCell>
                    <Chip size="small" color={ACTION_COLOURS[row.action]} label={ACTION_LABELS[row.action]} />
                  </TableCell>
                  <TableCell>{row.label ?? ''}</TableCell>
                  <TableCell>{row.reason ?? ''}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {report.truncated && (
        <Typography variant="body2" color="text.secondary">
          Se muestran las primeras {report.rows.length} filas (las rechazadas primero).
        </Typography>
      )}
    </Stack>
  );
}
