/** Administración · Tipos de venta: what the tab says (SPEC §8 notices: success and failure). */
export const TEXTOS_TIPOS_VENTA = {
  titulo: 'Tipos de venta',
  explicacion:
    'Los tipos de venta que se eligen en cada paquete de una oferta. Un paquete guarda el tipo, no su nombre: ' +
    'al renombrarlo, las ofertas y las estadísticas muestran el nombre nuevo.',
  nuevo: 'Nuevo tipo de venta',
  cargando: 'Cargando los tipos de venta',
  vacio: 'No hay tipos de venta. Añada el primero con «Nuevo tipo de venta».',
  errorLista: 'Error al cargar los tipos de venta',
  creado: 'Tipo de venta creado',
  renombrado: 'Tipo de venta renombrado',
  errorGuardar: 'No se pudo guardar el tipo de venta',
  activado: 'Tipo de venta activado: se ofrece de nuevo',
  desactivado: 'Tipo de venta desactivado: ya no se ofrece',
  errorEstado: 'No se pudo cambiar el estado del tipo de venta',
  ordenado: 'Orden guardado',
  errorOrden: 'No se pudo guardar el orden',
  eliminado: 'Tipo de venta eliminado',
  errorEliminar: 'No se pudo eliminar el tipo de venta',
} as const;
