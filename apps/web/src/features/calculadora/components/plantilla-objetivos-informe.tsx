import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { PlantillaReport } from '@ventas/domain/calculadora/plantilla-objetivos-contract';

/** What the check or the apply found: a summary, then every refused cell (address and reason). */
export function PlantillaObjetivosInforme({ report }: { report: PlantillaReport }) {
  const resumen = `${report.comerciales} comerciales y ${report.objetivos} objetivos en la hoja.`;
  if (report.aplicado) return <Alert severity="success">Objetivos guardados. {resumen}</Alert>;
  if (report.rechazos.length === 0)
    return <Alert severity="info">Comprobación correcta: no se ha guardado nada todavía. {resumen}</Alert>;
  return (
    <>
      <Alert severity="warning">
        Hay {report.rechazos.length}
        {report.truncated ? ' o más' : ''} celdas rechazadas: corríjalas y vuelva a subir el archivo. No se
        guardará nada mientras haya alguna.
      </Alert>
      <TableContainer component={Paper} variant="outlined" sx={{ maxHeight: 320 }}>
        <Table size="small" stickyHeader aria-label="Celdas rechazadas">
          <TableHead>
            <TableRow>
              <TableCell>Celda</TableCell>
              <TableCell>Comercial</TableCell>
              <TableCell>Motivo</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {report.rechazos.map((rechazo) => (
              <TableRow key={`${rechazo.celda}-${rechazo.motivo}`}>
                <TableCell>{rechazo.celda}</TableCell>
                <TableCell>{rechazo.comercial ?? '—'}</TableCell>
                <TableCell>{rechazo.motivo}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {report.truncated && (
        <Typography variant="body2" color="text.secondary">
          Se muestran las primeras {report.rechazos.length}.
        </Typography>
      )}
    </>
  );
}
