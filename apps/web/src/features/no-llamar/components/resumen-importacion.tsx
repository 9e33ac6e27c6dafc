import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ResultadoImportar } from '@ventas/domain/no-llamar/no-llamar-importacion';

const numero = (value: number) => value.toLocaleString('es-ES');

/** What an upload did: the count of each class, and the first invalid rows with their reasons. */
export function ResumenImportacion({ resultado }: { resultado: ResultadoImportar }) {
  const { filas, nuevos, ya_estaban, repetidos, invalidos, muestras_invalidas } = resultado;
  return (
    <Box>
      <Alert severity={invalidos > 0 ? 'warning' : 'success'} sx={{ mb: 2 }}>
        {`${numero(filas)} filas leídas: ${numero(nuevos)} nuevos, ${numero(ya_estaban)} ya estaban, ` +
          `${numero(repetidos)} repetidos en el fichero y ${numero(invalidos)} inválidos.`}
      </Alert>
      {muestras_invalidas.length > 0 && (
        <>
          <Typography variant="subtitle2" component="h3" gutterBottom>
            {invalidos > muestras_invalidas.length
              ? `Primeras ${muestras_invalidas.length} filas inválidas`
              : 'Filas inválidas'}
          </Typography>
          <Box sx={{ maxHeight: 280, overflow: 'auto' }}>
            <Table size="small" aria-label="Filas inválidas">
              <TableHead>
                <TableRow>
                  <TableCell>Fila</TableCell>
                  <TableCell>Valor</TableCell>
                  <TableCell>Motivo</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {muestras_invalidas.map((muestra) => (
                  <TableRow key={muestra.fila}>
                    <TableCell>{muestra.fila}</TableCell>
                    <TableCell sx={{ overflowWrap: 'anywhere' }}>{muestra.valor || '—'}</TableCell>
                    <TableCell>{muestra.motivo}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Box>
        </>
      )}
    </Box>
  );
}
