import { useState } from 'react';
import type { EntradaAuditoria } from '@ventas/domain/auditoria/auditoria-contract';
import { PagedList } from '../../../components/paged-grid/paged-list';
import { PagedListHeader } from '../../../components/paged-grid/paged-list-header';
import { AUDITORIA_LIST } from '../auditoria-list';
import { AUDITORIA_COLUMNS } from './auditoria-columns';
import { CambiosDialog } from './cambios-dialog';
import { useAuditoriaFilterOptions } from './use-auditoria-filter-options';

/**
 * /ManagementBase's Auditoría tab (Admin and above, issue 17): the log searched by user, entity,
 * identifier, action and date, exported to xlsx; a row opens its fields before and after.
 */
export function AuditoriaTab() {
  const [open, setOpen] = useState<EntradaAuditoria | null>(null);
  const filterOptions = useAuditoriaFilterOptions();
  return (
    <PagedList
      list={AUDITORIA_LIST}
      columns={AUDITORIA_COLUMNS}
      filterOptions={filterOptions}
      onOpen={setOpen}
      header={(controls) => <PagedListHeader controls={controls} items={AUDITORIA_LIST.texts.items} />}
    >
      {open && <CambiosDialog entrada={open} onClose={() => setOpen(null)} />}
    </PagedList>
  );
}
