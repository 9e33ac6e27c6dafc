import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { GerenciaFila } from '@ventas/domain/gerencia/gerencia-contract';
import { FIGURAS_GERENCIA, FIGURA_TEXTOS } from '@ventas/domain/gerencia/gerencia-figuras';
import type { Ventana } from '@ventas/domain/gerencia/gerencia-ventana';
import { enlaceDeFigura } from '../../model/figura-enlace';
import { estadoCuentaLabel, tipoComercialLabel } from '@ventas/domain/cuentas/account-constants';
import { estadoCuentaColor } from '../../../../lib/estado-colors';
import { CELDA_FIGURA_COMPACTA, CELDA_NOMBRE, CELDA_SELECCION } from './celdas-fijas';
import { FiguraCelda } from './figura-celda';

interface ComercialFilaProps {
  fila: GerenciaFila;
  ventana: Ventana;
  seleccionada: boolean;
  onSeleccion: (comercial: number, seleccionada: boolean) => void;
  /** A laptop's width: state and type under the name, no columns of their own. */
  compacta: boolean;
}

/** The commercial's state as its chip. */
export const EstadoComercial = ({ fila }: { fila: GerenciaFila }) => (
  <Chip size="small" label={estadoCuentaLabel(fila.estado)} color={estadoCuentaColor(fila.estado)} />
);

/** One commercial: every count opens the customers behind it in Teletrabajo. */
export function ComercialFila({ fila, ventana, seleccionada, onSeleccion, compacta }: ComercialFilaProps) {
  return (
    <TableRow hover selected={seleccionada}>
      <TableCell padding="checkbox" sx={CELDA_SELECCION}>
        <Checkbox
          checked={seleccionada}
          onChange={(event) => onSeleccion(fila.comercial, event.target.checked)}
          slotProps={{ input: { 'aria-label': `Seleccionar a ${fila.nombre}` } }}
        />
      </TableCell>
      <TableCell component="th" scope="row" sx={CELDA_NOMBRE}>
        {fila.nombre}
        {compacta && (
          <Typography
            component="span"
            variant="body2"
            color="text.secondary"
            sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 0.75, mt: 0.5 }}
          >
            <EstadoComercial fila={fila} />
            {tipoComercialLabel(fila.tipo_comercial)}
          </Typography>
        )}
      </TableCell>
      {!compacta && (
        <>
          <TableCell>
            <EstadoComercial fila={fila} />
          </TableCell>
          <TableCell sx={{ whiteSpace: 'nowrap' }}>{tipoComercialLabel(fila.tipo_comercial)}</TableCell>
        </>
      )}
      {FIGURAS_GERENCIA.map((figura) => (
        <TableCell key={figura} align="right" sx={compacta ? CELDA_FIGURA_COMPACTA : undefined}>
          <FiguraCelda
            valor={fila[figura]}
            enlace={enlaceDeFigura(figura, [fila.comercial], ventana)}
            descripcion={`${FIGURA_TEXTOS[figura].etiqueta} de ${fila.nombre}`}
          />
        </TableCell>
      ))}
    </TableRow>
  );
}
