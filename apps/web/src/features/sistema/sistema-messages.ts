/** SPEC §8 "Tenants and holidays", word for word. */
export const MENSAJES_TENANT = {
  creado: 'Tenant Creado!',
  editado: 'Tenant Editado!',
  borrado: 'Tenant Borrado!',
  errorBorrar: 'Error al Borrar el Tenant',
  errorCrear: 'Error al crear Tenant',
  // Not in the spec (it names no edit failure): the create one's shape, for the edit.
  errorEditar: 'Error al editar Tenant',
  restaurado: 'Tenant Restaurado!',
  errorRestaurar: 'Error al restaurar Tenant',
  mantenimientoOn: 'Mantenimiento activado',
  mantenimientoOff: 'Mantenimiento desactivado',
  errorMantenimiento: 'Error al cambiar el mantenimiento',
  logoSubido: 'Logo subido!',
  logoQuitado: 'Logo quitado!',
  errorLogo: 'Error al cambiar el logo',
  errorLista: 'No se han podido cargar los distribuidores.',
  // Not in the spec (issue 29 §4): the first SuperAdmin made later, in the shape of its tenant ones.
  superadminCreado: 'SuperAdmin Creado!',
  errorSuperadmin: 'Error al crear SuperAdmin',
} as const;

/** The spec gives groups no messages: these follow the shape of its tenant ones. */
export const MENSAJES_GRUPO = {
  creado: 'Grupo Creado!',
  editado: 'Grupo Editado!',
  permisos: 'Permisos del Grupo Guardados!',
  borrado: 'Grupo Borrado!',
  errorCrear: 'Error al crear Grupo',
  errorEditar: 'Error al editar Grupo',
  errorBorrar: 'Error al Borrar el Grupo',
  errorLista: 'No se han podido cargar los grupos.',
} as const;

/** The spec gives permissions no messages: these follow the shape of its tenant ones. */
export const MENSAJES_PERMISO = {
  creado: 'Permiso Creado!',
  editado: 'Permiso Editado!',
  borrado: 'Permiso Borrado!',
  errorCrear: 'Error al crear Permiso',
  errorEditar: 'Error al editar Permiso',
  errorBorrar: 'Error al Borrar el Permiso',
  errorLista: 'No se han podido cargar los permisos.',
} as const;
