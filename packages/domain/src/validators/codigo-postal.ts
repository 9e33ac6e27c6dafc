import { invalid, valid, validatedString, type ValidationResult } from './validation-result';

export interface Provincia {
  readonly codigo: string;
  readonly nombre: string;
}

/**
 * The 52 INE province codes (also the first two digits of a postal code and of a municipality
 * code). Names are INE's official ones, written in reading order ("A Coruña", not "Coruña, A").
 */
export const PROVINCIAS: readonly Provincia[] = [
  { codigo: '01', nombre: 'Araba/Álava' },
  { codigo: '02', nombre: 'Albacete' },
  { codigo: '03', nombre: 'Alicante/Alacant' },
  { codigo: '04', nombre: 'Almería' },
  { codigo: '05', nombre: 'Ávila' },
  { codigo: '06', nombre: 'Badajoz' },
  { codigo: '07', nombre: 'Illes Balears' },
  { codigo: '08', nombre: 'Barcelona' },
  { codigo: '09', nombre: 'Burgos' },
  { codigo: '10', nombre: 'Cáceres' },
  { codigo: '11', nombre: 'Cádiz' },
  { codigo: '12', nombre: 'Castellón/Castelló' },
  { codigo: '13', nombre: 'Ciudad Real' },
  { codigo: '14', nombre: 'Córdoba' },
  { codigo: '15', nombre: 'A Coruña' },
  { codigo: '16', nombre: 'Cuenca' },
  { codigo: '17', nombre: 'Girona' },
  { codigo: '18', nombre: 'Granada' },
  { codigo: '19', nombre: 'Guadalajara' },
  { codigo: '20', nombre: 'Gipuzkoa' },
  { codigo: '21', nombre: 'Huelva' },
  { codigo: '22', nombre: 'Huesca' },
  { codigo: '23', nombre: 'Jaén' },
  { codigo: '24', nombre: 'León' },
  { codigo: '25', nombre: 'Lleida' },
  { codigo: '26', nombre: 'La Rioja' },
  { codigo: '27', nombre: 'Lugo' },
  { codigo: '28', nombre: 'Madrid' },
  { codigo: '29', nombre: 'Málaga' },
  { codigo: '30', nombre: 'Murcia' },
  { codigo: '31', nombre: 'Navarra' },
  { codigo: '32', nombre: 'Ourense' },
  { codigo: '33', nombre: 'Asturias' },
  { codigo: '34', nombre: 'Palencia' },
  { codigo: '35', nombre: 'Las Palmas' },
  { codigo: '36', nombre: 'Pontevedra' },
  { codigo: '37', nombre: 'Salamanca' },
  { codigo: '38', nombre: 'Santa Cruz de Tenerife' },
  { codigo: '39', nombre: 'Cantabria' },
  { codigo: '40', nombre: 'Segovia' },
  { codigo: '41', nombre: 'Sevilla' },
  { codigo: '42', nombre: 'Soria' },
  { codigo: '43', nombre: 'Tarragona' },
  { codigo: '44', nombre: 'Teruel' },
  { codigo: '45', nombre: 'Toledo' },
  { codigo: '46', nombre: 'Valencia/València' },
  { codigo: '47', nombre: 'Valladolid' },
  { codigo: '48', nombre: 'Bizkaia' },
  { codigo: '49', nombre: 'Zamora' },
  { codigo: '50', nombre: 'Zaragoza' },
  { codigo: '51', nombre: 'Ceuta' },
  { codigo: '52', nombre: 'Melilla' },
];

const PROVINCIA_BY_CODIGO = new Map(PROVINCIAS.map((provincia) => [provincia.codigo, provincia]));

export const MENSAJES_CODIGO_POSTAL = {
  formato: 'El código postal debe tener 5 cifras',
  provincia: 'El código postal no corresponde a ninguna provincia (empieza por 01 a 52)',
} as const;

/** The province with this two-digit INE code ('28'), or null. */
export function provinciaByCodigo(codigo: string): Provincia | null {
  return PROVINCIA_BY_CODIGO.get(codigo) ?? null;
}

export function validateCodigoPostal(value: string): ValidationResult {
  const codigoPostal = value.trim();
  if (!/^\d{5}$/.test(codigoPostal)) return invalid(MENSAJES_CODIGO_POSTAL.formato);
  return provinciaByCodigo(codigoPostal.slice(0, 2))
    ? valid(codigoPostal)
    : invalid(MENSAJES_CODIGO_POSTAL.provincia);
}

/**
 * The province a postal code's first two digits name. A few codes serve villages across a
 * province line; for those the municipality's own code is the truth (see postal-codes/).
 */
export function provinciaFromCodigoPostal(codigoPostal: string): Provincia | null {
  const result = validateCodigoPostal(codigoPostal);
  return result.ok ? provinciaByCodigo(result.value.slice(0, 2)) : null;
}

export const codigoPostalSchema = validatedString(validateCodigoPostal);
