import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import {
  accionLabel,
  cambiosDe,
  entidadLabel,
  resumenCambios,
} from '@ventas/domain/auditoria/auditoria-cambios';
import { FUENTES_NO_LLAMAR, type FuenteNoLlamar } from '@ventas/domain/no-llamar/no-llamar-contract';
import { estadoOfertaLabel } from '@ventas/domain/telework/oferta-estados';
import type { ExportColumn } from '../../jobs/export-column';
import { XLSX_NUMBER_FORMATS, xlsxCellsOf } from '../../jobs/xlsx-cells';
import type { DatosCliente } from './acceso.query';

/**
 * The right-of-access file: one sheet per kind of data, written by ExcelJS's streaming writer
 * (the audit sheet may be long) with the exports' cell writer (xlsx-cells.ts), so a value such
 * as `=HYPERLINK(…)` is written inert, dates are real Excel dates in Madrid time.
 */

type Fila = Record<string, unknown>;
const col = (key: string, header: string, width = 16, format?: 'day' | 'datetime'): ExportColumn<Fila> => ({
  key,
  header,
  width,
  ...(format ? { format } : {}),
});

const CLIENTE: ExportColumn<Fila>[] = [
  col('id', 'Nº de cliente', 12),
  col('nombre', 'Nombre', 28),
  col('documento', 'Documento'),
  col('tipo_documento', 'Tipo de documento'),
  col('email', 'Email', 28),
  col('origen', 'Origen BBDD', 20),
  col('segmento', 'Segmento'),
  col('isp_actual', 'Operador actual'),
  col('razon_no_interesado', 'Razón no interesado', 24),
  col('direccion', 'Dirección', 32),
  col('cp', 'CP', 8),
  col('localidad', 'Localidad', 20),
  col('fecha_contacto', 'Fecha de contacto', 14, 'day'),
  col('comercial', 'Comercial', 24),
  col('notas', 'Notas', 40),
  col('estado', 'Estado', 14),
  col('created_on', 'Alta', 18, 'datetime'),
  col('updated_on', 'Última modificación', 18, 'datetime'),
  col('suprimido_el', 'Datos suprimidos el', 18, 'datetime'),
];

const TELEFONOS: ExportColumn<Fila>[] = [
  col('telefono', 'Teléfono'),
  col('orden', 'Orden', 8),
  col('no_llamar', 'No llamar', 10),
];

const ATENCIONES: ExportColumn<Fila>[] = [
  col('id', 'Nº de atención', 12),
  col('fecha_contacto', 'Fecha de contacto', 18, 'datetime'),
  col('tipo', 'Tipo', 14),
  col('estado', 'Estado', 14),
  col('comercial', 'Comercial', 24),
  col('notas', 'Notas', 40),
  col('tipo_llamada', 'Tipo de llamada'),
  col('fecha_agendado', 'Agendado para', 18, 'datetime'),
  col('razon_no_interesado', 'Razón no interesado', 24),
  col('tipo_no_interesado', 'Tipo no interesado'),
  col('gestion', 'Gestión', 20),
  col('created_on', 'Alta', 18, 'datetime'),
  col('updated_on', 'Última modificación', 18, 'datetime'),
];

const OFERTAS: ExportColumn<Fila>[] = [
  col('oferta_id', 'Nº de oferta', 12),
  col('atencion_id', 'Nº de atención', 12),
  {
    ...col('oferta_estado', 'Estado de la oferta', 18),
    label: (code) => estadoOfertaLabel(Number(code)) ?? code,
  },
  col('tipo_oferta', 'Tipo de oferta'),
  col('oferta_isp', 'ISP'),
  col('operador', 'Operador'),
  col('oferta_segmento', 'Segmento'),
  col('precio_anterior', 'Precio anterior (€)', 12),
  col('precio_total', 'Precio total (€)', 12),
  col('precio_total_despues', 'Precio después (€)', 12),
  col('numero_comercial', 'Número comercial'),
  col('oferta_notas', 'Notas de la oferta', 40),
  col('razon_no_interesado', 'Razón no interesado', 24),
  col('fecha_venta', 'Fecha de venta', 18, 'datetime'),
  col('oferta_creada', 'Alta de la oferta', 18, 'datetime'),
  col('paquete_id', 'Nº de paquete', 12),
  col('paquete_estado', 'Estado del paquete'),
  col('tipo_venta', 'Tipo de venta'),
  col('tipo_linea', 'Tipo de línea'),
  col('tarifa_nombre', 'Tarifa', 24),
  col('precio_linea', 'Precio de la línea (€)', 12),
  col('precio_durante', 'Precio en promoción (€)', 12),
  col('precio_despues', 'Precio tras la promoción (€)', 12),
  col('meses_promocion', 'Meses de promoción', 10),
  col('lineas_asociadas', 'Líneas asociadas', 24),
  col('paquete_isp', 'ISP del contrato'),
  col('servicios', 'Servicios', 20),
  col('permanence_end', 'Fin de permanencia', 14, 'day'),
  col('estado_servicio', 'Estado del servicio'),
  col('package_id', 'Package ID'),
  col('sfid', 'SFID'),
  col('order_id', 'Order ID'),
  col('numero_pedido', 'Nº de pedido'),
  col('fecha_solicitud', 'Fecha de solicitud', 14, 'day'),
  col('fecha_instalacion', 'Fecha de instalación', 14, 'day'),
  col('fecha_activacion', 'Fecha de activación', 14, 'day'),
  col('operador_donante', 'Operador donante'),
  col('observaciones', 'Observaciones', 40),
];

const NOTAS: ExportColumn<Fila>[] = [
  col('created_on', 'Fecha', 18, 'datetime'),
  col('autor', 'Autor', 24),
  col('nota', 'Nota', 60),
];

const NO_LLAMAR: ExportColumn<Fila>[] = [
  col('telefono', 'Teléfono'),
  { ...col('fuente', 'Origen', 22), label: (code) => FUENTES_NO_LLAMAR[code as FuenteNoLlamar] ?? code },
  col('motivo', 'Motivo', 40),
  col('created_on', 'Desde', 18, 'datetime'),
];

const AUDITORIA: ExportColumn<Fila>[] = [
  col('creado_el', 'Fecha', 18, 'datetime'),
  col('usuario', 'Usuario', 24),
  { ...col('entidad', 'Entidad', 18), label: entidadLabel },
  col('tabla', 'Tabla', 18),
  col('entidad_id', 'Identificador', 12),
  { ...col('accion', 'Acción', 10), label: accionLabel },
  col('cambios', 'Cambios', 80),
  col('request_id', 'Petición', 18),
  col('id', 'Nº de entrada', 12),
];

const objeto = (valor: unknown): Fila | null =>
  valor !== null && typeof valor === 'object' && !Array.isArray(valor) ? (valor as Fila) : null;

/** An audit entry as the sheet's row: its changes as one line of text, as the log's export has them. */
export const filaAuditoria = (entrada: Fila): Fila => ({
  ...entrada,
  cambios: resumenCambios(String(entrada.accion), cambiosDe(objeto(entrada.antes), objeto(entrada.despues))),
});

export interface LibroAcceso {
  /** Adds the audit rows (call with each page, in order); the other sheets are already written. */
  auditoria(filas: readonly Fila[]): Promise<void>;
  /** Ends the file: its bytes. */
  terminar(): Promise<Buffer>;
}

/** Opens the workbook with every sheet but the log written; the log follows page by page. */
export function abrirLibroAcceso(datos: DatosCliente): LibroAcceso {
  const salida = new PassThrough();
  const trozos: Buffer[] = [];
  salida.on('data', (trozo: Buffer) => trozos.push(trozo));
  const terminado = new Promise<void>((resolve, reject) => {
    salida.on('end', resolve);
    salida.on('error', reject);
  });
  const libro = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: salida,
    useStyles: true,
    useSharedStrings: false,
  });

  const hoja = (nombre: string, columnas: ExportColumn<Fila>[]) => {
    const sheet = libro.addWorksheet(nombre, { views: [{ state: 'frozen', ySplit: 1 }] });
    sheet.columns = columnas.map((columna) => ({ width: columna.width }));
    sheet.addRow(columnas.map((columna) => columna.header)).commit();
    const celdas = xlsxCellsOf(columnas);
    const estilos = columnas.map((columna) =>
      columna.format ? { numFmt: XLSX_NUMBER_FORMATS[columna.format] } : null,
    );
    let filasEscritas = 0;
    return {
      escribir(filas: readonly Fila[]) {
        filasEscritas += filas.length;
        for (const fila of filas) {
          const row = sheet.addRow(celdas(fila));
          estilos.forEach((estilo, index) => {
            if (estilo) row.getCell(index + 1).style = estilo;
          });
          row.commit();
        }
      },
      /** Filter buttons on the header over every row written, as the exports have; then the end. */
      cerrar() {
        sheet.autoFilter = {
          from: { row: 1, column: 1 },
          to: { row: 1 + filasEscritas, column: columnas.length },
        };
        sheet.commit();
      },
    };
  };

  const completas: Array<[string, ExportColumn<Fila>[], Fila[]]> = [
    ['Cliente', CLIENTE, datos.cliente],
    ['Teléfonos', TELEFONOS, datos.telefonos],
    ['Atenciones', ATENCIONES, datos.atenciones],
    ['Ofertas', OFERTAS, datos.ofertas],
    ['Notas', NOTAS, datos.notas],
    ['No llamar', NO_LLAMAR, datos.noLlamar],
  ];
  for (const [nombre, columnas, filas] of completas) {
    const { escribir, cerrar } = hoja(nombre, columnas);
    escribir(filas);
    cerrar();
  }
  const log = hoja('Auditoría', AUDITORIA);

  return {
    async auditoria(filas) {
      log.escribir(filas.map(filaAuditoria));
      // The page's rows are compressed now; let other requests run before the next page.
      await new Promise((resolve) => setImmediate(resolve));
    },
    async terminar() {
      log.cerrar();
      await libro.commit();
      await terminado;
      return Buffer.concat(trozos);
    },
  };
}
