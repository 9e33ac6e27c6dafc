import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { GerenciaFila } from '@ventas/domain/gerencia/gerencia-contract';
import {
  FIGURAS_GERENCIA,
  FIGURA_TEXTOS,
  type FiguraGerencia,
} from '@ventas/domain/gerencia/gerencia-figuras';
import type { Ventana } from '@ventas/domain/gerencia/gerencia-ventana';
import { tipoComercialLabel } from '@ventas/domain/cuentas/account-constants';
import { useId, type ReactNode } from 'react';
import { enlaceDeFigura } from '../../model/figura-enlace';
import type { TotalListado } from '../../model/use-cuentas-comerciales';
import { EstadoComercial } from './comercial-fila';
import { FiguraCelda } from './figura-celda';
import { FiguraTotal, resumen } from './fila-total';

interface ComercialesTarjetasProps {
  filas: GerenciaFila[];
  total: TotalListado;
  ventana: Ventana;
  seleccion: ReadonlySet<number>;
  onCambiarUna: (comercial: number, marcada: boolean) => void;
}

/** Each figure's label beside its count, two to a line: a phone's 390 px hold them whole. */
function Figuras({ valor }: { valor: (figura: FiguraGerencia) => ReactNode }) {
  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
        columnGap: 2,
        rowGap: 0.5,
        m: 0,
        mt: 1,
      }}
    >
      {FIGURAS_GERENCIA.map((figura) => (
        <Box key={figura} sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, minWidth: 0 }}>
          <Typography component="dt" variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {FIGURA_TEXTOS[figura].etiqueta}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 500 }}>
            {valor(figura)}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

function Tarjeta({
  fila,
  ventana,
  seleccionada,
  onSeleccion,
}: {
  fila: GerenciaFila;
  ventana: Ventana;
  seleccionada: boolean;
  onSeleccion: (comercial: number, marcada: boolean) => void;
}) {
  const nombreId = useId();
  return (
    <Paper
      component="li"
      variant="outlined"
      aria-labelledby={nombreId}
      sx={{ p: 1.5, pt: 1, bgcolor: seleccionada ? 'action.selected' : undefined }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Checkbox
          checked={seleccionada}
          onChange={(event) => onSeleccion(fila.comercial, event.target.checked)}
          slotProps={{ input: { 'aria-label': `Seleccionar a ${fila.nombre}` } }}
          sx={{ ml: -1 }}
        />
        <Box sx={{ minWidth: 0 }}>
          <Typography id={nombreId} component="h2" variant="subtitle1" sx={{ lineHeight: 1.3 }}>
            {fila.nombre}
          </Typography>
          <Typography
            component="span"
            variant="body2"
            color="text.secondary"
            sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 0.75 }}
          >
            <EstadoComercial fila={fila} />
            {tipoComercialLabel(fila.tipo_comercial)}
          </Typography>
        </Box>
      </Box>
      <Figuras
        valor={(figura) => (
          <FiguraCelda
            valor={fila[figura]}
            enlace={enlaceDeFigura(figura, [fila.comercial], ventana)}
            descripcion={`${FIGURA_TEXTOS[figura].etiqueta} de ${fila.nombre}`}
          />
        )}
      />
    </Paper>
  );
}

/**
 * Gerencia · Comerciales on a phone (issue 29 §5): the table's eight figures cannot share 390 px
 * with the names, so each commercial is a card with every figure labelled, and the total last.
 */
export function ComercialesTarjetas({
  filas,
  total,
  ventana,
  seleccion,
  onCambiarUna,
}: ComercialesTarjetasProps) {
  const totalId = useId();
  return (
    <Box
      component="ul"
      aria-label="Cifras por comercial"
      sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}
    >
      {filas.map((fila) => (
        <Tarjeta
          key={fila.comercial}
          fila={fila}
          ventana={ventana}
          seleccionada={seleccion.has(fila.comercial)}
          onSeleccion={onCambiarUna}
        />
      ))}
      <Paper component="li" variant="outlined" aria-labelledby={totalId} sx={{ p: 1.5, bgcolor: 'grey.50' }}>
        <Typography id={totalId} component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
          Total
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {resumen(total.comerciales.length, total.demasiados)}
        </Typography>
        <Figuras valor={(figura) => <FiguraTotal total={total} ventana={ventana} figura={figura} />} />
      </Paper>
    </Box>
  );
}
