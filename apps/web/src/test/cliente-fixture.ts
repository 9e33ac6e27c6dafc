import type { ClienteRecord } from '@ventas/domain/clientes/cliente-record';

/** Test-only: a row of the customer list as the API answers it, 'NUEVO' with no phone unless told. */
export const clienteRow = (
  id: number,
  nombre: string,
  overrides: Partial<ClienteRecord> = {},
): ClienteRecord => ({
  id,
  nombre,
  documento: null,
  tipo_documento: null,
  telefonos_contacto: [],
  email: null,
  origen_bbdd: null,
  segmento: null,
  isp_actual: null,
  razon_no_interesado: null,
  direccion: { direccion: null, cp: null, localidad: null },
  fecha_contacto: null,
  comercial: null,
  notas: null,
  estado: 'NUEVO',
  created_on: '2026-01-10T10:00:00.000Z',
  updated_on: '2026-01-10T10:00:00.000Z',
  last_atencion: null,
  proxima_llamada: null,
  telefonos_no_llamar: [],
  ...overrides,
});
