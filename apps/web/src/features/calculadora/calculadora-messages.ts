/** SPEC §8 "Calculator": the messages this screen shows, written once. */
export const MENSAJES_CALCULADORA = {
  errorObjetivos: 'Error al cargar los objetivos',
  errorBolsa: '¡Error al cargar bolsa del mes!',
  // Not in SPEC §8: the empty month (issue 14 asks for empty states).
  sinObjetivos: 'No hay objetivos para este mes',
} as const;

/** SPEC §8 "Calculator": the month's sales list (attentions and packages). */
export const MENSAJES_VENTAS = {
  eliminada: 'Atención eliminada con éxito',
  errorEliminar: 'Error al eliminar atención',
  actualizada: 'Atención actualizada con éxito',
  errorEditar: 'Error al editar atención',
  errorAtenciones: 'Error al obtener la atencion',
  // SPEC §8 "Catalogue and devices" names the package-state failure; its success is not shown.
  errorEstadoPaquete: 'Error al actualizar el estado de los paquetes',
  estadoPaquete: 'Estado del paquete actualizado',
  // Not in SPEC §8: the empty month and the packages' load failure (issue 14 asks for both states).
  sinAtenciones: 'No hay gestiones ni ofertas este mes',
  sinPaquetes: 'No hay paquetes vendidos este mes',
  errorPaquetes: 'Error al obtener los paquetes',
} as const;

/**
 * A sold package's order info (SPEC §3 "Additional info per order"; issue 29 §1). SPEC §8 names
 * no message for it: ours, in the same style.
 */
export const MENSAJES_PEDIDO = {
  guardados: 'Datos del pedido guardados',
  errorGuardar: 'Error al guardar los datos del pedido',
  errorObtener: 'Error al obtener los datos del pedido',
} as const;

/** SPEC §8 "Calculator": the admin's editors (objectives, copy, factors, rewards, teams). */
export const MENSAJES_ADMIN = {
  objetivoAnadido: 'Objetivo añadido correctamente',
  errorAnadirObjetivo: 'Error al añadir el objetivo',
  objetivoEliminado: 'Objetivo eliminado correctamente',
  errorEliminarObjetivo: 'No se pudo eliminar la entrada',
  errorTiposObjetivo: 'Error al cargar los tipos objetivos',
  errorCopiar: 'Error al copiar los objetivos de un mes a otro',
  factorAnadido: 'Factor corrector añadido',
  errorFactores: 'Error al obtener factores correctores',
  factorBorrado: 'Factor Borrado!',
  bonificacionAnadida: 'Bonificación añadida!',
  errorBonificacion: 'Error al introducir bonificación',
  bonificacionEliminada: '¡Bonificación eliminada!',
  // The Bolsas dialog's list (GET /reward/: each commercial's pools and rewards in one read).
  // SPEC §8's 'Error al obtener las bonificaciones' names no read of its own here.
  errorBolsas: 'Error al obtener las bolsas',
  equipoAnadido: '¡Equipo añadido!',
  errorEquipos: 'Error al obtener los equipos',
  equipoBorrado: 'Equipo Borrado!',
} as const;
