import type { ListHeaderControls } from '../../../components/paged-grid/paged-list';
import { PagedListHeader } from '../../../components/paged-grid/paged-list-header';
import { CUENTAS_LIST } from '../cuentas-list';

/** The directory's count and its buttons: filters, export and "Nueva cuenta". */
export function RrhhHeader({ controls, onCreate }: { controls: ListHeaderControls; onCreate: () => void }) {
  return (
    <PagedListHeader
      controls={controls}
      items={CUENTAS_LIST.texts.items}
      create={{ label: 'Nueva cuenta', onClick: onCreate }}
    />
  );
}
