import { readFile } from 'node:fs/promises';

/** One municipality a postal code covers, as scripts/build-postal-codes.ts writes it. */
export interface MunicipioDeCodigoPostal {
  municipio_id: string;
  municipio: string;
  provincia: string;
  localidades: string[];
}

type Directory = Record<string, MunicipioDeCodigoPostal[]>;

const DATA_FILE = new URL('./data/codigos-postales.json', import.meta.url);

let loading: Promise<Directory> | undefined;

/**
 * The INE postal-code directory (data/SOURCE.md), 2.4 MB: read on first use, not at import,
 * and kept for the life of the process. A failed read is retried on the next request.
 */
function directory(): Promise<Directory> {
  loading ??= readFile(DATA_FILE, 'utf8')
    .then((text) => JSON.parse(text) as Directory)
    .catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
  return loading;
}

/** Every municipality the code covers; none for a well-formed code INE does not list. */
export async function municipiosOf(codigoPostal: string): Promise<MunicipioDeCodigoPostal[]> {
  const entries = await directory();
  return Object.hasOwn(entries, codigoPostal) ? (entries[codigoPostal] ?? []) : [];
}
