import {
  CAMPOS_REPETIBLES,
  type CampoImportacion,
  type ColumnaFichero,
  type Mapeo,
} from './importacion-contract';

/** A header as compared: lower case, no accents, no punctuation, single spaces. */
export function foldCabecera(cabecera: string): string {
  return cabecera
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** Headers people write for each field (folded), most specific first. */
const SINONIMOS: Record<CampoImportacion, readonly string[]> = {
  nombre: [
    'nombre',
    'nombre completo',
    'nombre y apellidos',
    'nombre cliente',
    'nombre del cliente',
    'cliente',
    'razon social',
    'titular',
    'name',
    'full name',
  ],
  documento: [
    'documento',
    'dni',
    'nif',
    'nie',
    'cif',
    'dni nie',
    'dni nif',
    'nif cif',
    'nif nie',
    'n documento',
    'num documento',
    'numero documento',
    'numero de documento',
    'documento de identidad',
    'document',
  ],
  tipo_documento: ['tipo documento', 'tipo de documento', 'tipo doc'],
  telefono: [
    'telefono',
    'telefonos',
    'movil',
    'tel',
    'tlf',
    'telf',
    'fijo',
    'telefono 1',
    'telefono 2',
    'phone',
    'mobile',
    'celular',
    'msisdn',
  ],
  email: ['email', 'e mail', 'correo', 'correo electronico', 'mail'],
  direccion: ['direccion', 'domicilio', 'calle', 'direccion postal', 'address'],
  cp: ['cp', 'codigo postal', 'c p', 'cod postal', 'postal', 'zip'],
  localidad: ['localidad', 'poblacion', 'municipio', 'ciudad'],
  segmento: ['segmento'],
  isp_actual: ['isp', 'isp actual', 'operador', 'operador actual', 'compania', 'compania actual'],
  notas: ['notas', 'observaciones', 'comentarios'],
};

function campoDeCabecera(folded: string): CampoImportacion | null {
  for (const [campo, sinonimos] of Object.entries(SINONIMOS) as [CampoImportacion, readonly string[]][])
    if (sinonimos.includes(folded)) return campo;
  // "Teléfono móvil", "tlf. fijo 2": a phone column by its first word.
  const primera = folded.split(' ')[0] ?? '';
  if (SINONIMOS.telefono.includes(primera)) return 'telefono';
  return null;
}

/**
 * The mapping offered for a file: the origin's saved mapping first (by folded header), then the
 * usual header names. A field that is not repeatable goes to its first column only.
 */
export function sugerirMapeo(
  columnas: readonly ColumnaFichero[],
  guardado: Readonly<Record<string, CampoImportacion | null>> | null,
): Mapeo {
  const mapeo: Mapeo = {};
  const usados = new Set<CampoImportacion>();
  for (const columna of columnas) {
    const folded = foldCabecera(columna.cabecera);
    const campo = guardado && folded in guardado ? (guardado[folded] ?? null) : campoDeCabecera(folded);
    const libre = campo !== null && (CAMPOS_REPETIBLES.includes(campo) || !usados.has(campo));
    mapeo[String(columna.indice)] = libre ? campo : null;
    if (libre && campo) usados.add(campo);
  }
  return mapeo;
}
