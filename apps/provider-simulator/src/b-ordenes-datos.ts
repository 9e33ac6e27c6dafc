import type { Orden, OrdenDetalle } from '@ventas/domain/proveedores/proveedores-contract';
import { disposicionContrato } from './casos-especiales';
import {
  CALLES,
  PISOS,
  TARIFAS_CONVERGENTES,
  TARIFAS_MOVILES,
  TERMINALES,
  zonaDeCp,
  nombrePersona,
} from './catalogo-es';
import { FECHA_REFERENCIA, fechaTexto, sumarDias } from './fecha-dia';
import { generarPdf } from './pdf-documento';
import { azarDe, etiqueta } from './prng';

/**
 * A customer's orders at provider B. Each order is generated from its own id, so the list and
 * the detail agree; its history walks through the states in date order and ends at the current
 * one (SPEC §4: 6, 77, 76 Enviado; 7 Cancelado; 8, 79 En vuelo; `active` Activo). Delivered and
 * active orders have a contract.
 */
type Estado = Orden['estado'];

const CAMINOS: readonly (readonly Estado[])[] = [
  [8],
  [8, 79],
  [8, 7],
  [8, 79, 7],
  [8, 79, 76],
  [8, 79, 6],
  [8, 79, 6, 77],
  [8, 79, 6, 'active'],
  [8, 79, 6, 'active'],
];

const DESCRIPCIONES: Record<string, string> = {
  8: 'Pedido registrado, en tramitación',
  79: 'Pendiente de instalación o de portabilidad',
  6: 'Enviado al cliente',
  77: 'Entregado y firmado por el cliente',
  76: 'Enviado por mensajería urgente',
  7: 'Cancelado a petición del cliente',
  active: 'Servicio activo',
};

const CON_CONTRATO: readonly Estado[] = [6, 77, 76, 'active'];

/** `ORD-x` signs `CTR-x`, so the contract's PDF can show its order's data. */
function contratoDeOrden(orderId: string): string {
  return orderId.startsWith('ORD-') ? `CTR-${orderId.slice(4)}` : `CTR-${etiqueta(orderId, 8).toUpperCase()}`;
}

export function ordenDetalle(orderId: string): OrdenDetalle {
  const azar = azarDe('b.orden', orderId);
  const camino = azar.elegir(CAMINOS);
  let fecha = sumarDias(FECHA_REFERENCIA, -azar.entero(camino.length * 6, 420));
  const historial = camino.map((estado) => {
    fecha = sumarDias(fecha, azar.entero(1, 6));
    return { fecha, estado, descripcion: DESCRIPCIONES[String(estado)] ?? `Estado ${estado}` };
  });
  const fibra = azar.probabilidad(0.5);
  const producto = fibra
    ? `Alta ${azar.elegir(TARIFAS_CONVERGENTES).nombre}`
    : azar.elegir([
        `Portabilidad ${azar.elegir(TARIFAS_MOVILES).nombre}`,
        `Renovación con ${azar.elegir(TERMINALES).nombre}`,
      ]);
  const cp = `${azar.elegir(['28', '08', '41', '46', '29', '50'])}0${azar.digitos(2)}`;
  const estado = camino[camino.length - 1] ?? 8;
  return {
    order_id: orderId,
    fecha: historial[0]?.fecha ?? FECHA_REFERENCIA,
    estado,
    producto,
    msisdn: fibra && azar.probabilidad(0.5) ? null : `6${azar.digitos(8)}`,
    contract_id: CON_CONTRATO.includes(estado) ? contratoDeOrden(orderId) : null,
    direccion_instalacion: fibra
      ? `${azar.elegir(CALLES)} ${azar.entero(1, 140)}, ${azar.elegir(PISOS)}, ${cp} ${zonaDeCp(cp)?.localidad ?? ''}`.trim()
      : null,
    historial,
  };
}

export function ordenesDe(documento: string): { ordenes: Orden[] } {
  const azar = azarDe('b.ordenes', documento);
  const prefijo = etiqueta(documento, 6).toUpperCase();
  const ordenes = Array.from({ length: azar.entero(1, 6) }, (_, i) => {
    const { direccion_instalacion: _d, historial: _h, ...orden } = ordenDetalle(`ORD-${prefijo}-${i + 1}`);
    return orden;
  });
  return { ordenes: ordenes.sort((a, b) => (a.fecha < b.fecha ? 1 : a.fecha > b.fecha ? -1 : 0)) };
}

export function contratoPdf(contractId: string): { bytes: Buffer; disposicion: string | null } {
  const azar = azarDe('b.contrato', contractId);
  const candidata = ordenDetalle(`ORD-${contractId.replace(/^CTR-/, '')}`);
  // A contract the simulator did not hand out still gets a believable document.
  const orden = candidata.contract_id === contractId ? candidata : null;
  const firma = orden?.historial.find((paso) => CON_CONTRATO.includes(paso.estado))?.fecha;
  const bytes = generarPdf({
    titulo: 'Contrato de prestación de servicios',
    lineas: [
      `Contrato: ${contractId}${orden ? ` (pedido ${orden.order_id})` : ''}`,
      `Titular: ${nombrePersona(azar)}`,
      `Fecha de firma: ${fechaTexto(firma ?? sumarDias(FECHA_REFERENCIA, -azar.entero(5, 400)))}`,
      `Servicio: ${orden?.producto ?? `Alta ${azar.elegir(TARIFAS_CONVERGENTES).nombre}`}`,
      `Línea: ${orden?.msisdn ?? 'sin línea móvil'}`,
      `Domicilio: ${orden?.direccion_instalacion ?? `${azar.elegir(CALLES)} ${azar.entero(1, 140)}, ${azar.elegir(PISOS)}`}`,
      '',
      'El cliente acepta las condiciones generales y particulares del servicio.',
      'Firmado electrónicamente por ambas partes.',
    ],
  });
  return { bytes, disposicion: disposicionContrato(contractId) };
}
