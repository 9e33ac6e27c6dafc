/**
 * SPEC §8 "Catalogue and devices": what each table says. The spec writes out Tarifas' messages
 * ('Tarifa añadida correctamente', 'Error al añadir tarifa' for 8 s, 'No se pudo cargar el
 * contenido de Tarifas') and asks for "equivalent messages" for the other tables; the load
 * messages name each table as the spec lists it. Edit and delete messages follow the same
 * pattern. Decision 12: every failure is shown as an error, whatever the spec's style.
 */
export interface CatalogueMessages {
  added: string;
  addFailed: string;
  edited: string;
  editFailed: string;
  deleted: string;
  deleteFailed: string;
  loadFailed: string;
}

export type CatalogueMessageKey =
  | 'tarifas'
  | 'adicionales'
  | 'sva'
  | 'promociones'
  | 'gestion'
  | 'seguros'
  | 'origenesbd'
  | 'tipoobjetivo'
  | 'terminales';

export const CATALOGUE_MESSAGES: Record<CatalogueMessageKey, CatalogueMessages> = {
  tarifas: {
    added: 'Tarifa añadida correctamente',
    addFailed: 'Error al añadir tarifa',
    edited: 'Tarifa editada correctamente',
    editFailed: 'Error al editar tarifa',
    deleted: 'Tarifa borrada correctamente',
    deleteFailed: 'Error al borrar tarifa',
    loadFailed: 'No se pudo cargar el contenido de Tarifas',
  },
  adicionales: {
    added: 'Adicional añadido correctamente',
    addFailed: 'Error al añadir adicional',
    edited: 'Adicional editado correctamente',
    editFailed: 'Error al editar adicional',
    deleted: 'Adicional borrado correctamente',
    deleteFailed: 'Error al borrar adicional',
    loadFailed: 'No se pudo cargar el contenido de Adicionales',
  },
  sva: {
    added: 'SVA añadido correctamente',
    addFailed: 'Error al añadir SVA',
    edited: 'SVA editado correctamente',
    editFailed: 'Error al editar SVA',
    deleted: 'SVA borrado correctamente',
    deleteFailed: 'Error al borrar SVA',
    loadFailed: 'No se pudo cargar el contenido de SVA',
  },
  promociones: {
    added: 'Promoción añadida correctamente',
    addFailed: 'Error al añadir promoción',
    edited: 'Promoción editada correctamente',
    editFailed: 'Error al editar promoción',
    deleted: 'Promoción borrada correctamente',
    deleteFailed: 'Error al borrar promoción',
    loadFailed: 'No se pudo cargar el contenido de Promociones',
  },
  gestion: {
    added: 'Gestión añadida correctamente',
    addFailed: 'Error al añadir gestión',
    edited: 'Gestión editada correctamente',
    editFailed: 'Error al editar gestión',
    deleted: 'Gestión borrada correctamente',
    deleteFailed: 'Error al borrar gestión',
    loadFailed: 'No se pudo cargar el contenido de Gestiones',
  },
  seguros: {
    added: 'Seguro añadido correctamente',
    addFailed: 'Error al añadir seguro',
    edited: 'Seguro editado correctamente',
    editFailed: 'Error al editar seguro',
    deleted: 'Seguro borrado correctamente',
    deleteFailed: 'Error al borrar seguro',
    loadFailed: 'No se pudo cargar el contenido de Seguros',
  },
  origenesbd: {
    added: 'Origen BD añadido correctamente',
    addFailed: 'Error al añadir origen BD',
    edited: 'Origen BD editado correctamente',
    editFailed: 'Error al editar origen BD',
    deleted: 'Origen BD borrado correctamente',
    deleteFailed: 'Error al borrar origen BD',
    loadFailed: 'No se pudo cargar el contenido de Origenes BD',
  },
  tipoobjetivo: {
    added: 'Tipo de objetivo añadido correctamente',
    addFailed: 'Error al añadir tipo de objetivo',
    edited: 'Tipo de objetivo editado correctamente',
    editFailed: 'Error al editar tipo de objetivo',
    deleted: 'Tipo de objetivo borrado correctamente',
    deleteFailed: 'Error al borrar tipo de objetivo',
    loadFailed: 'No se pudo cargar el contenido de Tipo de Objetivo',
  },
  // SPEC §8 writes out the devices' messages; the add, delete and load failures follow the pattern.
  terminales: {
    added: 'Dispositivo Creado Correctamente',
    addFailed: 'Error al crear el dispositivo',
    edited: 'Dispositivo Editado Correctamente',
    editFailed: 'Error al Editar',
    deleted: 'Entrada borrada',
    deleteFailed: 'Error al borrar el dispositivo',
    loadFailed: 'No se pudo cargar el contenido de Dispositivos',
  },
};
