import { useCallback, useEffect, useRef, useState } from 'react';
import {
  plantillaReportSchema,
  type PlantillaReport,
} from '@ventas/domain/calculadora/plantilla-objetivos-contract';
import type { TaskStatus } from '@ventas/domain/jobs/task-status-contract';
import { downloadExportFile } from '../../../api/download-export-file';
import { fetchTaskStatus } from '../../../api/task-status';
import {
  runExportJob,
  type ExportOutcome,
  type ExportProgress,
} from '../../../components/paged-grid/export-job';
import {
  iniciarLecturaObjetivos,
  iniciarPlantillaObjetivos,
  type PlantillaModo,
} from './plantilla-objetivos-calls';

export type PlantillaEstado =
  | { paso: 'inicio' }
  | { paso: 'descargando' }
  | { paso: 'leyendo'; modo: PlantillaModo; progreso: ExportProgress | null }
  | { paso: 'informe'; report: PlantillaReport }
  | { paso: 'fallo'; outcome: ExportOutcome | null };

const informeDe = (status: TaskStatus | null): PlantillaReport | null =>
  status?.state === 'SUCCESS' ? (plantillaReportSchema.safeParse(status.result?.report).data ?? null) : null;

/**
 * The template's download and upload as jobs, through the app's one task follower
 * (components/paged-grid/export-job: polling, retries, cancel). The upload's report is read from
 * the task's last status.
 */
export function usePlantillaObjetivosJob(mes: string) {
  const [estado, setEstado] = useState<PlantillaEstado>({ paso: 'inicio' });
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);

  const nuevo = () => {
    controller.current?.abort();
    controller.current = new AbortController();
    return controller.current.signal;
  };

  const descargar = useCallback(async () => {
    const signal = nuevo();
    setEstado({ paso: 'descargando' });
    const outcome = await runExportJob({
      start: () => iniciarPlantillaObjetivos(mes),
      status: (taskId) => fetchTaskStatus(taskId, signal),
      download: downloadExportFile,
      onProgress: () => {},
      signal,
    });
    if (signal.aborted) return;
    setEstado(outcome.kind === 'success' ? { paso: 'inicio' } : { paso: 'fallo', outcome });
  }, [mes]);

  const leer = useCallback(
    async (modo: PlantillaModo, file: File) => {
      const signal = nuevo();
      setEstado({ paso: 'leyendo', modo, progreso: null });
      const visto: { status: TaskStatus | null } = { status: null };
      const outcome = await runExportJob({
        start: () => iniciarLecturaObjetivos(mes, modo, file),
        status: async (taskId) => (visto.status = await fetchTaskStatus(taskId, signal)),
        download: async () => {},
        onProgress: (progreso) => setEstado({ paso: 'leyendo', modo, progreso }),
        signal,
      });
      if (signal.aborted) return;
      const report = informeDe(visto.status);
      setEstado(report ? { paso: 'informe', report } : { paso: 'fallo', outcome });
    },
    [mes],
  );

  const reiniciar = useCallback(() => {
    controller.current?.abort();
    setEstado({ paso: 'inicio' });
  }, []);

  return { estado, descargar, leer, reiniciar };
}
