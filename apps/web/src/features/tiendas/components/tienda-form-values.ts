import type { Tienda, TiendaFormInput } from '@ventas/domain/tiendas/tienda-contract';
import type { FormTextValues } from '../../../components/form-fields/form-text-values';

/** What the dialog edits: texts as typed ('' for nothing), the switch and the chosen commercials. */
export type TiendaValues = FormTextValues<TiendaFormInput>;

export const tiendaValues = (tienda: Tienda | null): TiendaValues => ({
  nombre: tienda?.nombre ?? '',
  direccion: tienda?.direccion ?? '',
  cp: tienda?.cp ?? '',
  localidad: tienda?.localidad ?? '',
  telefono: tienda?.telefono ?? '',
  horario: tienda?.horario ?? '',
  activa: tienda?.activa ?? true,
  comerciales: tienda?.comerciales.map((comercial) => comercial.id) ?? [],
});

/** The API body: the whole store, blanks cleared by the shared schema, and exactly these commercials. */
export const tiendaBody = (values: TiendaValues): TiendaFormInput => ({ ...values });
