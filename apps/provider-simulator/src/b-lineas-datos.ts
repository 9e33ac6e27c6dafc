import type { Lineas } from '@ventas/domain/proveedores/proveedores-contract';
import { TARIFAS_CONVERGENTES, TARIFAS_FIJAS, TARIFAS_MOVILES, TARIFAS_NEGOCIOS } from './catalogo-es';
import { FECHA_REFERENCIA, sumarDias } from './fecha-dia';
import { importe } from './importe-centimos';
import { azarDe, type Azar } from './prng';

/**
 * Provider B's view of a customer's lines, generated from the document alone: the same customer
 * has the same lines in every call (invoices are built on them). A company (CIF) has a business
 * pack; a person a convergent pack, maybe a landline, and one to three more mobiles.
 */
export type Linea = Lineas['lineas'][number];
export interface LineaGenerada {
  linea: Linea;
  centimos: number;
}

/** A CIF starts with a letter other than the NIE's X, Y, Z. */
export function esEmpresa(documento: string): boolean {
  return /^[A-HJ-NP-SUVW]/.test(documento);
}

function msisdnMovil(azar: Azar): string {
  return `${azar.elegir(['6', '6', '7'])}${azar.digitos(8)}`;
}

function msisdnFijo(azar: Azar): string {
  return `9${azar.elegir(['1', '3', '5', '6', '8'])}${azar.digitos(7)}`;
}

function nueva(
  azar: Azar,
  linea: Omit<Linea, 'alta' | 'permanencia_hasta' | 'cuota'>,
  alta: string,
  centimos: number,
): LineaGenerada {
  const meses = azar.elegir([0, 12, 24]);
  const fin = sumarDias(alta, meses * 30);
  // A commitment already over is no commitment: the operator shows none.
  const permanencia = meses === 0 || fin <= FECHA_REFERENCIA ? null : fin;
  return { linea: { ...linea, alta, permanencia_hasta: permanencia, cuota: importe(centimos) }, centimos };
}

export function lineasDe(documento: string): LineaGenerada[] {
  const azar = azarDe('b.lineas', documento);
  const altaPack = sumarDias(FECHA_REFERENCIA, -azar.entero(40, 2400));
  const pack = azar.elegir(esEmpresa(documento) ? TARIFAS_NEGOCIOS : TARIFAS_CONVERGENTES);
  const lineas: LineaGenerada[] = [
    nueva(
      azar,
      { msisdn: msisdnFijo(azar), tipo: 'FIBRA', tarifa: pack.nombre, estado: 'ACTIVA' },
      altaPack,
      pack.centimos,
    ),
    // The pack's own mobile: its price is in the fibre line.
    nueva(
      azar,
      {
        msisdn: msisdnMovil(azar),
        tipo: 'MOVIL',
        tarifa: `${pack.nombre} (línea principal)`,
        estado: 'ACTIVA',
      },
      altaPack,
      0,
    ),
  ];
  if (azar.probabilidad(0.35)) {
    const fija = azar.elegir(TARIFAS_FIJAS);
    lineas.push(
      nueva(
        azar,
        { msisdn: msisdnFijo(azar), tipo: 'FIJO', tarifa: fija.nombre, estado: 'ACTIVA' },
        altaPack,
        fija.centimos,
      ),
    );
  }
  const adicionales = azar.entero(0, 3);
  for (let i = 0; i < adicionales; i++) {
    const movil = azar.elegir(TARIFAS_MOVILES);
    const estado = azar.probabilidad(0.85) ? 'ACTIVA' : azar.elegir(['SUSPENDIDA', 'BAJA'] as const);
    const alta = sumarDias(altaPack, azar.entero(0, 600));
    const fecha = alta > FECHA_REFERENCIA ? FECHA_REFERENCIA : alta;
    lineas.push(
      nueva(
        azar,
        { msisdn: msisdnMovil(azar), tipo: 'MOVIL', tarifa: movil.nombre, estado },
        fecha,
        movil.centimos,
      ),
    );
  }
  return lineas;
}

export function lineasRespuesta(documento: string, operador: string | undefined): Lineas {
  return {
    operador: (operador?.trim() || 'Operador B').slice(0, 40),
    lineas: lineasDe(documento).map((l) => l.linea),
  };
}
