import { claveDeDireccion } from '@ventas/domain/proveedores/direccion-clave';
import {
  coberturaAuthSchema,
  coberturaCpSchema,
  coberturaDireccionesSchema,
  coberturaResultadoSchema,
  facturasSchema,
  lineasSchema,
  ordenDetalleSchema,
  ordenesSchema,
  recursosSchema,
  registrosSchema,
  releasesSchema,
  renuevoSchema,
} from '@ventas/domain/proveedores/proveedores-contract';
import type { ProviderClient } from '../../../providers/provider-client';
import type { ResponseCache } from '../../../providers/response-cache';
import type { AdaptadorB } from './capacidades';

/**
 * Provider B over its HTTP API (upstream.ts): every capability but offers tracking. Coverage
 * answers are kept per distributor and normalised address (decision 169).
 */
export function crearAdaptadorB(client: ProviderClient, cache: ResponseCache): AdaptadorB {
  const enCache = <T extends object>(tenantId: number, clave: string, cargar: () => Promise<T>) =>
    cache.get(`b|${tenantId}|${clave}`, cargar);
  return {
    lineas: ({ tenantId, credenciales }, documento, operador) =>
      client.json(
        { tenantId, credenciales, ruta: 'b.lineas', params: { documento }, query: { operador } },
        lineasSchema,
      ),
    facturas: ({ tenantId, credenciales }, documento, meses) =>
      client.json(
        {
          tenantId,
          credenciales,
          ruta: 'b.facturas',
          params: { documento },
          query: { meses: meses.join(',') },
        },
        facturasSchema,
      ),
    registros: ({ tenantId, credenciales }, documento, msisdns) =>
      client.json(
        {
          tenantId,
          credenciales,
          ruta: 'b.registros',
          params: { documento },
          query: { msisdns: msisdns.join(',') },
        },
        registrosSchema,
      ),
    opciones: ({ tenantId, credenciales }, documento, { tipo, msisdn, cif }) =>
      client.json(
        { tenantId, credenciales, ruta: 'b.renuevo', params: { documento }, query: { tipo, msisdn, cif } },
        renuevoSchema,
      ),
    pdfDeOpcion: ({ tenantId, credenciales }, pdfId) =>
      client.pdf({ tenantId, credenciales, ruta: 'b.renuevo-pdf', params: { pdf_id: pdfId } }),
    condiciones: ({ tenantId, credenciales }, msisdn) =>
      client.pdf({ tenantId, credenciales, ruta: 'b.renuevo-condiciones', params: { msisdn } }),
    // Opening the provider's session is a write there (POST): sent once, never retried or kept.
    sesion: ({ tenantId, credenciales }) =>
      client.json({ tenantId, credenciales, ruta: 'b.cobertura-sesion' }, coberturaAuthSchema),
    direcciones: ({ tenantId, credenciales }, direccion, cp) =>
      enCache(tenantId, `direcciones|${claveDeDireccion({ direccion, cp })}`, () =>
        client.json(
          { tenantId, credenciales, ruta: 'b.cobertura-direcciones', query: { direccion, cp } },
          coberturaDireccionesSchema,
        ),
      ),
    resultado: ({ tenantId, credenciales }, direccionId) =>
      enCache(tenantId, `resultado|${direccionId}`, () =>
        client.json(
          { tenantId, credenciales, ruta: 'b.cobertura-resultado', params: { direccion_id: direccionId } },
          coberturaResultadoSchema,
        ),
      ),
    porCodigoPostal: ({ tenantId, credenciales }, cp) =>
      enCache(tenantId, `cp|${cp}`, () =>
        client.json({ tenantId, credenciales, ruta: 'b.cobertura-cp', params: { cp } }, coberturaCpSchema),
      ),
    ordenes: ({ tenantId, credenciales }, documento) =>
      client.json({ tenantId, credenciales, ruta: 'b.ordenes', params: { documento } }, ordenesSchema),
    orden: ({ tenantId, credenciales }, orderId) =>
      client.json(
        { tenantId, credenciales, ruta: 'b.orden', params: { order_id: orderId } },
        ordenDetalleSchema,
      ),
    contrato: ({ tenantId, credenciales }, contractId) =>
      client.pdf({ tenantId, credenciales, ruta: 'b.contrato-pdf', params: { contract_id: contractId } }),
    recursos: ({ tenantId, credenciales }) =>
      client.json({ tenantId, credenciales, ruta: 'b.recursos' }, recursosSchema),
    releases: ({ tenantId, credenciales }) =>
      client.json({ tenantId, credenciales, ruta: 'b.releases' }, releasesSchema),
  };
}
