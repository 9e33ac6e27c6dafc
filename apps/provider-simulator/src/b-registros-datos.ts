import type { Registros } from '@ventas/domain/proveedores/proveedores-contract';
import { OPERADORES_DONANTES, TARIFAS_MOVILES } from './catalogo-es';
import { FECHA_REFERENCIA, sumarDias } from './fecha-dia';
import { azarDe, type Azar } from './prng';

/** The customer-care records of each asked line, newest first. */
type Registro = Registros['registros'][number];

const TIPOS: readonly { tipo: string; descripcion: (azar: Azar) => string }[] = [
  {
    tipo: 'Llamada a atención al cliente',
    descripcion: (a) =>
      a.elegir([
        'Consulta sobre el importe de la última factura',
        'Reclamación por un cargo de roaming',
        'Pregunta por el estado de su pedido',
      ]),
  },
  {
    tipo: 'Cambio de tarifa',
    descripcion: (a) => `Cambio de ${a.elegir(TARIFAS_MOVILES).nombre} a ${a.elegir(TARIFAS_MOVILES).nombre}`,
  },
  {
    tipo: 'Portabilidad',
    descripcion: (a) => `Portabilidad entrante desde ${a.elegir(OPERADORES_DONANTES)} completada`,
  },
  {
    tipo: 'Duplicado de SIM',
    descripcion: (a) =>
      a.elegir(['Duplicado de tarjeta SIM por pérdida', 'Cambio a eSIM solicitado en tienda']),
  },
  {
    tipo: 'Incidencia técnica',
    descripcion: (a) => `Sin datos móviles en la zona; resuelta en ${a.entero(2, 72)} h`,
  },
  {
    tipo: 'Activación de servicio',
    descripcion: (a) =>
      a.elegir([
        'Activación de roaming fuera de la UE',
        'Activación del buzón de voz',
        'Alta en bono de 5 GB adicionales',
      ]),
  },
  {
    tipo: 'Bloqueo',
    descripcion: (a) =>
      a.elegir([
        'Bloqueo de llamadas a numeración de tarificación adicional',
        'Bloqueo temporal por robo del terminal',
      ]),
  },
];

export function registrosDe(documento: string, msisdn: string): Registro[] {
  const azar = azarDe('b.registros', documento, msisdn);
  return Array.from({ length: azar.entero(2, 7) }, () => {
    const tipo = azar.elegir(TIPOS);
    return {
      msisdn,
      fecha: sumarDias(FECHA_REFERENCIA, -azar.entero(0, 540)),
      tipo: tipo.tipo,
      descripcion: tipo.descripcion(azar),
    };
  });
}

export function registrosRespuesta(documento: string, msisdns: readonly string[]): Registros {
  const registros = [...new Set(msisdns)].flatMap((m) => registrosDe(documento, m));
  // Newest first; ties keep the order asked (sort is stable).
  return { registros: registros.sort((a, b) => (a.fecha < b.fecha ? 1 : a.fecha > b.fecha ? -1 : 0)) };
}
