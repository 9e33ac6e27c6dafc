import CancelIcon from '@mui/icons-material/Cancel';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { CoberturaResultado } from '@ventas/domain/proveedores/proveedores-contract';
import { VISUALLY_HIDDEN } from '../../../components/visually-hidden';
import type { TecnologiaUsada } from '../model/linea-cobertura';

interface TecnologiasTableProps {
  resultado: CoberturaResultado;
  /** Given from the offer configurator: each available technology can be carried into the offer. */
  onUsar?: (usada: TecnologiaUsada) => void;
}

const MEGAS = new Intl.NumberFormat('es-ES', { maximumFractionDigits: 0 });
const OCULTA_EN_MOVIL = { display: { xs: 'none', sm: 'table-cell' } } as const;

/** The technologies at one address: available or not, top speed, and the provider's remarks. */
export function TecnologiasTable({ resultado, onUsar }: TecnologiasTableProps) {
  // A technology already carried into the offer is not offered twice.
  const [usadas, setUsadas] = useState<ReadonlySet<string>>(new Set());
  const usar = (fila: CoberturaResultado['tecnologias'][number]) => {
    setUsadas((prev) => new Set(prev).add(fila.tecnologia));
    onUsar?.({
      tecnologia: fila.tecnologia,
      velocidad_max_mb: fila.velocidad_max_mb,
      direccion: resultado.direccion,
    });
  };
  return (
    <Box>
      <Typography variant="subtitle2" component="p" sx={{ mb: 1 }}>
        {resultado.direccion}
      </Typography>
      <TableContainer sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label={`Cobertura en ${resultado.direccion}`}>
          <TableHead>
            <TableRow>
              <TableCell>Tecnología</TableCell>
              <TableCell align="center">Disponible</TableCell>
              <TableCell align="right">Velocidad máx. (Mb)</TableCell>
              <TableCell sx={OCULTA_EN_MOVIL}>Observaciones</TableCell>
              {onUsar && (
                <TableCell>
                  <Box component="span" sx={VISUALLY_HIDDEN}>
                    Acciones
                  </Box>
                </TableCell>
              )}
            </TableRow>
          </TableHead>
          <TableBody>
            {resultado.tecnologias.map((fila) => (
              <TableRow key={fila.tecnologia}>
                <TableCell component="th" scope="row">
                  {fila.tecnologia}
                  {/* On a phone the remarks go under the name rather than in a column of their own. */}
                  {fila.observaciones && (
                    <Typography
                      variant="caption"
                      color="text.secondary"
                      component="p"
                      sx={{ display: { sm: 'none' } }}
                    >
                      {fila.observaciones}
                    </Typography>
                  )}
                </TableCell>
                <TableCell align="center">
                  {fila.disponible ? (
                    <CheckCircleIcon color="success" fontSize="small" aria-hidden />
                  ) : (
                    <CancelIcon color="disabled" fontSize="small" aria-hidden />
                  )}
                  <Box component="span" sx={VISUALLY_HIDDEN}>
                    {fila.disponible ? 'Disponible' : 'No disponible'}
                  </Box>
                </TableCell>
                <TableCell align="right">
                  {fila.velocidad_max_mb === null ? '—' : MEGAS.format(fila.velocidad_max_mb)}
                </TableCell>
                <TableCell sx={OCULTA_EN_MOVIL}>{fila.observaciones}</TableCell>
                {onUsar && (
                  <TableCell>
                    {fila.disponible && (
                      <Button
                        size="small"
                        disabled={usadas.has(fila.tecnologia)}
                        onClick={() => usar(fila)}
                        sx={{ whiteSpace: 'nowrap' }}
                      >
                        {usadas.has(fila.tecnologia) ? 'Añadida' : 'Usar en la oferta'}
                        {/* Names the row's technology for a screen reader moving by buttons. */}
                        <Box component="span" sx={VISUALLY_HIDDEN}>
                          {`: ${fila.tecnologia}`}
                        </Box>
                      </Button>
                    )}
                  </TableCell>
                )}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Box>
  );
}
