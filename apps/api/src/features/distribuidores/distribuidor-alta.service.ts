import type {
  DistribuidorCreate,
  SuperadminInicial,
} from '@ventas/domain/distribuidores/distribuidores-contract';
import {
  SUBDOMINIO_MESSAGES,
  subdominioLibre,
  subdominioReservado,
  subdominiosCandidatos,
} from '@ventas/domain/distribuidores/subdominio';
import type { Database } from '../../db/database';
import { createTenant } from '../../db/seed/tenant-factory';
import { invalid } from '../../http/app-error';
import { subdomainsTaken } from './distribuidores-admin.repository';
import { isUniqueViolation, oneTimePassword, primerSuperAdmin } from './primer-superadmin';

/** Rounds of "pick a free label, insert" when other creations take the labels in between. */
const RONDAS_CON_CARRERA = 3;

/**
 * The subdomain to try: the one sent (refused if reserved or taken), else the first label derived
 * from the name (issue 29 §4) that is neither; null when every derived label is.
 */
async function elegirSubdominio(
  database: Database,
  platform: string,
  form: DistribuidorCreate,
): Promise<string | null> {
  if (form.subdomain !== undefined) {
    const sent = form.subdomain;
    if (subdominioReservado(sent, platform)) throw invalid({ subdomain: [SUBDOMINIO_MESSAGES.reservado] });
    if ((await database.registry((tx) => subdomainsTaken(tx, [sent]))).size > 0)
      throw invalid({ subdomain: [SUBDOMINIO_MESSAGES.enUso] });
    return sent;
  }
  const taken = await database.registry((tx) => subdomainsTaken(tx, subdominiosCandidatos(form.name)));
  return subdominioLibre(form.name, platform, (label) => taken.has(label));
}

/**
 * Creates a distributor (groups already checked) and, when its username is given, its first
 * SuperAdmin with a one-time password. A subdomain taken in the meantime is a 400, never a 500:
 * a sent one at once, a derived one only when a few rounds of picking the next free label fail.
 */
export async function crearDistribuidor(
  database: Database,
  platform: string,
  form: DistribuidorCreate,
): Promise<{ id: number; superadmin: SuperadminInicial | null }> {
  const password = oneTimePassword();
  const cuentas = form.superadmin_username ? [primerSuperAdmin(form.superadmin_username, password)] : [];
  for (let ronda = 1; ; ronda += 1) {
    const subdomain = await elegirSubdominio(database, platform, form);
    if (subdomain === null) throw invalid({ subdomain: [SUBDOMINIO_MESSAGES.sinLibre] });
    try {
      const { id } = await createTenant(
        database,
        { name: form.name, subdomain, groups: form.groups, sellingCompanies: form.selling_companies },
        cuentas,
      );
      const superadmin = form.superadmin_username
        ? { username: form.superadmin_username, password_inicial: password }
        : null;
      return { id, superadmin };
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      // The next round refuses a sent subdomain as taken; a derived one moves to the next label.
      if (ronda >= RONDAS_CON_CARRERA) throw invalid({ subdomain: [SUBDOMINIO_MESSAGES.enUso] });
    }
  }
}
