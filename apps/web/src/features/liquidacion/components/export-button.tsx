import FileDownloadIcon from '@mui/icons-material/FileDownload';
import Button from '@mui/material/Button';
import { ExportProgress } from '../../../components/paged-grid/export-progress';
import { useExportJob } from '../../../components/paged-grid/use-export-job';

interface Props {
  /** Queues the export; its task id. */
  start: () => Promise<string>;
  items: { one: string; other: string };
  disabled?: boolean;
}

/** The screen's xlsx export as every list's: a job whose progress shows until the file downloads. */
export function useExportButton({ start, items, disabled = false }: Props) {
  const exporter = useExportJob();
  const button = (
    <Button
      variant="outlined"
      startIcon={<FileDownloadIcon />}
      onClick={() => void exporter.start(start)}
      disabled={disabled || exporter.running}
    >
      Exportar
    </Button>
  );
  const progress = exporter.running ? <ExportProgress progress={exporter.progress} items={items} /> : null;
  return { button, progress };
}
