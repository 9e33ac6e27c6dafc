import { and, eq, sql } from 'drizzle-orm';
import type { TenantTx } from '../../db/database';
import { accounts } from '../../db/schema/accounts';
import { clientes } from '../../db/schema/clientes';
import { enviosOferta } from '../../db/schema/correo';
import { tenants } from '../../db/schema/tenancy';

export type EnvioOfertaRow = typeof enviosOferta.$inferSelect;
export const ESTADOS_ENVIO = { solicitado: 'SOLICITADO', enviado: 'ENVIADO', fallido: 'FALLIDO' } as const;

/** The send request as asked; its job id is set once the job exists (the job names the send). */
export async function insertEnvio(
  tx: TenantTx,
  values: Pick<
    EnvioOfertaRow,
    'ofertaId' | 'clienteId' | 'accountId' | 'para' | 'responderA' | 'asunto' | 'cuerpo'
  >,
): Promise<number> {
  const [row] = await tx
    .insert(enviosOferta)
    .values({ tenantId: tx.tenantId, ...values })
    .returning({ id: enviosOferta.id });
  if (!row) throw new Error('No se pudo registrar el envío');
  return row.id;
}

const esteEnvio = (tx: TenantTx, id: number) =>
  and(eq(enviosOferta.tenantId, tx.tenantId), eq(enviosOferta.id, id));

export async function setJobEnvio(tx: TenantTx, id: number, jobId: string): Promise<void> {
  await tx.update(enviosOferta).set({ jobId }).where(esteEnvio(tx, id));
}

export async function readEnvio(tx: TenantTx, id: number): Promise<EnvioOfertaRow | null> {
  const [row] = await tx.select().from(enviosOferta).where(esteEnvio(tx, id));
  return row ?? null;
}

export async function terminarEnvio(
  tx: TenantTx,
  id: number,
  outcome: { estado: 'ENVIADO' | 'FALLIDO'; error: string | null; intentos: number },
): Promise<void> {
  await tx
    .update(enviosOferta)
    .set({ ...outcome, terminadoEl: sql`now()` })
    .where(esteEnvio(tx, id));
}

/** Who the offer is for: the name the template greets and the address it goes to by default. */
export async function readContactoCliente(tx: TenantTx, clienteId: number) {
  const [row] = await tx
    .select({ nombre: clientes.nombre, email: clientes.email })
    .from(clientes)
    .where(and(eq(clientes.tenantId, tx.tenantId), eq(clientes.id, clienteId)));
  return row ?? null;
}

/** The agent's address (the reply-to), when their account has one. */
export async function readEmailCuenta(tx: TenantTx, accountId: number): Promise<string | null> {
  const [row] = await tx
    .select({ email: accounts.email })
    .from(accounts)
    .where(and(eq(accounts.tenantId, tx.tenantId), eq(accounts.id, accountId)));
  return row?.email || null;
}

/** The distributor's name as the printed offer shows it (a job has no request to read it from). */
export async function readNombreDistribuidor(tx: TenantTx): Promise<string> {
  const [row] = await tx.select({ name: tenants.name }).from(tenants).where(eq(tenants.id, tx.tenantId));
  if (!row) throw new Error(`No existe el distribuidor ${tx.tenantId}`);
  return row.name;
}
