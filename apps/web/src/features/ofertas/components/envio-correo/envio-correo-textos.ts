/** The send dialog's words (issue 31 §3). */
export const TEXTOS_ENVIO_CORREO = {
  boton: 'Enviar por correo',
  titulo: (id: number) => `Enviar la oferta n.º ${id} por correo`,
  explicacion:
    'Se envía el PDF de la oferta guardada con el mensaje de la plantilla del distribuidor. Si su cuenta tiene correo, las respuestas le llegan a usted.',
  para: 'Para',
  mensaje: 'Mensaje',
  mensajeAyuda: 'Vacío: el de la plantilla del distribuidor',
  enviar: 'Enviar',
  cancelar: 'Cancelar',
  cerrar: 'Cerrar',
  enviando: 'Enviando la oferta…',
  enviada: (para: string) => `Oferta enviada a ${para}`,
  presentada: 'La oferta ha pasado a Presentada.',
  fallo: 'No se ha podido enviar la oferta',
} as const;
