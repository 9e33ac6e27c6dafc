import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Tab from '@mui/material/Tab';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import {
  CLASES,
  CLASES_FILA,
  MUESTRA_POR_CLASE,
  type ClaseFila,
  type FilaImportacion,
  type TotalesImportacion,
} from '@ventas/domain/importaciones/importacion-contract';
import { FILAS_POR_PAGINA, filasQuery } from '../api/filas-query';
import { clienteHref } from '../importacion-url';

const NO_CARGAN = 'No se han podido cargar las filas';

function ClienteCelda({ fila }: { fila: FilaImportacion }) {
  if (fila.cliente_id === null) return '—';
  return <Link href={clienteHref(fila.cliente_id)}>{`Cliente ${fila.cliente_id}`}</Link>;
}

/** Per class, its sample rows (up to MUESTRA_POR_CLASE) in pages, each with its reason. */
export function FilasMuestra({ id, totales }: { id: number; totales: TotalesImportacion }) {
  const [clase, setClase] = useState<ClaseFila>(() => CLASES.find((c) => totales[c] > 0) ?? 'nuevo');
  const [pagina, setPagina] = useState(0);
  const filas = useQuery(filasQuery(id, clase, pagina + 1));
  const total = Math.min(filas.data?.count ?? totales[clase], MUESTRA_POR_CLASE);
  const conCliente = clase === 'duplicado';

  return (
    <Box>
      <Tabs
        value={clase}
        onChange={(_, value: ClaseFila) => {
          setClase(value);
          setPagina(0);
        }}
        variant="scrollable"
        allowScrollButtonsMobile
        aria-label="Clase de filas"
      >
        {CLASES.map((c) => (
          <Tab key={c} value={c} label={`${CLASES_FILA[c]} (${totales[c].toLocaleString('es-ES')})`} />
        ))}
      </Tabs>
      {totales[clase] > MUESTRA_POR_CLASE && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {`Se muestran las primeras ${MUESTRA_POR_CLASE.toLocaleString('es-ES')}; la clasificación completa se puede descargar.`}
        </Typography>
      )}
      {filas.isFetching && <LinearProgress aria-label="Cargando filas" sx={{ mt: 1 }} />}
      {filas.isError ? (
        <Alert severity="error" sx={{ mt: 2 }}>
          {NO_CARGAN}
        </Alert>
      ) : filas.data && filas.data.results.length === 0 ? (
        <Typography color="text.secondary" sx={{ my: 2 }}>
          Ninguna fila de esta clase
        </Typography>
      ) : (
        filas.data && (
          <>
            <Box sx={{ overflowX: 'auto' }}>
              <Table size="small" aria-label={`Filas: ${CLASES_FILA[clase]}`}>
                <TableHead>
                  <TableRow>
                    <TableCell>Fila</TableCell>
                    {/* The reason first: on a phone it is what the user scrolls the table for. */}
                    <TableCell>Motivo</TableCell>
                    <TableCell>Nombre</TableCell>
                    <TableCell>Documento</TableCell>
                    <TableCell>Teléfonos</TableCell>
                    {conCliente && <TableCell>Cliente</TableCell>}
                  </TableRow>
                </TableHead>
                <TableBody>
                  {filas.data.results.map((fila) => (
                    <TableRow key={fila.fila}>
                      <TableCell>{fila.fila}</TableCell>
                      <TableCell>{fila.motivo || '—'}</TableCell>
                      {/* Whole words: the table scrolls sideways rather than split a surname. */}
                      <TableCell sx={{ minWidth: 140, overflowWrap: 'break-word' }}>
                        {fila.nombre ?? '—'}
                      </TableCell>
                      <TableCell>{fila.documento ?? '—'}</TableCell>
                      <TableCell>{fila.telefonos.join(', ') || '—'}</TableCell>
                      {conCliente && (
                        <TableCell>
                          <ClienteCelda fila={fila} />
                        </TableCell>
                      )}
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </Box>
            <TablePagination
              component="div"
              count={total}
              page={pagina}
              onPageChange={(_, page) => setPagina(page)}
              rowsPerPage={FILAS_POR_PAGINA}
              rowsPerPageOptions={[]}
              labelDisplayedRows={({ from, to, count }) => `${from}–${to} de ${count}`}
            />
          </>
        )
      )}
    </Box>
  );
}
