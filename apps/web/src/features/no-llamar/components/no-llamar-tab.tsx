import AddIcon from '@mui/icons-material/Add';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { FUENTES, type NoLlamar } from '@ventas/domain/no-llamar/no-llamar-contract';
import { countLabel } from '../../../components/paged-grid/count-label';
import type { FilterOptions } from '../../../components/paged-grid/filter-options';
import { PagedList } from '../../../components/paged-grid/paged-list';
import { AnadirTelefonoDialog } from './anadir-telefono-dialog';
import { clienteHref, fuenteLabel, NO_LLAMAR_COLUMNS } from './no-llamar-columns';
import { NO_LLAMAR_LIST } from './no-llamar-list';
import { RetirarTelefonoDialog } from './retirar-telefono-dialog';
import { SubirListaDialog } from './subir-lista-dialog';

type Open = { action: 'anadir' } | { action: 'subir' } | { action: 'retirar'; row: NoLlamar } | null;

const FUENTE_OPTIONS = FUENTES.map((value) => ({ value, label: fuenteLabel(value) }));
const FILTER_OPTIONS: FilterOptions = {
  options: (key) => (key === 'fuente' ? FUENTE_OPTIONS : null),
  label: (key, value) => (key === 'fuente' ? fuenteLabel(value) : undefined),
};

/**
 * /databaseManagement's No llamar tab (SuperAdmin, issue 17): the opted-out phones, searched by
 * phone and filtered by source and date; add one, upload a list, withdraw one.
 */
export function NoLlamarTab() {
  const navigate = useNavigate();
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);
  const columns = useMemo(
    () => ({
      ...NO_LLAMAR_COLUMNS,
      build: (compact: boolean) => [
        ...NO_LLAMAR_COLUMNS.build(compact),
        {
          field: 'acciones',
          headerName: '',
          width: 64,
          sortable: false,
          disableColumnMenu: true,
          renderCell: ({ row }: { row: NoLlamar }) =>
            row.fuente === 'supresion' ? null : (
              <IconButton
                aria-label={`Retirar ${row.telefono} de la lista`}
                onClick={(event) => {
                  event.stopPropagation();
                  setOpen({ action: 'retirar', row });
                }}
              >
                <DeleteOutlinedIcon />
              </IconButton>
            ),
        },
      ],
      phone: [...NO_LLAMAR_COLUMNS.phone, 'acciones'],
    }),
    [],
  );

  return (
    <PagedList
      list={NO_LLAMAR_LIST}
      columns={columns}
      filterOptions={FILTER_OPTIONS}
      // A row opens its customer, if it has one; withdrawal is its own button.
      onOpen={(row) => row.cliente && void navigate(clienteHref(row.cliente.id))}
      header={({ count }) => (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 1.5 }}>
          <Typography color="text.secondary" aria-live="polite" sx={{ flexGrow: 1 }}>
            {count === undefined ? '' : countLabel(count, NO_LLAMAR_LIST.texts.items)}
          </Typography>
          <Button
            variant="outlined"
            startIcon={<UploadFileIcon />}
            onClick={() => setOpen({ action: 'subir' })}
          >
            Subir lista
          </Button>
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setOpen({ action: 'anadir' })}>
            Añadir teléfono
          </Button>
        </Box>
      )}
    >
      {open?.action === 'anadir' && <AnadirTelefonoDialog onClose={close} />}
      {open?.action === 'subir' && <SubirListaDialog onClose={close} />}
      {open?.action === 'retirar' && <RetirarTelefonoDialog row={open.row} onClose={close} />}
    </PagedList>
  );
}
