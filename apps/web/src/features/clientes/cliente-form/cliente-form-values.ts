import {
  clienteFormSchema,
  type ClienteForm,
  type ClienteFormInput,
} from '@ventas/domain/clientes/cliente-form';
import { normalizeTelefono } from '@ventas/domain/validators/telefono';
import type { ClienteRecord } from '../api/cliente-record';
import type { FormTextValues } from '../../../components/form-fields/form-text-values';
import { schemaResolver } from '../../../components/schema-resolver/schema-resolver';

/**
 * The customer form while it is edited (SPEC §3 "Telework customer form"): every field a string
 * so inputs and selects stay controlled; '' means "nothing chosen" (`fecha_contacto` is
 * YYYY-MM-DD or ''). `comercial` holds an id or 'null' (SPEC §5 "Por asignar").
 */
export type ClienteFormValues = FormTextValues<ClienteFormInput>;

export const POR_ASIGNAR_VALUE = 'null';

const idOrNull = (value: string) => (value && value !== POR_ASIGNAR_VALUE ? Number(value) : null);

/** What the shared schema reads (the API body before normalising). Blank phones stay in place. */
export function toClienteInput(values: ClienteFormValues): ClienteFormInput {
  return {
    nombre: values.nombre,
    tipo_documento: (values.tipo_documento || null) as ClienteFormInput['tipo_documento'],
    documento: values.documento,
    telefonos_contacto: values.telefonos_contacto,
    email: values.email,
    origen_bbdd: idOrNull(values.origen_bbdd),
    segmento: values.segmento,
    isp_actual: values.isp_actual,
    razon_no_interesado: values.razon_no_interesado,
    direccion: { ...values.direccion },
    fecha_contacto: values.fecha_contacto,
    comercial: idOrNull(values.comercial),
    notas: values.notas,
  };
}

/** The form's resolver: the very schema the API validates the body with. */
export const clienteFormResolver = schemaResolver<ClienteFormValues, ClienteForm>(
  clienteFormSchema,
  toClienteInput,
);

/** SPEC §5 comparison input: blank phone rows are not phones. */
export function comparableCliente(values: ClienteFormValues): ClienteFormInput {
  const input = toClienteInput(values);
  return { ...input, telefonos_contacto: values.telefonos_contacto.filter((telefono) => telefono.trim()) };
}

export function emptyClienteValues(today: string, comercial: string): ClienteFormValues {
  return {
    nombre: '',
    tipo_documento: '',
    documento: '',
    telefonos_contacto: [''],
    email: '',
    origen_bbdd: '',
    segmento: '',
    isp_actual: '',
    razon_no_interesado: '',
    direccion: { direccion: '', cp: '', localidad: '' },
    fecha_contacto: today,
    comercial,
    notas: '',
  };
}

/**
 * A saved customer as form values. SPEC §4: the contact date is preset to today when editing
 * (pass `contactDate`); view mode shows the stored one.
 */
export function recordToValues(record: ClienteRecord, contactDate?: string): ClienteFormValues {
  return {
    nombre: record.nombre,
    tipo_documento: record.tipo_documento ?? '',
    documento: record.documento ?? '',
    telefonos_contacto: record.telefonos_contacto.length ? [...record.telefonos_contacto] : [''],
    email: record.email ?? '',
    origen_bbdd: record.origen_bbdd ? String(record.origen_bbdd.id) : '',
    segmento: record.segmento ?? '',
    isp_actual: record.isp_actual ?? '',
    razon_no_interesado: record.razon_no_interesado ?? '',
    direccion: {
      direccion: record.direccion.direccion ?? '',
      cp: record.direccion.cp ?? '',
      localidad: record.direccion.localidad ?? '',
    },
    fecha_contacto: contactDate ?? record.fecha_contacto ?? '',
    comercial: record.comercial ? String(record.comercial.id) : POR_ASIGNAR_VALUE,
    notas: record.notas ?? '',
  };
}

const FORM_FIELDS = new Set([
  'nombre',
  'tipo_documento',
  'documento',
  'email',
  'origen_bbdd',
  'segmento',
  'isp_actual',
  'razon_no_interesado',
  'direccion.direccion',
  'direccion.cp',
  'direccion.localidad',
  'fecha_contacto',
  'comercial',
  'notas',
]);

/** Whether a server error path names a field of this form (phones by index). */
export function isClienteFormField(name: string, values: ClienteFormValues): boolean {
  if (FORM_FIELDS.has(name)) return true;
  const phone = /^telefonos_contacto\.(\d+)$/.exec(name);
  return phone !== null && Number(phone[1]) < values.telefonos_contacto.length;
}

/** The field a 409 duplicate points at: the documento, or the phone row holding that number. */
export function duplicateFieldName(
  field: string | null,
  value: string | null,
  values: ClienteFormValues,
): string | null {
  if (field === 'documento') return 'documento';
  if (field !== 'telefonos_contacto' || value === null) return null;
  const index = values.telefonos_contacto.findIndex((telefono) => normalizeTelefono(telefono) === value);
  return index === -1 ? null : `telefonos_contacto.${index}`;
}
