import { COMERCIALES, TARIFAS_CONVERGENTES, TARIFAS_MOVILES, TERMINALES, nombrePersona } from './catalogo-es';
import { FECHA_REFERENCIA, fechaTexto } from './fecha-dia';
import { eurosTexto, importe } from './importe-centimos';
import { generarPdf } from './pdf-documento';
import { azarDe } from './prng';

/**
 * Provider D's offers. How many a day has depends on the day alone, and each offer on its id
 * (`OF-YYYYMMDD-NN`), so every view of a range shows the same offers, and the offer dialog the
 * same data as the tables.
 */
export const ESTADOS_OFERTA = ['Creada', 'Firmada', 'Tramitada', 'Activa', 'Cancelada'] as const;
export const CANALES = ['Tienda', 'Televenta', 'Puerta a puerta', 'Web'] as const;

export interface OfertaD {
  id: string;
  fecha: string;
  cliente: string;
  comercial: string;
  canal: (typeof CANALES)[number];
  tarifa: string;
  lineasMoviles: number;
  fibra: boolean;
  terminal: string | null;
  cuotaCentimos: number;
  permanenciaMeses: number;
  estado: (typeof ESTADOS_OFERTA)[number];
}

const ID_OFERTA = /^OF-(\d{4})(\d{2})(\d{2})-\d{2}$/;

export function ofertasDelDia(fecha: string): number {
  const diaSemana = new Date(`${fecha}T00:00:00Z`).getUTCDay();
  const azar = azarDe('d.dia', fecha);
  if (diaSemana === 0) return azar.entero(0, 1);
  if (diaSemana === 6) return azar.entero(0, 3);
  return azar.entero(2, 8);
}

export function idsDelDia(fecha: string): string[] {
  const compacta = fecha.replaceAll('-', '');
  return Array.from(
    { length: ofertasDelDia(fecha) },
    (_, i) => `OF-${compacta}-${String(i + 1).padStart(2, '0')}`,
  );
}

export function esFirmada(oferta: OfertaD): boolean {
  return oferta.estado !== 'Creada' && oferta.estado !== 'Cancelada';
}

export function ofertaD(id: string): OfertaD {
  const azar = azarDe('d.oferta', id);
  const partes = ID_OFERTA.exec(id);
  const fecha = partes ? `${partes[1]}-${partes[2]}-${partes[3]}` : FECHA_REFERENCIA;
  const fibra = azar.probabilidad(0.65);
  const tarifa = fibra ? azar.elegir(TARIFAS_CONVERGENTES) : azar.elegir(TARIFAS_MOVILES);
  const lineasMoviles = azar.entero(1, fibra ? 4 : 3);
  const terminal = azar.probabilidad(0.4) ? azar.elegir(TERMINALES) : null;
  return {
    id,
    fecha,
    cliente: nombrePersona(azar),
    comercial: azar.elegir(COMERCIALES),
    canal: azar.elegir(CANALES),
    tarifa: tarifa.nombre,
    lineasMoviles,
    fibra,
    terminal: terminal?.nombre ?? null,
    cuotaCentimos: tarifa.centimos + (lineasMoviles - 1) * 900 + (terminal?.cuotaCentimos ?? 0),
    permanenciaMeses: terminal ? 24 : azar.elegir([0, 12, 24]),
    estado: azar.elegir(ESTADOS_OFERTA),
  };
}

/** offer-detail: who, when, how and where the offer stands. */
export function ofertaDetalle(id: string) {
  const o = ofertaD(id);
  return {
    data: {
      id,
      campos: {
        fecha: o.fecha,
        cliente: o.cliente,
        comercial: o.comercial,
        canal: o.canal,
        estado: o.estado,
        cuota_mensual: importe(o.cuotaCentimos),
      },
    },
  };
}

/** offer-detail-offer: what was offered. */
export function ofertaDetalleOferta(id: string) {
  const o = ofertaD(id);
  return {
    data: {
      id,
      campos: {
        tarifa: o.tarifa,
        lineas_moviles: o.lineasMoviles,
        fibra: o.fibra,
        terminal: o.terminal,
        cuota_mensual: importe(o.cuotaCentimos),
        permanencia_meses: o.permanenciaMeses,
      },
    },
  };
}

export function ofertaPdf(id: string): Buffer {
  const o = ofertaD(id);
  return generarPdf({
    titulo: `Oferta ${id}`,
    lineas: [
      `Fecha: ${fechaTexto(o.fecha)}`,
      `Cliente: ${o.cliente}`,
      `Comercial: ${o.comercial} (${o.canal})`,
      `Tarifa: ${o.tarifa}`,
      `Líneas móviles: ${o.lineasMoviles}`,
      `Terminal: ${o.terminal ?? 'Sin terminal'}`,
      `Cuota mensual: ${eurosTexto(o.cuotaCentimos)}`,
      `Permanencia: ${o.permanenciaMeses} meses`,
      `Estado: ${o.estado}`,
    ],
  });
}
