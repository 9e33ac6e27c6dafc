import { MENSAJES_PROVEEDOR } from '@ventas/domain/proveedores/proveedores-mensajes';

/** The coverage dialogs' words (issue 18); the provider's neutral failure is the domain's. */
export const MENSAJES_COBERTURA = {
  boton: 'Cobertura',
  titulo: 'Consultar cobertura',
  noDisponible: MENSAJES_PROVEEDOR.noDisponible,
  noAutorizado: 'El operador no ha autorizado la consulta',
  direccionNoEncontrada: 'No se ha encontrado la dirección',
  sinDatosCp: 'El operador no tiene datos de cobertura para este código postal',
  conectando: 'Conectando con el operador…',
  buscandoDireccion: 'Buscando la dirección…',
  consultando: 'Consultando la cobertura…',
  obteniendoCoordenadas: 'Obteniendo coordenadas…',
  coberturaAnadida: 'Cobertura añadida a la oferta',
} as const;

/** The dialog's tabs: provider B's two lookups and provider C's form. */
export const PESTANAS_COBERTURA = {
  bDireccion: 'Por dirección',
  bCp: 'Por código postal',
  c: 'Con coordenadas',
} as const;
