import { formatDay, formatMadridDateTime } from '../time/madrid';

/**
 * The audited rows' columns as a person calls them (issue 29: the log showed `password_hash` and
 * `tipo_venta`). The triggers store column names (migration 0027); the screen and both exports
 * name them through `campoLabel`. A column not listed reads as its words (`precio_total` →
 * "Precio total"), never as the raw identifier.
 */
const CAMPOS: Readonly<Record<string, string>> = {
  id: 'Identificador',
  tenant_id: 'Distribuidor',
  nombre: 'Nombre',
  apellidos: 'Apellidos',
  username: 'Usuario',
  password_hash: 'Contraseña',
  password: 'Contraseña',
  password_cifrada: 'Contraseña',
  cookie_cifrada: 'Cookie',
  nombre_portal: 'Nombre del portal',
  url: 'URL',
  must_change_password: 'Debe cambiar la contraseña',
  rol: 'Rol',
  email: 'Email',
  documento: 'Documento',
  tipo_documento: 'Tipo de documento',
  telefono: 'Teléfono',
  direccion: 'Dirección',
  cp: 'Código postal',
  localidad: 'Localidad',
  segmento: 'Segmento',
  segment: 'Segmento',
  isp_actual: 'Operador actual',
  estado: 'Estado',
  estado_servicio: 'Estado del servicio',
  tipo: 'Tipo',
  tipo_venta: 'Tipo de venta',
  tipo_linea: 'Tipo de línea',
  tipo_llamada: 'Tipo de llamada',
  tipo_comercial: 'Tipo de comercial',
  comercial_id: 'Comercial',
  cliente_id: 'Cliente',
  atencion_id: 'Atención',
  oferta_id: 'Oferta',
  gestion_id: 'Gestión',
  tarifa_id: 'Tarifa',
  origen_bbdd_id: 'Origen BBDD',
  proxima_llamada: 'Próxima llamada',
  proxima_llamada_comercial_id: 'Comercial de la próxima llamada',
  fecha_agendado: 'Agendado para',
  fecha_contacto: 'Fecha de contacto',
  fecha_venta: 'Fecha de venta',
  razon_no_interesado: 'Razón no interesado',
  notas: 'Notas',
  nota: 'Nota',
  name: 'Nombre',
  operator: 'Operador',
  category: 'Categoría',
  price_value: 'Precio',
  price: 'Precio',
  upfront: 'Upfront',
  is_active: 'Activo',
  created_on: 'Alta',
  created_at: 'Alta',
  updated_on: 'Última modificación',
  eliminada_el: 'Eliminada el',
  deleted_at: 'Eliminado el',
};

const palabras = (campo: string): string => {
  const texto = campo.replace(/_id$/, '').replace(/_/g, ' ').trim();
  return texto ? texto.charAt(0).toUpperCase() + texto.slice(1) : campo;
};

export const campoLabel = (campo: string): string =>
  Object.hasOwn(CAMPOS, campo) ? (CAMPOS[campo] as string) : palabras(campo);

/** A timestamp with its zone as PostgreSQL's JSON writes it, or a calendar day. */
const INSTANTE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}(:?\d{2})?)$/;
const DIA = /^\d{4}-\d{2}-\d{2}$/;

/**
 * An audited value that is a date, as a person reads it: an instant in Madrid time
 * ('05/12/2026 23:29'), a day as 'DD/MM/YYYY'; null for anything else (shown as it is).
 */
export function fechaAuditada(valor: unknown): string | null {
  if (typeof valor !== 'string') return null;
  if (INSTANTE.test(valor)) return formatMadridDateTime(valor) || null;
  if (DIA.test(valor)) return formatDay(valor) || null;
  return null;
}
