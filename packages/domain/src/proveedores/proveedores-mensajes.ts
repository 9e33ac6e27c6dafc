/**
 * SPEC §8 "Telework", "Catalogue and devices" and "Silent failures", word for word where the spec
 * has them; the rest are ours (decision 167). Coverage, statistics, orders and resources failures
 * show no message: their dialogs show `noDisponible` in place of the answer.
 */
export const MENSAJES_PROVEEDOR = {
  clienteNoEncontrado: 'No se ha encontrado al cliente',
  renuevoError: 'Error al obtener datos sobre el renuevo',
  renuevoPdfError: 'Error al descargar el PDF de renuevo',
  registrosOk: 'Registros obtenidos correctamente',
  registrosError: 'Error al obtener los registros',
  facturasOk: 'Facturas cargadas correctamente',
  sinFacturas: 'El cliente no tiene facturas',
  facturasNoEncontradas: '¡Facturas no encontradas!',
  contratoPdfError: 'Error al descargar el PDF del contrato',
  paquetesError: 'Error al actualizar el estado de los paquetes',
  noDisponible: 'Servicio del operador no disponible en este momento',
  esperandoAcceso: 'Esperando acceso al seguimiento de ofertas…',
} as const;

/** The `detail` our API answers when a provider call fails (never the provider's own body). */
export const DETALLES_PROVEEDOR = {
  noDisponible: 'El servicio del operador no está disponible',
  tiempoAgotado: 'El servicio del operador no ha respondido a tiempo',
  respuestaNoValida: 'El servicio del operador ha enviado una respuesta no válida',
  sinCredenciales: 'El distribuidor no tiene credenciales para este operador',
  credencialesRechazadas: 'El operador ha rechazado las credenciales del distribuidor',
  noEncontrado: 'El operador no tiene datos para esta consulta',
  telefonoAjeno: 'El teléfono no es de este cliente',
  sinDocumento: 'El cliente no tiene documento',
} as const;
