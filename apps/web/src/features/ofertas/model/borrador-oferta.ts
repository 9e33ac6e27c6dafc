import { z } from 'zod';
import { OFERTA_LIMITS } from '@ventas/domain/ofertas/oferta-contract';
import { TIPOS_LINEA } from '@ventas/domain/ofertas/oferta-cotizacion';
import { ESTADOS_OFERTA } from '@ventas/domain/ofertas/oferta-estados';
import {
  almacenBorradores,
  type Borrador as BorradorGuardado,
} from '../../../components/form-draft/draft-storage';
import type { OfertaDraft, PaqueteDraft } from './oferta-draft';

/**
 * An offer being typed, kept with the one draft storage (components/form-draft/draft-storage.ts:
 * localStorage, per user as the tenant is the host, BORRADOR_DIAS at most, gone at logout), and
 * read back only if it is still an offer the configurator can hold.
 */
export { BORRADOR_DIAS, mismoValor } from '../../../components/form-draft/draft-storage';
const almacen = almacenBorradores('ventas.ofertas.borrador.');

/** Whose draft, for which customer, of which offer: a saved one (EDIT) or a new one (null). */
export interface BorradorRef {
  userId: number;
  clienteId: number;
  ofertaId: number | null;
}

const clave = ({ userId, clienteId, ofertaId }: BorradorRef) =>
  `${userId}.${clienteId}.${ofertaId ?? 'nueva'}`;

const idSchema = z.number().int().positive();
const ids = (max: number) => z.array(idSchema).max(max);

const paqueteSchema = z.object({
  paqueteId: idSchema.nullable(),
  tipoVenta: z.string(),
  tipoLinea: z.enum(TIPOS_LINEA),
  tarifa: idSchema.nullable(),
  promociones: ids(OFERTA_LIMITS.promociones),
  cacharro: idSchema.nullable(),
  installment: idSchema.nullable(),
  seguro: idSchema.nullable(),
  svas: ids(OFERTA_LIMITS.svas),
  lineasAsociadas: z.array(z.string()).max(OFERTA_LIMITS.lineas),
  crossSell: z.boolean(),
}) satisfies z.ZodType<PaqueteDraft>;

/** The configurator's draft as the form holds it (oferta-draft.ts); anything else is not restored. */
const ofertaDraftSchema = z.object({
  operador: z.string(),
  segmento: z.string(),
  tipoIva: z.string(),
  estado: z.literal(ESTADOS_OFERTA.map((estado) => estado.id)).nullable(),
  precioAnterior: z.string(),
  numeroComercial: z.string(),
  notas: z.string(),
  fechaAgendado: z.string(),
  recotizar: z.boolean(),
  cliente: z.object({
    telefonos_contacto: z.array(z.string()),
    direccion: z.object({ direccion: z.string(), cp: z.string(), localidad: z.string() }),
  }),
  paquetes: z.array(paqueteSchema).max(OFERTA_LIMITS.paquetes),
}) satisfies z.ZodType<OfertaDraft>;

export type Borrador = BorradorGuardado<OfertaDraft>;

export const borradorOferta = {
  /** The stored draft, or null; one that is malformed or older than BORRADOR_DIAS is dropped. */
  leer: (ref: BorradorRef, now = Date.now()): Borrador | null =>
    almacen.leer(clave(ref), ofertaDraftSchema, now),

  guardar: (ref: BorradorRef, draft: OfertaDraft, base: string | null, now = new Date()): void =>
    almacen.guardar(clave(ref), draft, base, now),

  borrar: (ref: BorradorRef): void => almacen.borrar(clave(ref)),

  /** Drops every stored draft that is malformed or too old (of customers not opened again). */
  barrer: (now = Date.now()): void => almacen.barrer(ofertaDraftSchema, now),
};
