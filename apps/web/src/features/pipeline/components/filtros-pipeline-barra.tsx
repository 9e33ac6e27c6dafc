import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { SEGMENTS } from '@ventas/domain/servicios/catalogue-fields';
import { SEGMENT_LABELS } from '@ventas/domain/servicios/segment-labels';
import { mesLabel } from '../../../lib/meses';
import { operadoresQuery } from '../../catalogo/catalogo.public';
import { comercialesQuery } from '../../clientes/clientes.public';
import { conFiltro, type FiltroPipeline } from '../model/filtros-pipeline';
import { mesesDelSelector, periodoDe, PERIODO_PARAM, TODO } from '../model/periodo-pipeline';

interface FiltrosPipelineBarraProps {
  hoy: string;
  /** A Manager and above pick a commercial; a Comercial's board is already theirs. */
  porComercial: boolean;
  children?: ReactNode;
}

/**
 * The board's period, commercial, operator and segment, as native selects (a phone's own
 * picker; the keyboard's arrows), each kept in the URL so a reload or a shared link shows the
 * same board. "Todos" takes the filter away.
 */
export function FiltrosPipelineBarra({ hoy, porComercial, children }: FiltrosPipelineBarraProps) {
  const [params, setParams] = useSearchParams();
  const comerciales = useQuery({ ...comercialesQuery, enabled: porComercial }).data ?? [];
  const operadores = useQuery(operadoresQuery).data ?? [];
  const cambiar = (clave: FiltroPipeline | typeof PERIODO_PARAM, valor: string) =>
    setParams(conFiltro(params, clave, valor), { replace: true });
  const filtro = (clave: FiltroPipeline, label: string, opciones: { value: string; label: string }[]) => (
    <Selector label={label} value={params.get(clave) ?? ''} onChange={(valor) => cambiar(clave, valor)}>
      <option value="">Todos</option>
      {opciones.map((opcion) => (
        <option key={opcion.value} value={opcion.value}>
          {opcion.label}
        </option>
      ))}
    </Selector>
  );
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={2}
      useFlexGap
      sx={{ mb: 2, flexWrap: 'wrap', alignItems: { sm: 'center' } }}
    >
      <Selector
        label="Creadas en"
        value={periodoDe(params.get(PERIODO_PARAM), hoy)}
        onChange={(valor) => cambiar(PERIODO_PARAM, valor)}
      >
        {mesesDelSelector(hoy).map((mes) => (
          <option key={mes} value={mes}>
            {mesLabel(mes)}
          </option>
        ))}
        <option value={TODO}>Cualquier fecha</option>
      </Selector>
      {porComercial &&
        filtro(
          'comercial',
          'Comercial',
          // The accounts only: 'Por asignar' closes the API's list and is no one's board.
          comerciales.flatMap((c) =>
            typeof c.id === 'number' ? [{ value: String(c.id), label: c.nombre_completo }] : [],
          ),
        )}
      {filtro(
        'operador',
        'Operador',
        operadores.map((o) => ({ value: o.codigo, label: o.nombre })),
      )}
      {filtro(
        'segmento',
        'Segmento',
        SEGMENTS.map((s) => ({ value: s, label: SEGMENT_LABELS[s] })),
      )}
      {children}
    </Stack>
  );
}

interface SelectorProps {
  label: string;
  value: string;
  onChange: (valor: string) => void;
  children: ReactNode;
}

function Selector({ label, value, onChange, children }: SelectorProps) {
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      sx={{ minWidth: 180 }}
    >
      {children}
    </TextField>
  );
}
