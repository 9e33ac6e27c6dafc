import { provinciaByCodigo } from '@ventas/domain/validators/codigo-postal';
import type { Azar } from './prng';

/**
 * Believable Spanish data the generators pick from: people, streets, tariffs, terminals and each
 * province's capital with its coordinates (for geocoding and a postal code's locality).
 */

export const NOMBRES = [
  'María',
  'Carmen',
  'Josefa',
  'Isabel',
  'Laura',
  'Lucía',
  'Marta',
  'Elena',
  'Paula',
  'Cristina',
  'Antonio',
  'José',
  'Manuel',
  'Francisco',
  'David',
  'Javier',
  'Daniel',
  'Carlos',
  'Sergio',
  'Jorge',
] as const;

export const APELLIDOS = [
  'García',
  'Rodríguez',
  'González',
  'Fernández',
  'López',
  'Martínez',
  'Sánchez',
  'Pérez',
  'Gómez',
  'Martín',
  'Jiménez',
  'Ruiz',
  'Hernández',
  'Díaz',
  'Moreno',
  'Muñoz',
  'Álvarez',
  'Romero',
  'Navarro',
  'Torres',
  'Domínguez',
  'Vázquez',
  'Ramos',
  'Gil',
  'Serrano',
  'Castillo',
  'Ortega',
  'Rubio',
  'Núñez',
] as const;

export const CALLES = [
  'Calle Mayor',
  'Calle Real',
  'Avenida de la Constitución',
  'Plaza de España',
  'Calle Nueva',
  'Calle de Alcalá',
  'Gran Vía',
  'Calle San Vicente',
  'Avenida de Andalucía',
  'Calle Ancha',
  'Paseo de la Castellana',
  'Calle del Carmen',
  'Ronda de Segovia',
  'Calle de la Iglesia',
  'Avenida de Europa',
  'Calle Cervantes',
  'Calle Colón',
  'Travesía del Conde',
  'Calle Sol',
  'Paseo Marítimo',
  'Calle de Goya',
  'Avenida del Mediterráneo',
  'Calle Santa Ana',
  'Camino Viejo',
] as const;

export const PISOS = [
  'Bajo A',
  'Bajo B',
  '1º A',
  '1º B',
  '2º Izda',
  '2º Dcha',
  '3º C',
  '4º A',
  'Ático',
] as const;

export interface TarifaCatalogo {
  readonly nombre: string;
  readonly centimos: number;
}

/** Convergent packs: the line that carries them is the fibre line. */
export const TARIFAS_CONVERGENTES: readonly TarifaCatalogo[] = [
  { nombre: 'Fibra 1 Gb + Móvil 50 GB', centimos: 5990 },
  { nombre: 'Fibra 600 Mb + Móvil 25 GB', centimos: 4590 },
  { nombre: 'Fibra 300 Mb + Móvil 10 GB', centimos: 3890 },
  { nombre: 'Fibra 1 Gb + 2 Móviles ilimitados + TV', centimos: 9900 },
  { nombre: 'Fibra 10 Gb + Móvil ilimitado 5G', centimos: 7990 },
];
export const TARIFAS_MOVILES: readonly TarifaCatalogo[] = [
  { nombre: 'Móvil adicional 25 GB', centimos: 900 },
  { nombre: 'Móvil ilimitado 5G', centimos: 2500 },
  { nombre: 'Móvil 10 GB + llamadas ilimitadas', centimos: 1200 },
  { nombre: 'Móvil 100 GB 5G', centimos: 1800 },
  { nombre: 'Tarjeta prepago recargable', centimos: 500 },
];
export const TARIFAS_FIJAS: readonly TarifaCatalogo[] = [
  { nombre: 'Fijo llamadas ilimitadas', centimos: 1000 },
  { nombre: 'Fijo 1000 minutos a móviles', centimos: 600 },
];
export const TARIFAS_NEGOCIOS: readonly TarifaCatalogo[] = [
  { nombre: 'Negocio Fibra 1 Gb + 3 Móviles 50 GB', centimos: 11900 },
  { nombre: 'Negocio Centralita virtual + Fibra 600 Mb', centimos: 8900 },
];

export interface TerminalCatalogo {
  readonly nombre: string;
  /** The monthly instalment over 24 months, in cents. */
  readonly cuotaCentimos: number;
}
export const TERMINALES: readonly TerminalCatalogo[] = [
  { nombre: 'Samsung Galaxy S25 128 GB', cuotaCentimos: 3750 },
  { nombre: 'Samsung Galaxy A56 5G 128 GB', cuotaCentimos: 1650 },
  { nombre: 'iPhone 16 128 GB', cuotaCentimos: 3990 },
  { nombre: 'iPhone 16e 128 GB', cuotaCentimos: 2900 },
  { nombre: 'Xiaomi Redmi Note 14 Pro 256 GB', cuotaCentimos: 1400 },
  { nombre: 'Google Pixel 9a 128 GB', cuotaCentimos: 2100 },
  { nombre: 'Motorola moto g85 5G', cuotaCentimos: 950 },
];

export const OPERADORES_DONANTES = [
  'Movistar',
  'Vodafone',
  'Orange',
  'MásMóvil',
  'Digi',
  'Yoigo',
  'Lowi',
] as const;

export const COMERCIALES = [
  'Ana Belén Ortiz',
  'Rubén Castro',
  'Nuria Prieto',
  'Iván Molina',
  'Sonia Delgado',
  'Álvaro Méndez',
] as const;

/** Each province's capital and its coordinates, by the INE code (the postal code's first digits). */
// prettier-ignore
const CAPITALES: Record<string, readonly [string, number, number]> = {
  '01': ['Vitoria-Gasteiz', 42.85, -2.67], '02': ['Albacete', 38.99, -1.86], '03': ['Alicante', 38.35, -0.48],
  '04': ['Almería', 36.84, -2.46], '05': ['Ávila', 40.66, -4.7], '06': ['Badajoz', 38.88, -6.97],
  '07': ['Palma', 39.57, 2.65], '08': ['Barcelona', 41.39, 2.17], '09': ['Burgos', 42.34, -3.7],
  '10': ['Cáceres', 39.47, -6.37], '11': ['Cádiz', 36.53, -6.29], '12': ['Castelló de la Plana', 39.99, -0.05],
  '13': ['Ciudad Real', 38.99, -3.93], '14': ['Córdoba', 37.89, -4.78], '15': ['A Coruña', 43.36, -8.41],
  '16': ['Cuenca', 40.07, -2.13], '17': ['Girona', 41.98, 2.82], '18': ['Granada', 37.18, -3.6],
  '19': ['Guadalajara', 40.63, -3.17], '20': ['Donostia/San Sebastián', 43.32, -1.98], '21': ['Huelva', 37.26, -6.95],
  '22': ['Huesca', 42.14, -0.41], '23': ['Jaén', 37.78, -3.79], '24': ['León', 42.6, -5.57],
  '25': ['Lleida', 41.62, 0.62], '26': ['Logroño', 42.47, -2.45], '27': ['Lugo', 43.01, -7.56],
  '28': ['Madrid', 40.42, -3.7], '29': ['Málaga', 36.72, -4.42], '30': ['Murcia', 37.99, -1.13],
  '31': ['Pamplona/Iruña', 42.81, -1.64], '32': ['Ourense', 42.34, -7.86], '33': ['Oviedo', 43.36, -5.85],
  '34': ['Palencia', 42.01, -4.53], '35': ['Las Palmas de Gran Canaria', 28.12, -15.43], '36': ['Pontevedra', 42.43, -8.64],
  '37': ['Salamanca', 40.97, -5.66], '38': ['Santa Cruz de Tenerife', 28.46, -16.25], '39': ['Santander', 43.46, -3.8],
  '40': ['Segovia', 40.95, -4.12], '41': ['Sevilla', 37.39, -5.98], '42': ['Soria', 41.76, -2.46],
  '43': ['Tarragona', 41.12, 1.25], '44': ['Teruel', 40.34, -1.11], '45': ['Toledo', 39.86, -4.02],
  '46': ['València', 39.47, -0.38], '47': ['Valladolid', 41.65, -4.72], '48': ['Bilbao', 43.26, -2.93],
  '49': ['Zamora', 41.5, -5.75], '50': ['Zaragoza', 41.65, -0.88], '51': ['Ceuta', 35.89, -5.32],
  '52': ['Melilla', 35.29, -2.94],
};

export interface ZonaPostal {
  readonly localidad: string;
  readonly provincia: string;
  readonly lat: number;
  readonly lng: number;
}

/** The zone of a postal code (its province's capital), or null when no province starts so. */
export function zonaDeCp(cp: string): ZonaPostal | null {
  const codigo = cp.slice(0, 2);
  const provincia = provinciaByCodigo(codigo);
  const capital = CAPITALES[codigo];
  if (!/^\d{5}$/.test(cp) || !provincia || !capital) return null;
  const [localidad, lat, lng] = capital;
  return { localidad, provincia: provincia.nombre, lat, lng };
}

/** "María García López". */
export function nombrePersona(azar: Azar): string {
  return `${azar.elegir(NOMBRES)} ${azar.elegir(APELLIDOS)} ${azar.elegir(APELLIDOS)}`;
}
