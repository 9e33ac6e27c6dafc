import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { Controller, useWatch } from 'react-hook-form';
import { KIND_OF_LINEA, TIPOS_LINEA, type TipoLinea } from '@ventas/domain/ofertas/oferta-cotizacion';
import type { LineaItem } from '../../api/lineas-query';
import type { OfertaControl } from '../../form/oferta-form-types';
import { lineaOptions } from '../../model/paquete-options';
import { ItemAutocomplete } from '../fields/item-autocomplete';
import { ETIQUETAS_TIPO_LINEA } from '@ventas/domain/ofertas/oferta-cotizacion';

/** SPEC §3 Package line's line types, as the screens name them. */
export const TIPO_LINEA_LABELS: Readonly<Record<TipoLinea, string>> = ETIQUETAS_TIPO_LINEA;

const WHAT: Record<TipoLinea, string> = {
  LINEA_PRINCIPAL: 'tarifas activas',
  LINEA_ADICIONAL: 'líneas adicionales activas',
  LINEA_ADICIONAL_SVA: 'SVAs activos',
};

interface LineaFieldsProps {
  index: number;
  control: OfertaControl;
  lineas: Record<'tarifa' | 'adicional' | 'sva', readonly LineaItem[]>;
  loading: boolean;
  /** What the operator/segment pick says, e.g. 'de A · PARTICULAR'. */
  scope: string;
  savedName: string | undefined;
  problem: string | undefined;
  /** Changing the line drops what was chosen for the previous one. */
  onLinea: (tipoLinea: TipoLinea, tarifa: number | null) => void;
}

/** The line a package sells: its type and the catalogue item (a tariff, an additional line or an SVA). */
export function LineaFields({
  index,
  control,
  lineas,
  loading,
  scope,
  savedName,
  problem,
  onLinea,
}: LineaFieldsProps) {
  const tipoLinea = useWatch({ control, name: `paquetes.${index}.tipoLinea` });
  const kind = KIND_OF_LINEA[tipoLinea];
  return (
    // The tariff's name is long: it gets two thirds of the row.
    <Box
      sx={{
        gridColumn: '1 / -1',
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'minmax(0, 1fr) minmax(0, 2fr)' },
      }}
    >
      <TextField
        select
        fullWidth
        size="small"
        label="Tipo de línea"
        value={tipoLinea}
        onChange={(event) => onLinea(event.target.value as TipoLinea, null)}
      >
        {TIPOS_LINEA.map((tipo) => (
          <MenuItem key={tipo} value={tipo}>
            {TIPO_LINEA_LABELS[tipo]}
          </MenuItem>
        ))}
      </TextField>
      <Controller
        control={control}
        name={`paquetes.${index}.tarifa`}
        render={({ field, fieldState }) => (
          <ItemAutocomplete
            label="Tarifa"
            options={lineaOptions(lineas[kind])}
            value={field.value}
            onChange={(id) => onLinea(tipoLinea, id)}
            onBlur={field.onBlur}
            inputRef={field.ref}
            fallbackName={savedName}
            loading={loading}
            error={fieldState.error?.message ?? problem}
            helperText={`${TIPO_LINEA_LABELS[tipoLinea]}: ${WHAT[tipoLinea]} ${scope}`}
            noOptionsText={`No hay ${WHAT[tipoLinea]} ${scope}`}
          />
        )}
      />
    </Box>
  );
}
