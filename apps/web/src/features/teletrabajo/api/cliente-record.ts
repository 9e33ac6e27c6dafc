/** GET /api/clientes/entradas/ and /{id}/: one customer as the API answers it (snake_case). */
export interface ClienteRecord {
  id: number;
  nombre: string;
  documento: string | null;
  tipo_documento: string | null;
  telefonos_contacto: string[];
  email: string | null;
  origen_bbdd: { id: number; nombre: string } | null;
  segmento: string | null;
  isp_actual: string | null;
  razon_no_interesado: string | null;
  direccion: { direccion: string | null; cp: string | null; localidad: string | null };
  fecha_contacto: string | null;
  comercial: { id: number; nombre_completo: string } | null;
  notas: string | null;
  estado: string;
  created_on: string;
  updated_on: string;
  last_atencion: {
    id: number;
    tipo: string;
    estado: string;
    updated_on: string;
    fecha_agendado: string | null;
  } | null;
}

/** SPEC §7: a page of the list (`current` is the page number answered). */
export interface ClientesPage {
  results: ClienteRecord[];
  count: number;
  current: number;
}

/** `{id, nombre_completo}` as every telework answer names a commercial, or null. */
export type ComercialRef = { id: number; nombre_completo: string } | null;
