import InputAdornment from '@mui/material/InputAdornment';
import type { Control, FieldValues, Path } from 'react-hook-form';
import { FormText } from '../../../../components/form-fields/form-text';

interface AmountFieldProps<T extends FieldValues, TOut> {
  control: Control<T, unknown, TOut>;
  name: Path<T>;
  label: string;
  disabled?: boolean;
  required?: boolean;
  /** '€' (default) or '%'. */
  unit?: string;
  autoFocus?: boolean;
}

/**
 * An exact amount, typed as text ('29,90' or '29.90') and kept as typed: the domain's amount
 * schema reads it with decimal.js and refuses more decimals than the item keeps (decision 64).
 */
export function AmountField<T extends FieldValues, TOut>(props: AmountFieldProps<T, TOut>) {
  const { unit = '€', required = false, ...rest } = props;
  return (
    <FormText
      {...rest}
      slotProps={{
        htmlInput: { inputMode: 'decimal' },
        inputLabel: { required },
        input: { endAdornment: <InputAdornment position="end">{unit}</InputAdornment> },
      }}
    />
  );
}
