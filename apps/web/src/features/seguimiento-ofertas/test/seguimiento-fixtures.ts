import type { SeguimientoTabla } from '@ventas/domain/proveedores/proveedores-contract';
import { rutaScraping } from '@ventas/domain/proveedores/rutas-api';
import type { OfertaSeguimiento } from '../api/oferta-query';
import type { SeguimientoSerie } from '../api/vista-query';

export const SLUG_D = 'proveedor-d';
/** What every provider D path is below (rutas-api.ts `RUTAS_D`), built as the app builds them. */
export const PREFIJO_D = rutaScraping(SLUG_D, '/management/');

/** A Madrid morning in the middle of March 2026: the default range is 2026-03-01 to 2026-03-15. */
export const AHORA = new Date('2026-03-15T09:00:00Z');
export const RANGO_POR_DEFECTO = { since: '2026-03-01', until: '2026-03-15' };

export const RESUMEN: SeguimientoTabla = {
  data: {
    columnas: [
      { campo: 'estado', titulo: 'Estado' },
      { campo: 'ofertas', titulo: 'Ofertas' },
      { campo: 'importe', titulo: 'Importe (€)' },
    ],
    filas: [
      { estado: 'Firmada', ofertas: 12, importe: 1234.5 },
      { estado: 'Pendiente', ofertas: 3, importe: null },
    ],
  },
};

export const OFERTAS: SeguimientoTabla = {
  data: {
    columnas: [
      { campo: 'cliente', titulo: 'Cliente' },
      { campo: 'firmada', titulo: 'Firmada' },
    ],
    filas: [
      { id: 'OF-1', cliente: 'Lucía Pérez', firmada: true },
      { id: 'OF-2', cliente: 'Mario Ruiz', firmada: false },
    ],
  },
};

export const VACIA: SeguimientoTabla = { data: { columnas: RESUMEN.data.columnas, filas: [] } };

export const SERIES: SeguimientoSerie = {
  data: {
    series: [
      {
        nombre: 'Ofertas firmadas',
        puntos: [
          { x: '2026-03-01', y: 4 },
          { x: '2026-03-02', y: 6 },
        ],
      },
      {
        nombre: 'Tramitaciones',
        puntos: [
          { x: '2026-03-01', y: 1 },
          { x: '2026-03-02', y: 2 },
        ],
      },
    ],
  },
};

export const DETALLE_OF1: OfertaSeguimiento = {
  data: { id: 'OF-1', campos: { cliente: 'Lucía Pérez', fecha_alta: '2026-03-04' } },
};
export const OFERTA_OF1: OfertaSeguimiento = {
  data: { id: 'OF-1', campos: { tarifa: 'Fibra 600 Mb', cuota_mensual: 39.9, permanencia: true } },
};
