import type { Control, FieldPathByValue, FieldValues } from 'react-hook-form';
import { FormMadridDateTime } from '../../../../components/form-fields/form-madrid-date-time';
import { HORAS_RAPIDAS } from './horas-rapidas';

interface FechaAgendadoFieldProps<T extends FieldValues, TOut> {
  control: Control<T, unknown, TOut>;
  /** A field holding ISO 8601 with the Madrid offset, or '' while none is chosen. */
  name: FieldPathByValue<T, string>;
}

/**
 * A callback's date and time in Europe/Madrid, with the quick times under it: the schedule
 * dialog and the reschedule dialog pick a time the same way.
 */
export function FechaAgendadoField<T extends FieldValues, TOut>(props: FechaAgendadoFieldProps<T, TOut>) {
  return <FormMadridDateTime {...props} label="Fecha y hora (hora de Madrid)" quickTimes={HORAS_RAPIDAS} />;
}
