import type { z } from 'zod';
import type { HolidayRow, holidayFormSchema } from '@ventas/domain/cuentas/holidays-contract';
import type { FormTextValues } from '../../../components/form-fields/form-text-values';

/** What the dialog edits: '' is "not chosen yet" (a select, an empty date picker). */
export type VacacionesFormValues = FormTextValues<z.input<typeof holidayFormSchema>>;

export const valoresVacios = (commercial: number | null): VacacionesFormValues => ({
  commercial: commercial === null ? '' : String(commercial),
  start_date: '',
  end_date: '',
  descripcion: '',
});

export const valoresDe = (row: HolidayRow): VacacionesFormValues => ({
  commercial: String(row.commercial),
  start_date: row.start_date,
  end_date: row.end_date,
  descripcion: row.descripcion,
});

/** What holidayFormSchema reads: an unchosen commercial or day is missing, so its message shows. */
export const aFormulario = (values: VacacionesFormValues) => ({
  commercial: values.commercial === '' ? undefined : Number(values.commercial),
  start_date: values.start_date || undefined,
  end_date: values.end_date || undefined,
  descripcion: values.descripcion,
});
