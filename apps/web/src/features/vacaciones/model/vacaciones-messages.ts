/**
 * SPEC §8 "Tenants and holidays", word for word; the spec prints no error variants, so these
 * follow its wording (recorded in the decisions). The snackbar appends the server's error.
 */
export const MENSAJES_VACACIONES = {
  creadas: 'Vacaciones Creadas!',
  editadas: 'Vacaciones Editadas!',
  borrado: 'Holiday Borrado!',
  errorCrear: 'Error al crear las Vacaciones',
  errorEditar: 'Error al editar las Vacaciones',
  errorBorrar: 'Error al borrar el Holiday',
} as const;
