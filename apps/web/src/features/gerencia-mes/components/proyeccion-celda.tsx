import Box from '@mui/material/Box';
import type { DecimalAmount } from '@ventas/domain/money/decimal-amount';
import { cifra } from '../model/cifras-mes';
import { AvancePorcentaje } from './avance-porcentaje';

export interface ProyeccionCifras {
  objetivo: DecimalAmount;
  consecucion: DecimalAmount;
  proyeccion: DecimalAmount | null;
  proyeccion_porc: DecimalAmount | null;
}

/** 'consecución → proyección / objetivo' over the projected percent (the table's caption says so). */
export function ProyeccionCelda({ cifras }: { cifras: ProyeccionCifras }) {
  const proyeccion = cifras.proyeccion === null ? '—' : cifra(cifras.proyeccion);
  return (
    <Box sx={{ whiteSpace: 'nowrap' }}>
      <div>{`${cifra(cifras.consecucion)} → ${proyeccion} / ${cifra(cifras.objetivo)}`}</div>
      <AvancePorcentaje porc={cifras.proyeccion_porc} />
    </Box>
  );
}
