import Checkbox from '@mui/material/Checkbox';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import Tooltip from '@mui/material/Tooltip';
import { FIGURAS_GERENCIA, FIGURA_TEXTOS } from '@ventas/domain/gerencia/gerencia-figuras';
import type { ReactNode } from 'react';
import type { ClaveOrden, Orden } from '../../model/filas-comerciales';
import { CELDA_FIGURA_COMPACTA, CELDA_NOMBRE, CELDA_SELECCION } from './celdas-fijas';

interface CabeceraProps {
  orden: Orden;
  onOrden: (clave: ClaveOrden) => void;
  /** How many of the rows shown are selected, of how many. */
  seleccionadas: number;
  filas: number;
  onSeleccionarTodas: (todas: boolean) => void;
  /** A laptop's width: state and type go under the name, the figures' columns tighten. */
  compacta: boolean;
}

interface OrdenableProps {
  clave: ClaveOrden;
  orden: Orden;
  onOrden: (clave: ClaveOrden) => void;
  children: ReactNode;
}

/** A sortable header; extra props (a tooltip's) reach the button. */
function Ordenable({ clave, orden, onOrden, children, ...resto }: OrdenableProps) {
  const activa = orden.clave === clave;
  return (
    <TableSortLabel
      {...resto}
      active={activa}
      direction={activa ? orden.direccion : 'asc'}
      onClick={() => onOrden(clave)}
    >
      {children}
    </TableSortLabel>
  );
}

/**
 * Headers: selection, name, state, type, then every figure with what it counts on hover/focus.
 * Compact: no state or type columns (the rows show them under the name).
 */
export function ComercialesCabecera({
  orden,
  onOrden,
  seleccionadas,
  filas,
  onSeleccionarTodas,
  compacta,
}: CabeceraProps) {
  const sentido = (clave: ClaveOrden) => (orden.clave === clave ? orden.direccion : false);
  return (
    <TableHead>
      <TableRow>
        <TableCell padding="checkbox" sx={{ ...CELDA_SELECCION, zIndex: 3 }}>
          <Checkbox
            checked={filas > 0 && seleccionadas === filas}
            indeterminate={seleccionadas > 0 && seleccionadas < filas}
            disabled={filas === 0}
            onChange={(event) => onSeleccionarTodas(event.target.checked)}
            slotProps={{ input: { 'aria-label': 'Seleccionar todos los comerciales' } }}
          />
        </TableCell>
        <TableCell sortDirection={sentido('nombre')} sx={{ ...CELDA_NOMBRE, zIndex: 3 }}>
          <Ordenable clave="nombre" orden={orden} onOrden={onOrden}>
            Comercial
          </Ordenable>
        </TableCell>
        {!compacta && (
          <>
            <TableCell sortDirection={sentido('estado')}>
              <Ordenable clave="estado" orden={orden} onOrden={onOrden}>
                Estado
              </Ordenable>
            </TableCell>
            <TableCell sortDirection={sentido('tipo_comercial')}>
              <Ordenable clave="tipo_comercial" orden={orden} onOrden={onOrden}>
                Tipo
              </Ordenable>
            </TableCell>
          </>
        )}
        {FIGURAS_GERENCIA.map((figura) => (
          // Long labels ('Con paquete vigente') wrap: the figures below are short.
          <TableCell
            key={figura}
            align="right"
            sortDirection={sentido(figura)}
            sx={compacta ? { ...CELDA_FIGURA_COMPACTA, maxWidth: 96 } : { minWidth: 72, maxWidth: 112 }}
          >
            {/* describeChild: the help describes the header; its name stays the figure's label. */}
            <Tooltip title={FIGURA_TEXTOS[figura].ayuda} describeChild>
              <Ordenable clave={figura} orden={orden} onOrden={onOrden}>
                {FIGURA_TEXTOS[figura].etiqueta}
              </Ordenable>
            </Tooltip>
          </TableCell>
        ))}
      </TableRow>
    </TableHead>
  );
}
