import type { Database } from '../db/database';
import { findDemoPasswordAccounts } from './demo-passwords';
import { BOOTSTRAP_COMMAND, hasPlatformAdmin } from './platform-admin';

/** The bootstrap option that gives demo-password accounts one-time passwords. */
export const RETIRE_DEMO_OPTION = '--retirar-demo';

export class ProductionStartRefused extends Error {}

/**
 * Issue 28, run by a production start before it listens: refuses any account that still has the
 * demo's password (anyone who read the README could sign in as it), and answers the line to
 * print when the installation has no platform administrator yet (null when it has one).
 */
export async function checkProductionStart(
  database: Database,
  platformSubdomain: string,
): Promise<string | null> {
  const demo = await findDemoPasswordAccounts(database);
  if (demo.length > 0) {
    const names = demo.map((account) => `${account.username}@${account.subdomain}`).join(', ');
    throw new ProductionStartRefused(
      `Arranque de producción rechazado: ${demo.length} cuenta(s) con la contraseña de demostración (${names}). ` +
        `Cámbielas con: ${BOOTSTRAP_COMMAND} -- ${RETIRE_DEMO_OPTION}`,
    );
  }
  if (await hasPlatformAdmin(database, platformSubdomain)) return null;
  return `No hay ningún SuperAdmin de plataforma. Créelo con: ${BOOTSTRAP_COMMAND}`;
}
