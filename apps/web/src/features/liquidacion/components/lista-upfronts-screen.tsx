import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { ListErrorAlert } from '../../../components/paged-grid/list-error-alert';
import { useMemo, useState } from 'react';
import { SECTION_LABELS } from '@ventas/domain/permissions/web-routes';
import { listaUpfrontsQuery, type UpfrontsFiltros } from '../api/lista-upfronts-query';
import { startUpfrontsExport } from '../api/start-upfronts-export';
import { familiasDe } from '../familias-de';
import { useExportButton } from './export-button';
import { UpfrontsFiltrosBar } from './upfronts-filtros';
import { UpfrontsGrid } from './upfronts-grid';

/** SPEC §8 calculator: 'Error al cargar los upfronts'. */
export const ERROR_UPFRONTS = 'Error al cargar los upfronts';
const SIN_FILTROS: UpfrontsFiltros = { content_type: '', familia: null, vigentes: true, search: '' };

/**
 * /areapersonal/listaupfronts (SPEC §2, group A, SuperAdmin and Admin): the catalogue's upfront
 * per item (the one in force, or the whole history), filtered, and its xlsx.
 */
export function ListaUpfrontsScreen() {
  const [filtros, setFiltros] = useState<UpfrontsFiltros>(SIN_FILTROS);
  const upfronts = useQuery(listaUpfrontsQuery(filtros));
  // Every family any entry maps to, whatever the filters: the family filter's choices.
  const historia = useQuery(listaUpfrontsQuery({ ...SIN_FILTROS, vigentes: false }));
  const familias = useMemo(() => familiasDe(historia.data ?? []), [historia.data]);
  const exportar = useExportButton({
    start: () => startUpfrontsExport(filtros),
    items: { one: 'upfront', other: 'upfronts' },
    disabled: !upfronts.data || upfronts.data.length === 0,
  });

  return (
    <Box sx={{ maxWidth: 1400 }}>
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        {`${SECTION_LABELS.areapersonal} — Lista de upfronts`}
      </Typography>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mb: 2, alignItems: { md: 'center' } }}>
        <UpfrontsFiltrosBar filtros={filtros} familias={familias} onChange={setFiltros} />
        <Box sx={{ flexGrow: 1 }} />
        {exportar.button}
      </Stack>
      {exportar.progress}
      {upfronts.isError ? (
        <ListErrorAlert text={ERROR_UPFRONTS} onRetry={() => void upfronts.refetch()} />
      ) : upfronts.data ? (
        <UpfrontsGrid rows={upfronts.data} loading={upfronts.isPlaceholderData} />
      ) : (
        <Skeleton variant="rounded" height={300} aria-busy="true" aria-label="Cargando los upfronts" />
      )}
    </Box>
  );
}
