/** The Admins' notices: SPEC §8 for deleting; sending's are ours (decision in .scratch). */
export const MENSAJES_COMUNICADOS_ADMIN = {
  enviado: 'Comunicado enviado!',
  errorEnviar: 'Error al enviar el Comunicado',
  borrado: 'Comunicado Borrado!',
  errorBorrar: 'Error al Borrar el Comunicado',
  vacio: 'Todavía no se ha enviado ningún comunicado.',
  errorLista: 'Error al cargar los comunicados enviados',
} as const;
