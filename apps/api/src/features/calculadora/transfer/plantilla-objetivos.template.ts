import ExcelJS from 'exceljs';
import type { Mes } from '@ventas/domain/calculadora/mes';
import { etiquetaMes } from '@ventas/domain/time/mes-label';
import {
  cabecerasPlantilla,
  disposicionPlantilla,
  FILA_CABECERAS,
  filaPlantilla,
  PRIMERA_FILA,
  TEXTO_LLAVE,
  TEXTO_PESO,
  type FamiliaPlantilla,
  type ObjetivoPlantilla,
} from '@ventas/domain/calculadora/plantilla-objetivos';
import { xlsxCellsOf } from '../../../jobs/xlsx-cells';

export interface DatosPlantilla {
  mes: Mes;
  familias: readonly FamiliaPlantilla[];
  comerciales: ReadonlyArray<{
    id: number;
    nombre: string;
    objetivos: readonly ObjetivoPlantilla[];
    diasLaborables: string;
  }>;
}

/** Names are written as the exports write text: inert (a leading = + - @ gets an apostrophe). */
const texto = xlsxCellsOf<{ valor: string }>([{ key: 'valor', header: '', width: 0 }]);
const inerte = (valor: string) => texto({ valor })[0] ?? null;

/**
 * SPEC §5/§9's template of a month (plantilla-objetivos.ts has the layout): rows 1–2 the spec's
 * text on the key and the weight, row 3 the headers, from row 4 one row per commercial with the
 * month's objectives filled in, so a download edited and uploaded changes only what was edited.
 */
export async function plantillaObjetivosXlsx(datos: DatosPlantilla): Promise<Buffer> {
  const disposicion = disposicionPlantilla(datos.familias);
  const libro = new ExcelJS.Workbook();
  const hoja = libro.addWorksheet(`Objetivos ${etiquetaMes(datos.mes)}`);
  hoja.getCell(1, 1).value = `Objetivos de ${etiquetaMes(datos.mes)}. ${TEXTO_LLAVE}.`;
  hoja.getCell(2, 1).value = `${TEXTO_PESO}. Sin fórmulas: cada celda lleva su valor.`;
  cabecerasPlantilla(disposicion).forEach((cabecera, index) => {
    if (cabecera) hoja.getCell(FILA_CABECERAS, index + 1).value = inerte(cabecera);
  });
  hoja.getRow(FILA_CABECERAS).font = { bold: true };
  datos.comerciales.forEach((comercial, index) => {
    const valores = filaPlantilla(disposicion, comercial, comercial.objetivos, comercial.diasLaborables);
    valores.forEach((valor, columna) => {
      if (valor === null) return;
      hoja.getCell(PRIMERA_FILA + index, columna + 1).value =
        typeof valor === 'string' ? inerte(valor) : valor;
    });
  });
  hoja.getColumn(1).width = 12;
  hoja.getColumn(2).width = 28;
  for (let columna = 3; columna <= disposicion.dias; columna += 1) hoja.getColumn(columna).width = 16;
  return Buffer.from(await libro.xlsx.writeBuffer());
}
