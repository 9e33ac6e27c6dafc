/**
 * The spec prints no message for tutorials: these follow SPEC §8's pattern ('… Creadas!',
 * 'Error al …'), recorded in the decisions. The snackbar appends the server's error.
 */
export const MENSAJES_TUTORIALES = {
  creado: 'Tutorial añadido!',
  editado: 'Tutorial editado!',
  borrado: 'Tutorial borrado!',
  errorCrear: 'Error al añadir el tutorial',
  errorEditar: 'Error al editar el tutorial',
  errorBorrar: 'Error al borrar el tutorial',
  errorOrden: 'Error al cambiar el orden de los tutoriales',
  errorCarga: 'No se han podido cargar los tutoriales.',
  vacio: 'Aún no hay tutoriales.',
  vacioAdmin: 'Aún no hay tutoriales. Añada el primero con «Añadir tutorial».',
  movido: (titulo: string, posicion: number, total: number) =>
    `«${titulo}» ahora es el ${posicion} de ${total}`,
} as const;
