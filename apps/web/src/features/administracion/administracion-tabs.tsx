import type { ReactNode } from 'react';
import { hasLevel } from '@ventas/domain/permissions/access-rule';
import type { Actor } from '@ventas/domain/permissions/roles';
import { AuditoriaTab } from '../auditoria/auditoria.public';
import { CATALOGUE_TABS, catalogueAccess } from '../catalogo/catalogo.public';
import { ComunicadosAdminTab } from '../comunicados/comunicados.public';
import { CredencialesTab } from '../credenciales/credenciales.public';
import { DistribuidoresTab, GruposTab, PermisosTab } from '../sistema/sistema.public';
import { VacacionesTab } from '../vacaciones/vacaciones.public';
import { CorreoSalienteTab } from './correo-saliente/correo-saliente-tab';
import { DatosLegalesTab } from './datos-legales/datos-legales-tab';
import { DeclaracionVentasTab } from './declaracion-ventas/declaracion-ventas-tab';
import { ProbabilidadesPipelineTab } from './probabilidades-pipeline/probabilidades-pipeline-tab';
import { TiposVentaTab } from './tipos-venta/tipos-venta-tab';

/** Who opened /ManagementBase: their role, and whether this is the platform distributor's host. */
export interface QuienAdministra {
  actor: Actor;
  plataforma: boolean;
}

/** One tab of /ManagementBase: its `?tab=` value, its label, who sees it and its body. */
export interface AdministracionTab {
  key: string;
  label: string;
  visible: (quien: QuienAdministra) => boolean;
  render: (quien: QuienAdministra) => ReactNode;
}

const managerOrAbove = ({ actor }: QuienAdministra) => hasLevel(actor, 'manager');
const adminOrAbove = ({ actor }: QuienAdministra) => hasLevel(actor, 'admin');
const superadmin = ({ actor }: QuienAdministra) => hasLevel(actor, 'superadmin');
// Decision 134: the registry shared by every distributor is the platform's SuperAdmins' alone.
const platformSuperadmin = (quien: QuienAdministra) => quien.plataforma && superadmin(quien);

/**
 * The catalogue tables (Manager reads, Admin writes: decision 65), then the people and system tabs
 * of issue 16. The API enforces the same rules; a tab is hidden where its calls would answer 403.
 */
export const ADMINISTRACION_TABS: readonly AdministracionTab[] = [
  ...CATALOGUE_TABS.map((tab) => ({
    key: tab.key,
    label: tab.label,
    visible: managerOrAbove,
    render: ({ actor }: QuienAdministra) => tab.render(catalogueAccess(actor)),
  })),
  // Issue 29 §5: the sale types the configurator offers, the distributor's own closed list (not
  // the platform's, which sells nothing).
  {
    key: 'tipos-venta',
    label: 'Tipos de venta',
    visible: (quien) => adminOrAbove(quien) && !quien.plataforma,
    render: () => <TiposVentaTab />,
  },
  // Issue 29 §5: the legal name, CIF/NIF and address its offers print (the platform's own are
  // edited with each distributor, in Distribuidores).
  {
    key: 'datos-legales',
    label: 'Datos legales',
    visible: (quien) => adminOrAbove(quien) && !quien.plataforma,
    render: () => <DatosLegalesTab />,
  },
  // Issue 29 §5: who declares a sale (Admin changes it) and the activations waiting for the
  // reader's confirmation (a Manager's team's); the platform sells nothing.
  {
    key: 'declaracion-ventas',
    label: 'Declaración de ventas',
    visible: (quien) => managerOrAbove(quien) && !quien.plataforma,
    render: (quien) => <DeclaracionVentasTab puedeCambiar={adminOrAbove(quien)} />,
  },
  // Issue 31 §2: the chance per offer status the offers board weighs its forecast with (Admin
  // changes it, a Manager reads it, as the board shows it to them); the platform sells nothing.
  {
    key: 'pipeline-ofertas',
    label: 'Pipeline de ofertas',
    visible: (quien) => managerOrAbove(quien) && !quien.plataforma,
    render: (quien) => <ProbabilidadesPipelineTab puedeCambiar={adminOrAbove(quien)} />,
  },
  // Issue 31 §3: the SMTP server and template its offers are sent by email with (Admin, as the
  // API: the server's password is a credential); the platform sends no offers.
  {
    key: 'correo-saliente',
    label: 'Correo saliente',
    visible: (quien) => adminOrAbove(quien) && !quien.plataforma,
    render: () => <CorreoSalienteTab />,
  },
  {
    key: 'comunicados',
    label: 'Comunicados',
    visible: adminOrAbove,
    render: () => <ComunicadosAdminTab />,
  },
  {
    key: 'credenciales',
    label: 'Credenciales',
    visible: adminOrAbove,
    render: ({ actor }) => <CredencialesTab canWrite={hasLevel(actor, 'superadmin')} />,
  },
  { key: 'vacaciones', label: 'Vacaciones', visible: adminOrAbove, render: () => <VacacionesTab /> },
  // Issue 17: Admins search the audit log by user, entity and date, and export it.
  { key: 'auditoria', label: 'Auditoría', visible: adminOrAbove, render: () => <AuditoriaTab /> },
  {
    key: 'distribuidores',
    label: 'Distribuidores',
    visible: superadmin,
    render: ({ plataforma }) => <DistribuidoresTab plataforma={plataforma} />,
  },
  { key: 'grupos', label: 'Grupos', visible: platformSuperadmin, render: () => <GruposTab /> },
  { key: 'permisos', label: 'Permisos', visible: platformSuperadmin, render: () => <PermisosTab /> },
];

/** The tabs this person sees, in order. */
export const tabsVisibles = (quien: QuienAdministra): AdministracionTab[] =>
  ADMINISTRACION_TABS.filter((tab) => tab.visible(quien));

/** The tab a `?tab=` value names among the visible ones, or the first for none or an unknown one. */
export function tabOf(
  tabs: readonly AdministracionTab[],
  value: string | null,
): AdministracionTab | undefined {
  return tabs.find((tab) => tab.key === value) ?? tabs[0];
}
