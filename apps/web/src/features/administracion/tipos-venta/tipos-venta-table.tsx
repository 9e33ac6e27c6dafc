import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import BlockIcon from '@mui/icons-material/Block';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import type { TipoVentaAdmin } from '@ventas/domain/opciones/tipos-venta-contract';
import type { ReactNode } from 'react';

export type AccionTipoVenta = 'subir' | 'bajar' | 'renombrar' | 'activar' | 'desactivar' | 'eliminar';

interface TiposVentaTablaProps {
  tipos: readonly TipoVentaAdmin[];
  /** While a move or a state change is under way, those buttons wait. */
  ocupado: boolean;
  onAccion: (accion: AccionTipoVenta, tipo: TipoVentaAdmin, indice: number) => void;
}

interface Boton {
  accion: AccionTipoVenta;
  label: string;
  icon: ReactNode;
  disabled?: boolean;
  danger?: boolean;
}

/**
 * The sale types in the order the configurator offers them: name (and "Inactivo"), how many
 * packages hold each, and one named icon button per action, reachable with Tab. On a phone the
 * table scrolls sideways in its frame and the name stays in view.
 */
export function TiposVentaTable({ tipos, ocupado, onAccion }: TiposVentaTablaProps) {
  return (
    <TableContainer component={Paper} variant="outlined" sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label="Tipos de venta" sx={{ minWidth: 480 }}>
        <TableHead>
          <TableRow>
            <TableCell>Nombre</TableCell>
            <TableCell align="right">Paquetes</TableCell>
            <TableCell align="right">Acciones</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {tipos.map((tipo, indice) => {
            const botones: Boton[] = [
              {
                accion: 'subir',
                label: `Subir «${tipo.label}»`,
                icon: <ArrowUpwardIcon />,
                disabled: ocupado || indice === 0,
              },
              {
                accion: 'bajar',
                label: `Bajar «${tipo.label}»`,
                icon: <ArrowDownwardIcon />,
                disabled: ocupado || indice === tipos.length - 1,
              },
              { accion: 'renombrar', label: `Renombrar «${tipo.label}»`, icon: <EditIcon /> },
              tipo.activo
                ? {
                    accion: 'desactivar',
                    label: `Desactivar «${tipo.label}»`,
                    icon: <BlockIcon />,
                    disabled: ocupado,
                  }
                : {
                    accion: 'activar',
                    label: `Activar «${tipo.label}»`,
                    icon: <CheckCircleIcon />,
                    disabled: ocupado,
                  },
              { accion: 'eliminar', label: `Eliminar «${tipo.label}»`, icon: <DeleteIcon />, danger: true },
            ];
            return (
              <TableRow key={tipo.id} hover>
                <TableCell
                  component="th"
                  scope="row"
                  sx={{ position: 'sticky', left: 0, bgcolor: 'background.paper' }}
                >
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                    <span>{tipo.label}</span>
                    {!tipo.activo && <Chip size="small" label="Inactivo" variant="outlined" />}
                  </Stack>
                </TableCell>
                <TableCell align="right">{tipo.paquetes.toLocaleString('es-ES')}</TableCell>
                <TableCell align="right" sx={{ py: 0, whiteSpace: 'nowrap' }}>
                  {botones.map((boton) => (
                    <Tooltip key={boton.accion} title={boton.label}>
                      {/* A disabled button fires no events: the span keeps its tooltip. */}
                      <span>
                        <IconButton
                          aria-label={boton.label}
                          color={boton.danger ? 'error' : 'default'}
                          disabled={boton.disabled}
                          onClick={() => onAccion(boton.accion, tipo, indice)}
                        >
                          {boton.icon}
                        </IconButton>
                      </span>
                    </Tooltip>
                  ))}
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
