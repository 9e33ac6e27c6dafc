import DownloadIcon from '@mui/icons-material/Download';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { DistribuidorAdmin } from '@ventas/domain/distribuidores/distribuidores-contract';
import { ExportProgress } from '../../../components/paged-grid/export-progress';
import { useExportJob } from '../../../components/paged-grid/use-export-job';
import { exportarDistribuidor } from '../api/exportar-distribuidor';

const FILAS = { one: 'fila', other: 'filas' };

/** "Descargar todos sus datos": the distributor's export job, followed and downloaded as any list export. */
export function ExportarDatos({ distribuidor }: { distribuidor: DistribuidorAdmin }) {
  const exportar = useExportJob();
  return (
    <Box sx={{ width: '100%' }}>
      {exportar.running && <ExportProgress progress={exportar.progress} items={FILAS} />}
      <Button
        startIcon={<DownloadIcon />}
        disabled={exportar.running}
        onClick={() => void exportar.start(() => exportarDistribuidor(distribuidor.id))}
      >
        Descargar todos sus datos
      </Button>
    </Box>
  );
}
