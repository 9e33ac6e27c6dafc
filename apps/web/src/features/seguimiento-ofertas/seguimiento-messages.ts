import { MENSAJES_PROVEEDOR } from '@ventas/domain/proveedores/proveedores-mensajes';
import { MENSAJES_GUARDADO } from '../ofertas/ofertas.public';

/** The offers-tracking screen's words, written once (issue 18; SPEC §8 where the spec has them). */
export const MENSAJES_SEGUIMIENTO = {
  titulo: 'Seguimiento de ofertas',
  esperandoAcceso: MENSAJES_PROVEEDOR.esperandoAcceso,
  accesoCancelado: 'Se ha dejado de esperar el acceso al seguimiento de ofertas.',
  noDisponible: MENSAJES_PROVEEDOR.noDisponible,
  cargando: 'Cargando',
  vacio: 'No hay datos en estas fechas.',
  // SPEC §8 "Offer": the offer's PDF download failed (the configurator's message).
  errorPdf: MENSAJES_GUARDADO.errorPdf,
} as const;
