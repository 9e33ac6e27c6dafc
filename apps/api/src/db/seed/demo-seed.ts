import { count, eq } from 'drizzle-orm';
import type { DatosLegales } from '@ventas/domain/distribuidores/datos-legales';
import { estadoClienteLabel } from '@ventas/domain/clientes/cliente-labels';
import type { GroupName } from '@ventas/domain/permissions/roles';
import { segmentLabel } from '@ventas/domain/servicios/segment-labels';
import type { Database } from '../database';
import { opciones, origenesBbdd, tiposObjetivo } from '../schema/catalogos';
import { tenants } from '../schema/tenancy';
import { seedDemoCalculadora } from './demo-calculadora';
import { seedDemoCatalogue } from './demo-catalogue';
import { seedDemoClientes } from './demo-clientes';
import { seedDemoComunicados } from './demo-comunicados';
import { createAccount, createTenant, type NewAccount } from './tenant-factory';

export const DEMO_PASSWORD = 'demo1234';

const DEMO_TENANTS: ReadonlyArray<{ name: string; subdomain: string; groups: GroupName[] }> = [
  { name: 'Demo Telecom', subdomain: 'demo', groups: ['A'] },
  { name: 'Demo Retail', subdomain: 'demo2', groups: ['D'] },
  // Issue 18: provider B's screens (coverage, invoices, renewals, orders) need a group-B distributor.
  { name: 'Demo Operador', subdomain: 'demo3', groups: ['B'] },
];

/**
 * Issue 29 §5: the legal data each demo distributor's offers print, by subdomain. The CIFs are
 * valid (control digit per Orden EHA/451/2008) but invented.
 */
export const DEMO_DATOS_LEGALES: Readonly<Record<string, DatosLegales>> = {
  demo: {
    razon_social: 'Demo Telecom Soluciones, S.L.',
    cif: 'B86123452',
    direccion: 'Calle de Alcalá 120, 3.º izda.',
    codigo_postal: '28009',
    localidad: 'Madrid',
  },
  demo2: {
    razon_social: 'Demo Retail Comunicaciones, S.L.',
    cif: 'B41789017',
    direccion: 'Avenida de la Constitución 24',
    codigo_postal: '41004',
    localidad: 'Sevilla',
  },
  demo3: {
    razon_social: 'Demo Operador Distribución, S.A.',
    cif: 'A08543217',
    direccion: 'Carrer de Balmes 150',
    codigo_postal: '08008',
    localidad: 'Barcelona',
  },
};

const DEMO_ACCOUNTS: ReadonlyArray<Omit<NewAccount, 'password'>> = [
  { username: 'superadmin', rol: 1, nombre: 'Sara', apellidos: 'Admin General' },
  { username: 'admin', rol: 2, nombre: 'Alberto', apellidos: 'Administrador' },
  { username: 'manager', rol: 3, nombre: 'Marta', apellidos: 'Gerente' },
  { username: 'comercial', rol: 4, nombre: 'Carlos', apellidos: 'Comercial', tipoComercial: 'TIENDA' },
];

const DEMO_ORIGENES = ['Base propia', 'Campaña web', 'Referido', 'Feria'];
const DEMO_TIPOS_OBJETIVO = ['PREPAGO', 'POSPAGO', 'TV', 'FIJOS PARTICULAR', 'FIJOS PRO', 'ENERGIA'];

/** Tenant-editable choice lists behind /api/utils/opciones/ (values as the forms send them). */
export const DEFAULT_OPCIONES: Record<string, string[]> = {
  segmento: ['PARTICULAR', 'NEGOCIOS'],
  isp: ['Movistar', 'Vodafone', 'Orange', 'MásMóvil', 'Digi', 'Otro'],
  razon_no_interesado: ['Precio', 'Permanencia', 'Ya es cliente', 'No contesta', 'Otro'],
  tipo_no_interesado: ['Definitivo', 'Temporal'],
  tipo_llamada: ['Entrante', 'Saliente'],
  estado_cliente: ['NUEVO', 'AGENDADO', 'NO_INTERESADO', 'OFERTA', 'VENDIDO'],
};

/** The lists whose values are codes: the select shows the domain's label, the form sends the code. */
const ETIQUETAS_DE_CODIGOS: Partial<Record<string, (valor: string) => string>> = {
  segmento: segmentLabel,
  estado_cliente: estadoClienteLabel,
};
const etiquetaDeOpcion = (tipo: string, valor: string): string =>
  ETIQUETAS_DE_CODIGOS[tipo]?.(valor) ?? valor;

/**
 * The platform distributor (decision 134): no groups, no business data, one SuperAdmin who
 * manages every distributor from its host. Its subdomain is config PLATFORM_TENANT.
 */
export const DEMO_PLATFORM = { name: 'Plataforma Ventas', username: 'superadmin' } as const;

/** Every username the demo creates, the platform's SuperAdmin included (issue 28's start check). */
export const DEMO_ACCOUNT_USERNAMES: readonly string[] = [
  ...new Set([...DEMO_ACCOUNTS.map((account) => account.username), DEMO_PLATFORM.username]),
];

/**
 * What the console says at start when the demo is on: where each demo tenant answers and who may
 * sign in (the tenant is the host's first label, so each has its own URL).
 */
export function demoAccessLines(port: number, platformSubdomain: string): string[] {
  return [
    ...DEMO_TENANTS.map(
      (tenant) =>
        `  ${tenant.name} (grupo ${tenant.groups.join(', ')}): http://${tenant.subdomain}.localhost:${port}`,
    ),
    `  Usuarios (contraseña ${DEMO_PASSWORD}): ${DEMO_ACCOUNTS.map((account) => account.username).join(', ')}`,
    `  ${DEMO_PLATFORM.name} (gestiona los distribuidores): http://${platformSubdomain}.localhost:${port}` +
      ` — usuario ${DEMO_PLATFORM.username}, contraseña ${DEMO_PASSWORD}`,
  ];
}

/**
 * A feature's own demo rows for one demo tenant. Infrastructure imports no feature, so server.ts
 * (the composition root) hands them in.
 */
export type DemoFeatureSeed = (
  database: Database,
  tenantId: number,
  groups: readonly GroupName[],
) => Promise<void>;

/**
 * Runs on an empty database only: three tenants (groups A, D and B), four accounts each, and the
 * platform distributor with its SuperAdmin.
 */
export async function seedDemoData(
  database: Database,
  platformSubdomain: string,
  featureSeeds: readonly DemoFeatureSeed[] = [],
): Promise<boolean> {
  const [existing] = await database.owner.select({ n: count() }).from(tenants);
  if ((existing?.n ?? 0) > 0) return false;
  for (const definition of DEMO_TENANTS) {
    const tenant = await createTenant(database, definition);
    const legales = DEMO_DATOS_LEGALES[definition.subdomain];
    if (legales)
      await database.owner
        .update(tenants)
        .set({
          razonSocial: legales.razon_social,
          cif: legales.cif,
          direccion: legales.direccion,
          codigoPostal: legales.codigo_postal,
          localidad: legales.localidad,
        })
        .where(eq(tenants.id, tenant.id));
    const accountIds = new Map<string, number>();
    for (const account of DEMO_ACCOUNTS) {
      const { id } = await createAccount(database, tenant.id, { ...account, password: DEMO_PASSWORD });
      accountIds.set(account.username, id);
    }
    await seedCatalogues(database, tenant.id);
    await seedDemoClientes(database, tenant.id, accountIds.get('comercial') ?? 0);
    await seedDemoCatalogue(database, tenant.id);
    await seedDemoComunicados(database, tenant.id, [...accountIds.values()]);
    await seedDemoCalculadora(database, tenant.id, {
      comercial: accountIds.get('comercial') ?? 0,
      manager: accountIds.get('manager') ?? 0,
    });
    for (const seed of featureSeeds) await seed(database, tenant.id, definition.groups);
  }
  await createTenant(database, { name: DEMO_PLATFORM.name, subdomain: platformSubdomain, groups: [] }, [
    {
      username: DEMO_PLATFORM.username,
      password: DEMO_PASSWORD,
      rol: 1,
      nombre: 'Pablo',
      apellidos: 'Plataforma',
    },
  ]);
  return true;
}

export async function seedCatalogues(database: Database, tenantId: number): Promise<void> {
  await database.tenant(tenantId, async (tx) => {
    await tx.insert(origenesBbdd).values(DEMO_ORIGENES.map((nombre) => ({ tenantId, nombre })));
    await tx.insert(tiposObjetivo).values(DEMO_TIPOS_OBJETIVO.map((nombre) => ({ tenantId, nombre })));
    const rows = Object.entries(DEFAULT_OPCIONES).flatMap(([tipo, values]) =>
      values.map((valor, orden) => ({
        tenantId,
        tipo,
        valor,
        etiqueta: etiquetaDeOpcion(tipo, valor),
        orden,
      })),
    );
    await tx.insert(opciones).values(rows);
  });
}
