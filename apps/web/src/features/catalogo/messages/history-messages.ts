/**
 * SPEC §8: "added, edited and deleted messages for price and upfront history" (the spec does not
 * print them; these follow the tables' wording). A failure is an error (decision 12).
 */
export interface HistoryMessages {
  added: string;
  edited: string;
  deleted: string;
  saveFailed: string;
  deleteFailed: string;
  loadFailed: string;
}

export const PRICE_HISTORY_MESSAGES: HistoryMessages = {
  added: 'Precio añadido correctamente',
  edited: 'Precio editado correctamente',
  deleted: 'Precio borrado correctamente',
  saveFailed: 'Error al guardar el precio',
  deleteFailed: 'Error al borrar el precio',
  loadFailed: 'No se pudo cargar el historial de precios',
};

export const UPFRONT_HISTORY_MESSAGES: HistoryMessages = {
  added: 'Upfront añadido correctamente',
  edited: 'Upfront editado correctamente',
  deleted: 'Upfront borrado correctamente',
  saveFailed: 'Error al guardar el upfront',
  deleteFailed: 'Error al borrar el upfront',
  loadFailed: 'No se pudo cargar el historial de upfronts',
};

/** A device's installments: SPEC §8 prints none; these follow the histories' wording. */
export const INSTALLMENT_MESSAGES: HistoryMessages = {
  added: 'Cuota añadida correctamente',
  edited: 'Cuota editada correctamente',
  deleted: 'Cuota borrada correctamente',
  saveFailed: 'Error al guardar la cuota',
  deleteFailed: 'Error al borrar la cuota',
  loadFailed: 'No se pudo cargar el contenido de Cuotas',
};
