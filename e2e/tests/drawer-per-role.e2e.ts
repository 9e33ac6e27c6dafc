import { describe, expect, inject, it } from 'vitest';
import { saveScreenshot, useBrowser } from '../support/browser';
import { expectedDisplayName } from '../support/api-client';
import { drawerEntries, mainNavigation } from '../support/drawer';
import { login } from '../support/session';
import {
  DEMO_PASSWORD,
  TENANT_GROUP,
  tenantBase,
  type DemoUsername,
  type TenantLabel,
} from '../support/tenants';

const baseUrl = inject('baseUrl');
const session = useBrowser();

type RoleId = 1 | 2 | 3 | 4;
type Group = (typeof TENANT_GROUP)[TenantLabel];

// SPEC §2, written out here on purpose (not imported from the app) so this test can disagree
// with the app's own table. An entry shows when role id <= maxRole and the tenant has its group.
const SPEC_DRAWER: readonly { label: string; maxRole: RoleId; group?: Group }[] = [
  { label: 'Dashboard', maxRole: 4 },
  { label: 'Gerencia', maxRole: 3 },
  { label: 'Teletrabajo', maxRole: 4 },
  { label: 'RetailX', maxRole: 2, group: 'D' },
  { label: 'ÁreaPersonal', maxRole: 4 },
  { label: 'Administración', maxRole: 2 },
  { label: 'Dispositivos', maxRole: 4, group: 'A' },
  { label: 'RRHH', maxRole: 2 },
  { label: 'Database Management', maxRole: 1 },
];

const DEMO_ROLES: Record<DemoUsername, { id: RoleId; name: string }> = {
  superadmin: { id: 1, name: 'SuperAdmin' },
  admin: { id: 2, name: 'Admin' },
  manager: { id: 3, name: 'Manager' },
  comercial: { id: 4, name: 'Comercial' },
};

function expectedEntries(tenant: TenantLabel, username: DemoUsername): string[] {
  const role = DEMO_ROLES[username].id;
  return SPEC_DRAWER.filter(
    (entry) => role <= entry.maxRole && (entry.group === undefined || entry.group === TENANT_GROUP[tenant]),
  ).map((entry) => entry.label);
}

const CASES: readonly { tenant: TenantLabel; username: DemoUsername }[] = [
  { tenant: 'demo', username: 'superadmin' },
  { tenant: 'demo', username: 'admin' },
  { tenant: 'demo', username: 'manager' },
  { tenant: 'demo', username: 'comercial' },
  { tenant: 'demo2', username: 'admin' },
  { tenant: 'demo2', username: 'comercial' },
];

describe('side drawer per role and tenant group', () => {
  it.each(CASES)(
    'shows $username on $tenant exactly the entries SPEC §2 allows, with name and role',
    async ({ tenant, username }) => {
      const { page } = session();
      const tenantUrl = tenantBase(baseUrl, tenant);
      const name = await expectedDisplayName(tenantUrl, username, DEMO_PASSWORD);
      await login(page, tenantUrl, username, DEMO_PASSWORD);

      expect(await drawerEntries(page)).toEqual(expectedEntries(tenant, username));
      const nav = mainNavigation(page);
      // A list of one link per entry; the section on screen (the dashboard) is marked current.
      expect(await nav.getByRole('listitem').count()).toBe(expectedEntries(tenant, username).length);
      const current = nav.locator('a[aria-current="page"]');
      expect(await current.allInnerTexts()).toEqual(['Dashboard']);
      await nav.getByText(DEMO_ROLES[username].name, { exact: true }).waitFor();
      await nav.getByText(name, { exact: true }).waitFor();
      await saveScreenshot(page, `dashboard-${tenant}-${username}`);
    },
  );
});
