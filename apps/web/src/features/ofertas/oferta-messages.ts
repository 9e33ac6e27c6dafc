/** SPEC §8 "Offer": the configurator's messages, written once. */
export const MENSAJES_GUARDADO = {
  guardada: 'Oferta guardada correctamente',
  errorGuardar: 'Error al guardar oferta',
  editada: 'Oferta editada correctamente',
  errorEditar: 'Hubo un error al editar',
  errorCliente: 'Error al actualizar datos de cliente',
  errorVer: 'Error al visualizar la oferta',
  errorPdf: 'Error al descargar el PDF',
  errorCatalogo: 'Error al cargar las ofertas',
  errorCargarOferta: 'Error al editar la oferta',
} as const;
