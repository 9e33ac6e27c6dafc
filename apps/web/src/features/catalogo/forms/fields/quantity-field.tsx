import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import { Controller, useWatch, type Control, type FieldValues, type Path } from 'react-hook-form';
import { FormSelect } from '../../../../components/form-fields/form-select';
import { FormText } from '../../../../components/form-fields/form-text';

interface QuantityFieldProps<T extends FieldValues, TOut> {
  control: Control<T, unknown, TOut>;
  /** A QuantityValues field: its amount, unit and unlimited live under it. */
  name: string;
  label: string;
  /** SPEC §9 units: speed Kb/Mb/Gb, data MB/GB, minutes min. */
  units: readonly string[];
  /** Minutes may be unlimited. */
  unlimitable?: boolean;
  disabled?: boolean;
}

/** An amount and its unit side by side (one row, also at phone width). */
export function QuantityField<T extends FieldValues, TOut>(props: QuantityFieldProps<T, TOut>) {
  const { control, name, label, units, unlimitable, disabled } = props;
  const field = (part: string) => `${name}.${part}` as Path<T>;
  const unlimited = useWatch({ control, name: field('unlimited') }) === true;
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
      <FormText
        control={control}
        name={field('amount')}
        label={label}
        disabled={disabled || unlimited}
        slotProps={{
          htmlInput: { inputMode: 'decimal' },
          // A single unit (minutes) needs no select: it is said beside the figure.
          input:
            units.length === 1
              ? { endAdornment: <InputAdornment position="end">{units[0]}</InputAdornment> }
              : {},
        }}
        sx={{ flex: 1, minWidth: 0 }}
      />
      {units.length > 1 && (
        <Box sx={{ width: 96, flexShrink: 0 }}>
          <FormSelect
            control={control}
            name={field('unit')}
            label="Unidad"
            options={units.map((unit) => ({ value: unit, label: unit }))}
            disabled={disabled}
          />
        </Box>
      )}
      {unlimitable && (
        <Controller
          control={control}
          name={field('unlimited')}
          render={({ field: check }) => (
            <FormControlLabel
              label="Ilimitado"
              disabled={disabled}
              sx={{ mr: 0, whiteSpace: 'nowrap' }}
              control={
                <Checkbox
                  size="small"
                  checked={check.value === true}
                  onChange={(event) => check.onChange(event.target.checked)}
                  slotProps={{ input: { ref: check.ref } }}
                />
              }
            />
          )}
        />
      )}
    </Stack>
  );
}
