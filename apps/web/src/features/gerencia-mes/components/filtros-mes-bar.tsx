import { estadoCuentaLabel, tipoComercialLabel } from '@ventas/domain/cuentas/account-constants';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { useQuery } from '@tanstack/react-query';
import { ESTADO_GERENCIA_POR_DEFECTO } from '@ventas/domain/gerencia/gerencia-filters-contract';
import { ListFilter } from '../../../components/option-filters/list-filter';
import { MesPicker } from '../../calculadora/calculadora.public';
import { gerenciaFiltersQuery } from '../../gerencia/gerencia.public';
import { MENSAJES_GERENCIA_MES } from '../gerencia-mes-messages';
import type { FiltrosMes } from '../model/use-filtros-mes';

// The API's codes are Spanish words already ('ALTA', 'TIENDA'): they are their own labels.
const opcionesDe = (codigos: readonly string[] | undefined, etiqueta: (codigo: string) => string) =>
  (codigos ?? []).map((codigo) => ({ value: codigo, label: etiqueta(codigo) }));

export interface FiltrosMesBarProps {
  filtros: FiltrosMes;
  cambiar: (cambio: Partial<FiltrosMes>) => void;
}

/**
 * The month, the commercials' states and their types, shared by Proyección and Reporte. No state
 * in the URL is the default one (SPEC §9: ALTA), shown as picked; picking back only the default,
 * or nothing, leaves the URL without it (decisions-gerencia-mes 1).
 */
export function FiltrosMesBar({ filtros, cambiar }: FiltrosMesBarProps) {
  const opciones = useQuery(gerenciaFiltersQuery());
  const porDefecto = opciones.data?.estado_por_defecto ?? ESTADO_GERENCIA_POR_DEFECTO;
  const estados = filtros.estados.length ? filtros.estados : [porDefecto];
  const cambiarEstados = (valores: string[]) =>
    cambiar({ estados: valores.length === 1 && valores[0] === porDefecto ? [] : valores });

  return (
    <Box sx={{ mb: 2, displayPrint: 'none' }}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'center' } }}>
        <MesPicker mes={filtros.mes} onChange={(mes) => cambiar({ mes })} />
        <Box sx={{ minWidth: 220, flex: { md: 1 } }}>
          <ListFilter
            label="Estado"
            values={estados}
            options={opcionesDe(opciones.data?.estados, estadoCuentaLabel)}
            onChange={cambiarEstados}
          />
        </Box>
        <Box sx={{ minWidth: 220, flex: { md: 1 } }}>
          <ListFilter
            label="Tipo de comercial"
            values={filtros.tipos}
            options={opcionesDe(opciones.data?.tipos_comercial, tipoComercialLabel)}
            onChange={(tipos) => cambiar({ tipos })}
          />
        </Box>
      </Stack>
      {opciones.isError && (
        <Alert severity="warning" sx={{ mt: 1 }}>
          {MENSAJES_GERENCIA_MES.errorOpciones}
        </Alert>
      )}
    </Box>
  );
}
