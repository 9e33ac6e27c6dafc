/**
 * Builds apps/api/src/features/localidades/data/codigos-postales.json (and SOURCE.md beside it)
 * from the INE postal-code dataset. Run once, by hand, when a new edition comes out:
 *
 *   npx tsx apps/api/scripts/build-postal-codes.ts <dataset-folder>
 *
 * The folder holds codigos_postales_municipios.csv, codigos_postales_municipiosid_entidades.csv
 * and README.md. The app only reads the JSON; it never fetches the data at run time.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseCsv } from '@ventas/domain/postal-codes/parse-csv';
import {
  buildPostalCodeIndex,
  serializePostalCodeIndex,
  type EntidadRow,
  type MunicipioRow,
} from '@ventas/domain/postal-codes/postal-code-index';

const OUTPUT_DIR = fileURLToPath(new URL('../src/features/localidades/data/', import.meta.url));

const BUILD_NOTE = `
## How \`codigos-postales.json\` is built

\`npx tsx apps/api/scripts/build-postal-codes.ts <dataset-folder>\` reads both CSVs
and writes one compact JSON object: postal code -> list of
\`{ municipio_id, municipio, provincia, localidades }\`, every municipality a code covers, by name.
\`localidades\` is the municipality's name, then the distinct locality and nucleus names of that
postal code and municipality, sorted. Cleaning (see \`packages/domain/src/postal-codes/\`):
names in reading order ("La Pobla de Massaluca"), brackets left open by the 25-character cut
dropped, cut municipality names restored, \`*Diseminado*\` left out, codes that are not 5 digits
starting 01-52 dropped, and the province taken from the municipality code. Pairs that only the
locality file lists are left out.
`;

function readRows<T>(folder: string, file: string): T[] {
  return parseCsv(readFileSync(join(folder, file), 'utf8')) as T[];
}

function main(folder: string | undefined): void {
  if (!folder) {
    console.error('Usage: npx tsx apps/api/scripts/build-postal-codes.ts <dataset-folder>');
    process.exitCode = 1;
    return;
  }
  const municipios = readRows<MunicipioRow>(folder, 'codigos_postales_municipios.csv');
  const entidades = readRows<EntidadRow>(folder, 'codigos_postales_municipiosid_entidades.csv');
  const { index, invalidCodes, unmatchedEntidadRows } = buildPostalCodeIndex(municipios, entidades);

  const json = serializePostalCodeIndex(index);
  writeFileSync(join(OUTPUT_DIR, 'codigos-postales.json'), `${json}\n`);
  // The dataset's own note (source, INE citation, PDDL licence) travels with the data.
  const readme = readFileSync(join(folder, 'README.md'), 'utf8');
  writeFileSync(join(OUTPUT_DIR, 'SOURCE.md'), `${readme.trimEnd()}\n${BUILD_NOTE}`);

  const entries = [...index.values()].reduce((total, list) => total + list.length, 0);
  const shared = [...index.values()].filter((list) => list.length > 1).length;
  console.log(
    [
      `${index.size} postal codes, ${entries} postal code/municipality pairs, ${shared} codes with several municipalities`,
      `left out: invalid codes ${invalidCodes.join(', ') || 'none'}; ${unmatchedEntidadRows} locality rows without their pair`,
      `codigos-postales.json: ${(Buffer.byteLength(json) / 1024).toFixed(0)} KiB`,
    ].join('\n'),
  );
}

main(process.argv[2]);
