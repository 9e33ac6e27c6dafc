/**
 * Test-only (aplicar-kill.test.ts on PGlite): one database step of the kill test in a process of
 * its own, so the API's data directory is never open twice. Prints the step's answer as JSON.
 *
 *   node --import tsx aplicar-kill.test-script.ts preparar <dataDir> <filas>
 *   node --import tsx aplicar-kill.test-script.ts envejecer|comprobar <dataDir> '<ImportacionDeMuerte JSON>'
 */
import { openDatabase } from '../../db/open-database';
import { ensurePlatformData } from '../../db/seed/platform-data';
import {
  comprobarMuerte,
  envejecerTrabajos,
  prepararMuerte,
  type ImportacionDeMuerte,
} from './aplicar-kill.test-support';

const [paso, dataDir, argumento] = process.argv.slice(2);
if (!paso || !dataDir || !argumento) throw new Error('uso: <paso> <dataDir> <argumento>');
const database = await openDatabase({ dataDir });
try {
  let answer: unknown;
  if (paso === 'preparar') {
    await ensurePlatformData(database);
    answer = await prepararMuerte(database, Number(argumento));
  } else {
    const muerte = JSON.parse(argumento) as ImportacionDeMuerte;
    answer =
      paso === 'envejecer'
        ? await envejecerTrabajos(database, muerte)
        : await comprobarMuerte(database, muerte);
  }
  process.stdout.write(`${JSON.stringify(answer)}\n`);
} finally {
  await database.close();
}
