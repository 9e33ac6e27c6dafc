import type { z } from 'zod';
import type {
  coberturaCpSchema,
  coberturaDireccionesSchema,
  CoberturaResultado,
} from '@ventas/domain/proveedores/proveedores-contract';
import { claveDeDireccion, normalizarDireccion } from '@ventas/domain/proveedores/direccion-clave';
import { CP_SIN_COBERTURA } from './casos-especiales';
import { CALLES, PISOS, zonaDeCp } from './catalogo-es';
import { porcentajesEnCp, tecnologiasEn } from './cobertura-tecnologias';
import { azarDe, etiqueta } from './prng';
import type { RegistroDirecciones } from './registro-direcciones';

/**
 * Provider B's coverage dialog: a postal code's overview, the candidate addresses for a typed
 * street (one per flat of the building), and a candidate's result. A candidate's id is
 * `<cp>-<building tag>-<n>`: every flat of a building has the same coverage.
 */
const DIRECCION_ID = /^(\d{5})-([0-9a-f]{8})-(\d{1,2})$/;

export function coberturaCp(cp: string): z.infer<typeof coberturaCpSchema> | null {
  const zona = zonaDeCp(cp);
  if (!zona) return null;
  return { cp, localidad: zona.localidad, tecnologias: porcentajesEnCp(cp, cp === CP_SIN_COBERTURA) };
}

export function coberturaDirecciones(
  direccion: string,
  cp: string,
  registro: RegistroDirecciones,
): z.infer<typeof coberturaDireccionesSchema> {
  const zona = zonaDeCp(cp);
  if (!zona) return { direcciones: [] };
  const edificio = etiqueta(claveDeDireccion({ direccion, cp }));
  // As an operator's street directory writes it: street type spelt out, upper case, no accents.
  const calle = normalizarDireccion(direccion).toUpperCase().slice(0, 150);
  const azar = azarDe('b.cobertura-direcciones', edificio);
  const inicio = azar.entero(0, PISOS.length - 1);
  const cuantas = azar.entero(1, 5);
  const direcciones = Array.from({ length: cuantas }, (_, i) => {
    const direccionId = `${cp}-${edificio}-${i + 1}`;
    const texto = `${calle}, ${PISOS[(inicio + i) % PISOS.length]}`;
    registro.guardar(direccionId, texto);
    return { direccion_id: direccionId, direccion: texto, cp, localidad: zona.localidad };
  });
  return { direcciones };
}

export function coberturaResultado(
  direccionId: string,
  registro: RegistroDirecciones,
): CoberturaResultado | null {
  const partes = DIRECCION_ID.exec(direccionId);
  const cp = partes?.[1] ?? '';
  const zona = zonaDeCp(cp);
  if (!partes || !zona) return null;
  const edificio = `${cp}-${partes[2]}`;
  const azar = azarDe('b.cobertura-resultado', edificio);
  // An id from an earlier run: an address of the same postal code, generated from the id.
  const direccion =
    registro.buscar(direccionId) ?? `${azar.elegir(CALLES)} ${azar.entero(1, 120)}, ${azar.elegir(PISOS)}`;
  return {
    direccion: `${direccion}, ${cp} ${zona.localidad}`.slice(0, 200),
    tecnologias: tecnologiasEn(edificio, cp === CP_SIN_COBERTURA),
  };
}
