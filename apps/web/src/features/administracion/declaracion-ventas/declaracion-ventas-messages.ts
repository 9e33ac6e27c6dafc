/** Administración · Declaración de ventas (issue 29 §5): what the tab says (usted). */
export const TEXTOS_DECLARACION_VENTAS = {
  titulo: 'Declaración de ventas',
  explicacion:
    'Una oferta pasa de pendiente a presentada y de presentada a activada; la venta, y su comisión, cuenta cuando la oferta está activada o activada parcial. Elija quién da ese último paso en este distribuidor.',
  quienDeclara: 'Quién declara la venta',
  guardar: 'Guardar',
  guardado: 'Declaración de ventas guardada',
  errorGuardar: 'No se ha podido guardar la declaración de ventas',
  errorAjuste: 'No se ha podido cargar la declaración de ventas',
  soloAdmin: 'Solo un administrador puede cambiarla.',
  cargando: 'Cargando',
  pendientesTitulo: 'Activaciones pendientes de confirmar',
  sinPendientes: 'No hay solicitudes de activación pendientes.',
  errorPendientes: 'No se han podido cargar las activaciones pendientes',
  sinComercial: 'Sin comercial',
} as const;
