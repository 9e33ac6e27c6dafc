import {
  coberturaCQuerySchema,
  geocodingQuerySchema,
  SEGUIMIENTO_VISTAS,
  seguimientoQuerySchema,
  type SeguimientoVista,
} from '@ventas/domain/proveedores/proveedores-contract';
import type { RutaUpstream } from '@ventas/domain/proveedores/upstream';
import { coberturaC, geocodingC } from './c-datos';
import { ID_VALIDO, type Contexto, type Manejador } from './contexto';
import { ofertaDetalle, ofertaDetalleOferta, ofertaPdf } from './d-ofertas-datos';
import { serieSeguimiento, tablaSeguimiento } from './d-vistas-datos';
import { errorJson, json, leerConsulta, NO_ENCONTRADO, pdf, type Respuesta } from './respuesta';

/** Provider C's and D's routes. */
export const MANEJADORES_C: Record<Extract<RutaUpstream, `c.${string}`>, Manejador> = {
  'c.cobertura': ({ query }) => {
    const q = leerConsulta(coberturaCQuerySchema, query);
    if (!q.ok) return q.respuesta;
    const respuesta = coberturaC(q.datos);
    return respuesta ? json(respuesta) : errorJson(404, 'Código postal desconocido');
  },
  'c.geocoding': ({ query }) => {
    const q = leerConsulta(geocodingQuerySchema, query);
    if (!q.ok) return q.respuesta;
    const respuesta = geocodingC(q.datos);
    return respuesta ? json(respuesta) : errorJson(404, 'Dirección no encontrada');
  },
};

/** An offer route: the id as our API's rule; since and until are accepted and not needed. */
function deOferta(manejar: (id: string, contexto: Contexto) => Respuesta): Manejador {
  return (contexto) => {
    const id = contexto.params.id ?? '';
    return ID_VALIDO.test(id) ? manejar(id, contexto) : errorJson(400, 'Identificador no válido');
  };
}

export const MANEJADORES_D: Record<Extract<RutaUpstream, `d.${string}`>, Manejador> = {
  'd.vista': ({ params, query }) => {
    const vista = params.vista as SeguimientoVista;
    if (!SEGUIMIENTO_VISTAS.includes(vista)) return NO_ENCONTRADO();
    const q = leerConsulta(seguimientoQuerySchema, query);
    if (!q.ok) return q.respuesta;
    const { since, until } = q.datos;
    return json(
      vista === 'variables-graphic' ? serieSeguimiento(since, until) : tablaSeguimiento(vista, since, until),
    );
  },
  // SPEC §4: while access is denied the web app asks again every second.
  'd.check-access': ({ control }) => json({ data: { access: !control.consumirDenegacion() } }),
  'd.offer-detail': deOferta((id) => json(ofertaDetalle(id))),
  'd.offer-detail-offer': deOferta((id) => json(ofertaDetalleOferta(id))),
  'd.download-pdf': deOferta((id) => pdf(ofertaPdf(id), `attachment; filename="Oferta_${id}.pdf"`)),
};
