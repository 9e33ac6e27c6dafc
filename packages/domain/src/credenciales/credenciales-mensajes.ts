/**
 * The Credenciales screen's snackbar texts. SPEC §8 gives three ('Credenciales Creado!', 'Error al
 * crear Credenciales', 'Credenciales Borrado!') and reuses the first for several actions; every
 * other action has its own text here, worded like the spec's (decision in
 * .scratch/decisions-credenciales.md).
 */
export const MENSAJES_CREDENCIALES = {
  /** SPEC §8. */
  creada: 'Credenciales Creado!',
  /** SPEC §8. */
  errorCrear: 'Error al crear Credenciales',
  /** SPEC §8. */
  borrada: 'Credenciales Borrado!',
  editada: 'Credenciales Editado!',
  errorEditar: 'Error al editar Credenciales',
  errorBorrar: 'Error al borrar Credenciales',
  errorCargar: 'Error al cargar Credenciales',
  errorRevelar: 'Error al mostrar Credenciales',
  errorHistorial: 'Error al cargar el historial de Credenciales',
  copiada: 'Copiado al portapapeles',
  errorCopiar: 'No se pudo copiar al portapapeles',
} as const;

/** The API's `detail` texts for this resource. */
export const DETALLES_CREDENCIALES = {
  noEncontrada: 'Credencial no encontrada.',
  /** A value that does not open with the current key and this distributor (moved row, other key). */
  noDescifrable:
    'No se puede descifrar esta credencial: no pertenece a este distribuidor o se cifró con otra clave. Vuelva a guardar su contraseña y su cookie.',
} as const;
