/** Issue 29 §5 "Declaración de ventas": what the offer's path and its request say (usted). */
export const TEXTOS_DECLARACION = {
  titulo: 'Camino de la venta',
  camino: 'Pasos de la oferta hasta la venta',
  declaracion: 'Declaración de ventas',
  fueraDelCamino: (estado: string) =>
    `La oferta está ${estado.toLowerCase()}: vuelva a ponerla pendiente o presentada para seguir el camino.`,
  solicitada: (estado: string, quien: string | null, cuando: string) =>
    `Activación solicitada (${estado.toLowerCase()})${quien ? ` por ${quien}` : ''} el ${cuando}.`,
  pendienteDe: 'Pendiente de que la confirme el manager de su equipo o un administrador.',
  rechazo: (cuando: string, motivo: string | null) =>
    `Su solicitud de activación se rechazó el ${cuando}${motivo ? `: ${motivo}` : '.'}`,
  confirmar: 'Confirmar activación',
  rechazar: 'Rechazar',
  rechazarTitulo: 'Rechazar la solicitud de activación',
  motivo: 'Motivo',
  motivoAyuda: 'Opcional: el comercial lo leerá en la oferta.',
  confirmada: 'Activación confirmada: la venta ya cuenta.',
  rechazada: 'Solicitud de activación rechazada.',
  errorRespuesta: 'No se ha podido responder a la solicitud de activación',
  /** The status control: a move that is a request, and what saving it does. */
  opcionSolicitud: (estado: string) => `${estado} (solicitar activación)`,
  ayudaSolicitud:
    'Al guardar se solicitará la activación: la oferta sigue presentada hasta que el manager de su equipo o un administrador la confirme.',
} as const;
