import type { z } from 'zod';
import type {
  SeguimientoTabla,
  SeguimientoVista,
  seguimientoSerieSchema,
} from '@ventas/domain/proveedores/proveedores-contract';
import { COMERCIALES, OPERADORES_DONANTES } from './catalogo-es';
import { esFirmada, idsDelDia, ofertaD, type OfertaD } from './d-ofertas-datos';
import { diasDelRango, sumarDias } from './fecha-dia';
import { importe } from './importe-centimos';
import { azarDe } from './prng';

/**
 * Provider D's tracking views between since and until. Each table declares its columns (5–12)
 * and builds its rows per day or per offer of that range; variables-graphic is one point per day.
 * At most MAX_DIAS days (the latest ones) and MAX_FILAS rows, the contract's limits.
 */
export const MAX_DIAS = 400;
const MAX_FILAS = 5000;

type Fila = SeguimientoTabla['data']['filas'][number];
interface Vista {
  columnas: readonly [campo: string, titulo: string][];
  filas: (dia: string, ofertas: OfertaD[]) => Fila[];
}

const TIPOS_TRAMITE = ['Alta nueva', 'Portabilidad', 'Cambio de titular', 'Migración a fibra'] as const;
const ASUNTOS = [
  'Documentación incompleta',
  'Error en la dirección de instalación',
  'Cliente no localizable',
  'Duda sobre la tarifa',
  'Retraso en la portabilidad',
] as const;

const VISTAS: Record<Exclude<SeguimientoVista, 'variables-graphic'>, Vista> = {
  'seguimiento-ofertas-resumen': {
    columnas: [
      ['fecha', 'Fecha'],
      ['ofertas_creadas', 'Ofertas creadas'],
      ['ofertas_firmadas', 'Ofertas firmadas'],
      ['ofertas_canceladas', 'Ofertas canceladas'],
      ['importe_firmado', 'Importe firmado (€)'],
      ['conversion', 'Conversión (%)'],
    ],
    filas: (dia, ofertas) => {
      const firmadas = ofertas.filter(esFirmada);
      const centimos = firmadas.reduce((suma, o) => suma + o.cuotaCentimos, 0);
      const conversion =
        ofertas.length === 0 ? 0 : Math.round((firmadas.length / ofertas.length) * 1000) / 10;
      return [
        {
          fecha: dia,
          ofertas_creadas: ofertas.length,
          ofertas_firmadas: firmadas.length,
          ofertas_canceladas: ofertas.filter((o) => o.estado === 'Cancelada').length,
          importe_firmado: importe(centimos),
          conversion,
        },
      ];
    },
  },
  'seguimiento-ofertas-detalle': {
    columnas: [
      ['id', 'Oferta'],
      ['fecha', 'Fecha'],
      ['cliente', 'Cliente'],
      ['comercial', 'Comercial'],
      ['canal', 'Canal'],
      ['tarifa', 'Tarifa'],
      ['lineas', 'Líneas'],
      ['cuota_mensual', 'Cuota mensual (€)'],
      ['estado', 'Estado'],
    ],
    filas: (_dia, ofertas) =>
      ofertas.map((o) => ({
        id: o.id,
        fecha: o.fecha,
        cliente: o.cliente,
        comercial: o.comercial,
        canal: o.canal,
        tarifa: o.tarifa,
        lineas: o.lineasMoviles + (o.fibra ? 1 : 0),
        cuota_mensual: importe(o.cuotaCentimos),
        estado: o.estado,
      })),
  },
  'seguimiento-ofertas-ofertas': {
    columnas: [
      ['id', 'Oferta'],
      ['fecha', 'Fecha'],
      ['tarifa', 'Tarifa'],
      ['lineas_moviles', 'Líneas móviles'],
      ['fibra', 'Fibra'],
      ['terminal', 'Terminal'],
      ['cuota_mensual', 'Cuota mensual (€)'],
      ['permanencia_meses', 'Permanencia (meses)'],
    ],
    filas: (_dia, ofertas) =>
      ofertas.map((o) => ({
        id: o.id,
        fecha: o.fecha,
        tarifa: o.tarifa,
        lineas_moviles: o.lineasMoviles,
        fibra: o.fibra,
        terminal: o.terminal,
        cuota_mensual: importe(o.cuotaCentimos),
        permanencia_meses: o.permanenciaMeses,
      })),
  },
  'seguimiento-ofertas-second': {
    // The second phase: a signed offer's validation and portability.
    columnas: [
      ['oferta_id', 'Oferta'],
      ['fecha_firma', 'Fecha de firma'],
      ['operador_donante', 'Operador donante'],
      ['portabilidad', 'Portabilidad'],
      ['fecha_portabilidad', 'Fecha de portabilidad'],
      ['estado_validacion', 'Validación'],
    ],
    filas: (_dia, ofertas) =>
      ofertas.filter(esFirmada).map((o) => {
        const azar = azarDe('d.second', o.id);
        const portabilidad = azar.probabilidad(0.6);
        return {
          oferta_id: o.id,
          fecha_firma: o.fecha,
          operador_donante: portabilidad ? azar.elegir(OPERADORES_DONANTES) : null,
          portabilidad,
          fecha_portabilidad: portabilidad ? sumarDias(o.fecha, azar.entero(2, 10)) : null,
          estado_validacion: azar.elegir(['Validada', 'Pendiente de documentación', 'Rechazada']),
        };
      }),
  },
  'tramitaciones-ofertas': {
    columnas: [
      ['id', 'Tramitación'],
      ['oferta_id', 'Oferta'],
      ['fecha', 'Fecha'],
      ['tipo', 'Tipo'],
      ['estado', 'Estado'],
      ['responsable', 'Responsable'],
      ['dias_en_curso', 'Días en curso'],
      ['observaciones', 'Observaciones'],
    ],
    filas: (_dia, ofertas) =>
      ofertas.filter(esFirmada).flatMap((o) => {
        const azar = azarDe('d.tramitaciones', o.id);
        return Array.from({ length: azar.entero(1, 2) }, (_, i) => ({
          id: `TR-${o.id.slice(3)}-${i + 1}`,
          oferta_id: o.id,
          fecha: sumarDias(o.fecha, i),
          tipo: azar.elegir(TIPOS_TRAMITE),
          estado: azar.elegir(['En curso', 'Completada', 'Incidencia']),
          responsable: azar.elegir(COMERCIALES),
          dias_en_curso: azar.entero(0, 21),
          observaciones: azar.elegir([
            '',
            'Pendiente de la firma del titular',
            'Esperando ventana de portabilidad',
            'Cita de instalación confirmada',
          ]),
        }));
      }),
  },
  tickets: {
    columnas: [
      ['ticket_id', 'Ticket'],
      ['fecha', 'Fecha'],
      ['oferta_id', 'Oferta'],
      ['asunto', 'Asunto'],
      ['prioridad', 'Prioridad'],
      ['estado', 'Estado'],
      ['abierto_por', 'Abierto por'],
      ['cerrado', 'Cerrado'],
    ],
    filas: (dia, ofertas) => {
      const azar = azarDe('d.tickets', dia);
      return Array.from({ length: azar.entero(0, 2) }, (_, i) => {
        const estado = azar.elegir(['Abierto', 'En curso', 'Cerrado']);
        return {
          ticket_id: `TK-${dia.replaceAll('-', '')}-${i + 1}`,
          fecha: dia,
          oferta_id: ofertas.length > 0 ? azar.elegir(ofertas).id : null,
          asunto: azar.elegir(ASUNTOS),
          prioridad: azar.elegir(['Alta', 'Media', 'Baja']),
          estado,
          abierto_por: azar.elegir(COMERCIALES),
          cerrado: estado === 'Cerrado',
        };
      });
    },
  },
};

function ofertasPorDia(since: string, until: string): [string, OfertaD[]][] {
  return diasDelRango(since, until, MAX_DIAS).map((dia) => [dia, idsDelDia(dia).map(ofertaD)]);
}

export function tablaSeguimiento(
  vista: Exclude<SeguimientoVista, 'variables-graphic'>,
  since: string,
  until: string,
): SeguimientoTabla {
  const definicion = VISTAS[vista];
  const filas = ofertasPorDia(since, until).flatMap(([dia, ofertas]) => definicion.filas(dia, ofertas));
  return {
    data: {
      columnas: definicion.columnas.map(([campo, titulo]) => ({ campo, titulo })),
      filas: filas.slice(0, MAX_FILAS),
    },
  };
}

export function serieSeguimiento(since: string, until: string): z.infer<typeof seguimientoSerieSchema> {
  const dias = ofertasPorDia(since, until);
  const serie = (nombre: string, y: (ofertas: OfertaD[]) => number) => ({
    nombre,
    puntos: dias.map(([dia, ofertas]) => ({ x: dia, y: y(ofertas) })),
  });
  return {
    data: {
      series: [
        serie('Ofertas creadas', (o) => o.length),
        serie('Ofertas firmadas', (o) => o.filter(esFirmada).length),
        serie(
          'Importe firmado (€)',
          (o) => o.filter(esFirmada).reduce((suma, x) => suma + x.cuotaCentimos, 0) / 100,
        ),
      ],
    },
  };
}
