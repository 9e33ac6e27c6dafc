import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { Mes } from '@ventas/domain/calculadora/mes';
import type { ComercialProyectado } from '@ventas/domain/gerencia/objetivos-gerencia-contract';
import type { DecimalAmount } from '@ventas/domain/money/decimal-amount';
import { formatEuros } from '@ventas/domain/money/euro-format';
import { useId, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { cifra, porcentaje } from '../model/cifras-mes';
import { enlaceCalculadora } from '../model/enlace-calculadora';
import type { ResumenFamilia } from '../model/resumen-familias';
import { ComisionTexto } from './comision-texto';

type Familias = { id: number; nombre: string }[];

interface Cifras {
  objetivo: DecimalAmount;
  consecucion: DecimalAmount;
  objetivo_porc: DecimalAmount | null;
}

/** A label over its value; the text wraps rather than being cut. `entera`: the card's whole width. */
function Dato({
  etiqueta,
  entera = false,
  children,
}: {
  etiqueta: string;
  entera?: boolean;
  children: ReactNode;
}) {
  return (
    <Box sx={{ minWidth: 0, gridColumn: entera ? '1 / -1' : undefined }}>
      <Typography component="dt" variant="caption" color="text.secondary" sx={{ display: 'block' }}>
        {etiqueta}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Box>
  );
}

const TRES_COLUMNAS = {
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  columnGap: 1.5,
  rowGap: 0.5,
  m: 0,
} as const;

/** Each family under its name: target, sales and percent side by side, dashes without one. */
function FamiliasCifras({
  familias,
  cifras,
}: {
  familias: Familias;
  cifras: (id: number) => Cifras | undefined;
}) {
  return (
    <>
      {familias.map((familia) => {
        const de = cifras(familia.id);
        return (
          <Box key={familia.id} sx={{ mt: 1.25 }}>
            <Typography variant="subtitle2" component="h4" sx={{ overflowWrap: 'anywhere' }}>
              {familia.nombre}
            </Typography>
            <Box component="dl" sx={TRES_COLUMNAS}>
              <Dato etiqueta="Objetivo">{de ? cifra(de.objetivo) : '—'}</Dato>
              <Dato etiqueta="Consecución">{de ? cifra(de.consecucion) : '—'}</Dato>
              <Dato etiqueta="Porcentaje">{de ? porcentaje(de.objetivo_porc) : '—'}</Dato>
            </Box>
          </Box>
        );
      })}
    </>
  );
}

function TarjetaComercial({
  comercial,
  familias,
  mes,
}: {
  comercial: ComercialProyectado;
  familias: Familias;
  mes: Mes;
}) {
  const nombreId = useId();
  return (
    <Paper component="li" variant="outlined" aria-labelledby={nombreId} sx={{ p: 1.5 }}>
      <Typography id={nombreId} variant="subtitle1" component="h3" sx={{ overflowWrap: 'anywhere' }}>
        <Link component={RouterLink} to={enlaceCalculadora(mes, comercial.id)}>
          {comercial.nombre}
        </Link>
      </Typography>
      <Box component="dl" sx={{ ...TRES_COLUMNAS, mt: 0.5 }}>
        <Dato etiqueta="Consecución total">{porcentaje(comercial.consecucion_total)}</Dato>
        <Dato etiqueta="Tramo">{comercial.tramo ?? '—'}</Dato>
        {/* Its reasons are sentences: they get the whole width. */}
        <Dato etiqueta="Comisión" entera>
          <ComisionTexto comercial={comercial} />
        </Dato>
      </Box>
      <FamiliasCifras
        familias={familias}
        cifras={(id) => comercial.objetivos.find((objetivo) => objetivo.familia === id)}
      />
    </Paper>
  );
}

export interface ReporteTarjetasProps {
  /** 'Tienda', 'Sin clasificar': names the list and the subtotal. */
  titulo: string;
  comerciales: ComercialProyectado[];
  familias: Familias;
  mes: Mes;
  resumen: Map<number, ResumenFamilia>;
  comisiones: DecimalAmount;
}

/**
 * A report group on a phone (issue 29 §5): the table's fifteen-odd columns cut words at 390 px,
 * so each commercial is a card (totals first, then each family), and the subtotal closes the list.
 */
export function ReporteTarjetas({
  titulo,
  comerciales,
  familias,
  mes,
  resumen,
  comisiones,
}: ReporteTarjetasProps) {
  const subtotalId = useId();
  return (
    <Box
      component="ul"
      aria-label={`Reporte ${titulo}`}
      sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}
    >
      {comerciales.map((comercial) => (
        <TarjetaComercial key={comercial.id} comercial={comercial} familias={familias} mes={mes} />
      ))}
      <Paper
        component="li"
        variant="outlined"
        aria-labelledby={subtotalId}
        sx={{ p: 1.5, bgcolor: 'grey.100' }}
      >
        <Typography id={subtotalId} variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
          {`Subtotal ${titulo}`}
        </Typography>
        <Box component="dl" sx={{ ...TRES_COLUMNAS, mt: 0.5 }}>
          <Dato etiqueta="Comisión">{formatEuros(comisiones)}</Dato>
        </Box>
        <FamiliasCifras familias={familias} cifras={(id) => resumen.get(id)} />
      </Paper>
    </Box>
  );
}
