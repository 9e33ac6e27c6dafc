import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import type { Credencial } from '@ventas/domain/credenciales/credenciales-contract';
import { countLabel } from '../../../components/paged-grid/count-label';
import { PagedList } from '../../../components/paged-grid/paged-list';
import { useProveedoresPortal } from '../api/proveedores-portal';
import { CredencialActionsMenu, type CredencialAction } from './credencial-actions-menu';
import { CredencialFormDialog } from './credencial-form-dialog';
import { credencialesColumns } from './credenciales-columns';
import { CREDENCIALES_LIST } from './credenciales-list';
import { DeleteCredencialDialog } from './delete-credencial-dialog';
import { RevelacionesDialog } from './revelaciones-dialog';
import { RevelarDialog } from './revelar-dialog';

type Open = { action: CredencialAction; row: Credencial } | { action: 'crear' } | null;

const NO_FILTER_OPTIONS = { options: () => null, label: () => undefined };
export const SOLO_SUPERADMIN =
  'Solo un SuperAdmin añade, cambia o muestra las credenciales de los portales; usted puede consultar quién las ha mostrado.';

/**
 * /ManagementBase's Credenciales tab (issue 16): Admin and above read the list and the reveal
 * history; the SuperAdmin (`canWrite`) creates, edits, deletes and reveals.
 */
export function CredencialesTab({ canWrite }: { canWrite: boolean }) {
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);
  const proveedores = useProveedoresPortal();
  const columns = useMemo(() => {
    const base = credencialesColumns(proveedores);
    return {
      ...base,
      build: (compact: boolean) => [
        ...base.build(compact),
        {
          field: 'acciones',
          headerName: 'Acciones',
          width: 72,
          sortable: false,
          disableColumnMenu: true,
          renderCell: ({ row }: { row: Credencial }) => (
            <CredencialActionsMenu
              name={row.nombre_portal}
              canWrite={canWrite}
              onAction={(action) => setOpen({ action, row })}
            />
          ),
        },
      ],
      phone: [...base.phone, 'acciones'],
    };
  }, [canWrite, proveedores]);

  return (
    <PagedList
      list={CREDENCIALES_LIST}
      columns={columns}
      filterOptions={NO_FILTER_OPTIONS}
      onOpen={(row) => setOpen({ action: canWrite ? 'editar' : 'historial', row })}
      header={({ count }) => (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 1.5 }}>
          <Typography color="text.secondary" aria-live="polite" sx={{ flexGrow: 1 }}>
            {count === undefined ? '' : countLabel(count, CREDENCIALES_LIST.texts.items)}
          </Typography>
          {canWrite ? (
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setOpen({ action: 'crear' })}>
              Nueva credencial
            </Button>
          ) : (
            // An Admin reads the list; without a word, an empty list and no button read as broken.
            <Typography variant="body2" color="text.secondary" sx={{ width: '100%' }}>
              {SOLO_SUPERADMIN}
            </Typography>
          )}
        </Box>
      )}
    >
      {open?.action === 'crear' && <CredencialFormDialog row={null} onClose={close} />}
      {open?.action === 'editar' && <CredencialFormDialog row={open.row} onClose={close} />}
      {open?.action === 'mostrar' && <RevelarDialog row={open.row} onClose={close} />}
      {open?.action === 'historial' && <RevelacionesDialog row={open.row} onClose={close} />}
      {open?.action === 'borrar' && <DeleteCredencialDialog row={open.row} onClose={close} />}
    </PagedList>
  );
}
