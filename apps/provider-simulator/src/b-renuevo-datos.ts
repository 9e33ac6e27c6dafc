import { TIPOS_RENUEVO, type Renuevo } from '@ventas/domain/proveedores/proveedores-contract';
import { TARIFAS_CONVERGENTES, TARIFAS_MOVILES, TARIFAS_NEGOCIOS, TERMINALES } from './catalogo-es';
import { eurosTexto, importe } from './importe-centimos';
import { generarPdf } from './pdf-documento';
import { azarDe, type Azar } from './prng';

/**
 * Renewal offers for one line. They depend on the line and the kind of renewal (and whether it is
 * a company's, given a CIF), not on who asks, so each pdf_id names the offer it was built from:
 * `RNV-<tipo><P|N>-<msisdn>-<n>`; the PDF regenerates the same offer from it.
 */
type TipoRenuevo = (typeof TIPOS_RENUEVO)[number];
type Opcion = Renuevo['opciones'][number];

interface OpcionGenerada {
  opcion: Opcion;
  tarifa: string;
  terminal: string | null;
  cuotaCentimos: number;
  descuentoCentimos: number;
}

const PDF_ID = /^RNV-([MFC])([PN])-(\d{9})-(\d{1,2})$/;

function generarOpcion(azar: Azar, tipo: TipoRenuevo, negocio: boolean, pdfId: string): OpcionGenerada {
  const tarifas = negocio ? TARIFAS_NEGOCIOS : tipo === 'MOVIL' ? TARIFAS_MOVILES : TARIFAS_CONVERGENTES;
  const tarifa = azar.elegir(tarifas);
  const conTerminal = tipo !== 'FIJO' && azar.probabilidad(0.7);
  const terminal = conTerminal ? azar.elegir(TERMINALES) : null;
  const permanencia = terminal ? 24 : azar.elegir([0, 12, 12, 24]);
  const descuento = permanencia === 0 ? 0 : Math.min(tarifa.centimos, azar.entero(1, 6) * 250);
  const cuota = tarifa.centimos + (terminal?.cuotaCentimos ?? 0) - descuento;
  const titulo = terminal ? `${tarifa.nombre} con ${terminal.nombre}` : `${tarifa.nombre} sin terminal`;
  return {
    opcion: {
      pdf_id: pdfId,
      titulo,
      terminal: terminal?.nombre ?? null,
      cuota_mensual: importe(cuota),
      permanencia_meses: permanencia,
      descuento: importe(descuento),
    },
    tarifa: tarifa.nombre,
    terminal: terminal?.nombre ?? null,
    cuotaCentimos: cuota,
    descuentoCentimos: descuento,
  };
}

function opcionesDe(tipo: TipoRenuevo, negocio: boolean, msisdn: string): OpcionGenerada[] {
  const clave = `${tipo[0]}${negocio ? 'N' : 'P'}`;
  const cuantas = azarDe('b.renuevo', clave, msisdn).entero(2, 5);
  return Array.from({ length: cuantas }, (_, i) => {
    const pdfId = `RNV-${clave}-${msisdn}-${i + 1}`;
    return generarOpcion(azarDe('b.renuevo.opcion', pdfId), tipo, negocio, pdfId);
  });
}

export function renuevoRespuesta(tipo: TipoRenuevo, msisdn: string, cif: string | undefined): Renuevo {
  return { msisdn, opciones: opcionesDe(tipo, Boolean(cif), msisdn).map((o) => o.opcion) };
}

/** The offer a pdf_id names; an id the simulator did not hand out gets an offer seeded by it. */
function opcionDePdf(pdfId: string): OpcionGenerada {
  const partes = PDF_ID.exec(pdfId);
  const tipo = TIPOS_RENUEVO.find((t) => t[0] === partes?.[1]);
  if (partes && tipo) {
    const encontrada = opcionesDe(tipo, partes[2] === 'N', partes[3] ?? '')[Number(partes[4]) - 1];
    if (encontrada) return encontrada;
  }
  return generarOpcion(azarDe('b.renuevo.opcion', pdfId), 'MOVIL', false, pdfId);
}

export function renuevoPdf(pdfId: string): Buffer {
  const o = opcionDePdf(pdfId);
  return generarPdf({
    titulo: 'Oferta de renovación',
    lineas: [
      `Referencia: ${pdfId}`,
      `Oferta: ${o.opcion.titulo}`,
      `Tarifa: ${o.tarifa}`,
      `Terminal: ${o.terminal ?? 'Sin terminal'}`,
      `Cuota mensual (IVA incluido): ${eurosTexto(o.cuotaCentimos)}`,
      `Descuento mensual aplicado: ${eurosTexto(o.descuentoCentimos)}`,
      `Permanencia: ${o.opcion.permanencia_meses} meses`,
      '',
      'Oferta válida durante 15 días naturales desde su emisión.',
    ],
  });
}

export function condicionesPdf(msisdn: string): Buffer {
  const azar = azarDe('b.renuevo-condiciones', msisdn);
  return generarPdf({
    titulo: 'Condiciones de la renovación',
    lineas: [
      `Línea: ${msisdn}`,
      `Permanencia vigente: ${azar.elegir(['sin permanencia', '6 meses restantes', '11 meses restantes'])}`,
      `Penalización por baja anticipada: ${eurosTexto(azar.entero(0, 12) * 1000)}`,
      '1. La renovación sustituye la tarifa actual desde el siguiente ciclo de facturación.',
      '2. El terminal se financia en 24 cuotas sin intereses (TAE 0 %).',
      '3. El descuento se pierde si la línea cambia a una tarifa inferior.',
      '4. Derecho de desistimiento: 14 días naturales desde la entrega.',
    ],
  });
}
