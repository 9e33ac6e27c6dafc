import type { Mes } from '@ventas/domain/calculadora/mes';
import { textoMes } from '@ventas/domain/calculadora/objetivos-contract';
import { api } from '../../../api/api';
import { saveBlob } from '../../../api/save-blob';

/** SPEC §7 GET /api/calculadora/download-xlsx-calculadora/ (month, year): answered directly, no job. */
export async function descargarCalculadoraXlsx(mes: Mes): Promise<void> {
  const blob = await api.get<Blob>('/api/calculadora/download-xlsx-calculadora/', {
    query: { month: String(mes.month), year: String(mes.year) },
    responseType: 'blob',
  });
  saveBlob(blob, `calculadora-${textoMes(mes)}.xlsx`);
}
