import type { ReactNode } from 'react';
import { NoLlamarTab } from '../no-llamar/no-llamar.public';

/** One tab of /databaseManagement (SuperAdmin, SPEC §2): its `?tab=` value, label and body. */
export interface DatabaseManagementTab {
  key: string;
  label: string;
  render: () => ReactNode;
}

// Issue 17: lead lists and data protection. The import, deal-out and origin tabs come next.
export const DATABASE_MANAGEMENT_TABS: readonly DatabaseManagementTab[] = [
  { key: 'no-llamar', label: 'No llamar', render: () => <NoLlamarTab /> },
];

/** The tab a `?tab=` value names, or the first. */
export const tabOf = (value: string | null): DatabaseManagementTab =>
  DATABASE_MANAGEMENT_TABS.find((tab) => tab.key === value) ?? DATABASE_MANAGEMENT_TABS[0]!;
