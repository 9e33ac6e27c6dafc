import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { PagedList } from '../../../components/paged-grid/paged-list';
import { PagedListHeader } from '../../../components/paged-grid/paged-list-header';
import { ImportacionDetalle } from './importacion-detalle';
import { useImportacionAbierta } from './use-importacion-abierta';
import { IMPORTACIONES_COLUMNS } from './importaciones-columns';
import { IMPORTACIONES_LIST } from './importaciones-list';
import { useFiltrosImportaciones } from './use-filtros-importaciones';

/**
 * /databaseManagement's Importaciones tab (SuperAdmin, issue 17): the import records; a row opens
 * its record (`?importacion=`), where a simulated import is applied and an applied one undone.
 */
export function ImportacionesTab() {
  const [id, abrir] = useImportacionAbierta();
  const filterOptions = useFiltrosImportaciones();

  if (id !== null)
    return (
      <Box>
        <Button startIcon={<ArrowBackIcon />} onClick={() => abrir(null)} sx={{ mb: 2 }}>
          Volver a las importaciones
        </Button>
        <ImportacionDetalle id={id} />
      </Box>
    );
  return (
    <PagedList
      list={IMPORTACIONES_LIST}
      columns={IMPORTACIONES_COLUMNS}
      filterOptions={filterOptions}
      onOpen={(row) => abrir(row.id)}
      header={(controls) => <PagedListHeader controls={controls} items={IMPORTACIONES_LIST.texts.items} />}
    />
  );
}
