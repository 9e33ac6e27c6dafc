import type { ReactNode } from 'react';
import { ImportacionesTab, ImportarTab } from '../importaciones/importaciones.public';
import { NoLlamarTab } from '../no-llamar/no-llamar.public';
import { RetencionTab } from '../proteccion-datos/proteccion-datos.public';
import { RendimientoOrigenTab } from '../rendimiento-origen/rendimiento-origen.public';
import { RepartoTab } from '../reparto/reparto.public';

/** One tab of /databaseManagement (SuperAdmin, SPEC §2): its `?tab=` value, label and body. */
export interface DatabaseManagementTab {
  key: string;
  label: string;
  render: () => ReactNode;
}

// Issue 17: lead lists (import, records, deal-out, performance) and data protection.
export const DATABASE_MANAGEMENT_TABS: readonly DatabaseManagementTab[] = [
  { key: 'importar', label: 'Importar', render: () => <ImportarTab /> },
  { key: 'importaciones', label: 'Importaciones', render: () => <ImportacionesTab /> },
  { key: 'reparto', label: 'Reparto', render: () => <RepartoTab /> },
  { key: 'rendimiento', label: 'Rendimiento por origen', render: () => <RendimientoOrigenTab /> },
  { key: 'no-llamar', label: 'No llamar', render: () => <NoLlamarTab /> },
  { key: 'retencion', label: 'Retención', render: () => <RetencionTab /> },
];

/** The tab a `?tab=` value names, or the first. */
export const tabOf = (value: string | null): DatabaseManagementTab =>
  DATABASE_MANAGEMENT_TABS.find((tab) => tab.key === value) ?? DATABASE_MANAGEMENT_TABS[0]!;
