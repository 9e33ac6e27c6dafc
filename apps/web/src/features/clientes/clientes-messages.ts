/**
 * What the customer feature says about an existing callback. SPEC §8 words only its creation
 * ('Agendado Correctamente!', 'Error al agendar'); these follow that style, in the usted form.
 */
export const MENSAJES_AGENDADO = {
  acciones: {
    cambiarFecha: 'Cambiar fecha',
    hecho: 'Marcar como hecho',
    cancelar: 'Cancelar agendado',
  },
  cambiarFecha: {
    titulo: 'Cambiar fecha del agendado',
    guardar: 'Guardar',
    exito: 'Agendado cambiado de fecha correctamente!',
    error: 'Error al cambiar la fecha del agendado',
  },
  hecho: {
    exito: 'Agendado marcado como hecho!',
    error: 'Error al marcar el agendado como hecho',
  },
  cancelar: {
    titulo: '¿Cancelar el agendado?',
    texto: (cliente: string, cuando: string) =>
      `El agendado de ${cliente}${cuando ? ` del ${cuando}` : ''} quedará cancelado y dejará de aparecer en el dashboard y en el calendario.`,
    confirmar: 'Cancelar agendado',
    volver: 'Mantener agendado',
    exito: 'Agendado cancelado correctamente!',
    error: 'Error al cancelar el agendado',
  },
  /** The option of the note and gestión dialogs (docs/decisions/). */
  cerrarAlGuardar: (cuando: string) =>
    `Marcar como hecho el agendado pendiente${cuando ? ` (${cuando})` : ''}`,
} as const;
