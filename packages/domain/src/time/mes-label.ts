/**
 * A calendar month as every caller holds one (the calculator's `Mes` among them), named by shape so
 * time/ depends on no business area.
 */
export interface MesDelCalendario {
  year: number;
  /** 1 = January … 12 = December. */
  month: number;
}

/** The months as Spanish writes them, lower case (RAE): January first. */
export const NOMBRES_MES = [
  'enero',
  'febrero',
  'marzo',
  'abril',
  'mayo',
  'junio',
  'julio',
  'agosto',
  'septiembre',
  'octubre',
  'noviembre',
  'diciembre',
] as const;

const MES_ISO = /^(\d{4})-(0[1-9]|1[0-2])(?:-\d{2})?$/;

/**
 * How a month reads to a person, on screen, in a PDF or in a spreadsheet: 'diciembre de 2026',
 * never the 'YYYY-MM' the calls and the tables key it by (issue 29 §5). Takes the month itself,
 * its 'YYYY-MM' or its first day 'YYYY-MM-DD'; text that is no month is returned as it is.
 */
export function etiquetaMes(mes: MesDelCalendario | string): string {
  if (typeof mes !== 'string') return `${NOMBRES_MES[mes.month - 1]} de ${mes.year}`;
  const partes = MES_ISO.exec(mes);
  if (!partes) return mes;
  return `${NOMBRES_MES[Number(partes[2]) - 1]} de ${Number(partes[1])}`;
}
