import type { MarcadorPlantilla, SEGURIDADES_SMTP } from '@ventas/domain/ofertas/envio-correo-contract';

/** Administración · Correo saliente (issue 31 §3): what the tab says (usted). */
export const TEXTOS_CORREO_SALIENTE = {
  titulo: 'Correo saliente',
  explicacion:
    'El servidor con el que la aplicación envía las ofertas a sus clientes, y el mensaje que las acompaña.',
  cargando: 'Cargando el correo saliente',
  errorCarga: 'No se ha podido cargar el correo saliente',
  servidor: 'Servidor de correo',
  host: 'Servidor',
  puerto: 'Puerto',
  puertoAyuda: 'Normalmente 465 con TLS y 587 con STARTTLS',
  seguridad: 'Seguridad',
  usuario: 'Usuario',
  usuarioAyuda: 'Opcional: déjelo vacío si el servidor no pide iniciar sesión',
  password: 'Contraseña',
  passwordGuardada: 'Guardada; déjela vacía para mantenerla',
  passwordSinGuardar: 'Necesaria si indica un usuario',
  remitenteEmail: 'Remitente',
  remitenteNombre: 'Nombre del remitente',
  plantilla: 'Mensaje de las ofertas',
  asunto: 'Asunto',
  cuerpo: 'Mensaje',
  marcadores: 'Puede usar estos marcadores, que se rellenan en cada envío:',
  vistaPrevia: 'Vista previa',
  vistaPreviaAsunto: 'Asunto:',
  guardar: 'Guardar',
  deshacer: 'Deshacer cambios',
  guardado: 'Correo saliente guardado',
  errorGuardar: 'No se ha podido guardar el correo saliente',
} as const;

/** The security choices as the form names them (the API's codes are never shown). */
export const ETIQUETAS_SEGURIDAD: Record<(typeof SEGURIDADES_SMTP)[number], string> = {
  tls: 'TLS',
  starttls: 'STARTTLS',
  ninguna: 'Ninguna',
};

/** What each placeholder of the domain is filled with at a send (envio-oferta.service.ts). */
export const DESCRIPCION_MARCADORES: Record<MarcadorPlantilla, string> = {
  cliente: 'el nombre del cliente',
  comercial: 'el nombre del comercial que la envía',
  distribuidor: 'el nombre del distribuidor',
  oferta: 'el número de la oferta',
};

/** The sample values the preview fills the placeholders with; the distributor's is the sender's name. */
export const EJEMPLO_VISTA_PREVIA = {
  cliente: 'Ana Pérez',
  comercial: 'Carlos Comercial',
  oferta: '125',
  distribuidorSinNombre: 'Su distribuidor',
} as const;
