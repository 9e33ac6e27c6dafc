import type { z } from 'zod';
import type { CoberturaResultado, geocodingSchema } from '@ventas/domain/proveedores/proveedores-contract';
import { claveDeDireccion } from '@ventas/domain/proveedores/direccion-clave';
import { CP_SIN_COBERTURA } from './casos-especiales';
import { zonaDeCp } from './catalogo-es';
import { tecnologiasEn } from './cobertura-tecnologias';
import { azarDe } from './prng';

/**
 * Provider C: coverage straight from the address form, and geocoding near the province's capital.
 * Seeded by the normalised address, so "C/ Mayor, 5" and "calle mayor 5" answer alike (as the
 * API's coverage cache keys them).
 */
interface DireccionC {
  direccion: string;
  cp: string;
  localidad?: string | undefined;
  provincia?: string | undefined;
}

function textoDireccion(d: DireccionC, localidad: string, provincia: string): string {
  return `${d.direccion.trim().replace(/\s+/g, ' ')}, ${d.cp} ${localidad} (${provincia})`.slice(0, 200);
}

export function coberturaC(d: Required<DireccionC>): CoberturaResultado | null {
  if (!zonaDeCp(d.cp)) return null;
  const edificio = `c|${claveDeDireccion({ direccion: d.direccion, cp: d.cp })}`;
  return {
    direccion: textoDireccion(d, d.localidad, d.provincia),
    tecnologias: tecnologiasEn(edificio, d.cp === CP_SIN_COBERTURA),
  };
}

export function geocodingC(d: DireccionC): z.infer<typeof geocodingSchema> | null {
  const zona = zonaDeCp(d.cp);
  if (!zona) return null;
  const azar = azarDe('c.geocoding', claveDeDireccion({ direccion: d.direccion, cp: d.cp }));
  // Within about 4 km of the capital: enough to look real on a map, never off the province.
  const desvio = () => Math.round((azar.siguiente() - 0.5) * 0.08 * 1e6) / 1e6;
  return {
    direccion: textoDireccion(
      d,
      d.localidad?.trim() || zona.localidad,
      d.provincia?.trim() || zona.provincia,
    ),
    lat: Math.round((zona.lat + desvio()) * 1e6) / 1e6,
    lng: Math.round((zona.lng + desvio()) * 1e6) / 1e6,
  };
}
