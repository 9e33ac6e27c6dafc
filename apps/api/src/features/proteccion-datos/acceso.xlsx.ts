import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import {
  accionLabel,
  cambiosDe,
  entidadLabel,
  resumenCambios,
} from '@ventas/domain/auditoria/auditoria-cambios';
import {
  estadoAtencionLabel,
  estadoClienteLabel,
  tipoAtencionLabel,
  tipoDocumentoLabel,
} from '@ventas/domain/clientes/cliente-labels';
import { labelOfCode } from '@ventas/domain/labels/code-label';
import { FUENTES_NO_LLAMAR, type FuenteNoLlamar } from '@ventas/domain/no-llamar/no-llamar-contract';
import { ETIQUETAS_ESTADO_ENVIO } from '@ventas/domain/ofertas/envio-correo-contract';
import { ETIQUETAS_TIPO_LINEA } from '@ventas/domain/ofertas/oferta-cotizacion';
import { segmentLabel } from '@ventas/domain/servicios/segment-labels';
import { estadoOfertaLabel } from '@ventas/domain/ofertas/oferta-estados';
import { ETIQUETAS_ESTADO_PAQUETE } from '@ventas/domain/telework/paquete-estados';
import type { ExportColumn } from '../../jobs/export-column';
import { XLSX_NUMBER_FORMATS, xlsxCellsOf } from '../../jobs/xlsx-cells';
import type { DatosCliente } from './acceso.query';

/**
 * The right-of-access file: one sheet per kind of data, written by ExcelJS's streaming writer
 * (the audit sheet may be long) with the exports' cell writer (xlsx-cells.ts), so a value such
 * as `=HYPERLINK(…)` is written inert, dates are real Excel dates in Madrid time (an Excel date
 * has no zone: it is the wall-clock time a reader in Madrid expects, never UTC), codes are the
 * labels the screens show, and amounts are numbers shown in euros to the cent.
 */

type Fila = Record<string, unknown>;
/** A column of the file: an export's column, or an amount in euros (a number, however stored). */
type Columna = ExportColumn<Fila> & { euros?: true };

const col = (key: string, header: string, width = 16, format?: 'day' | 'datetime'): Columna => ({
  key,
  header,
  width,
  ...(format ? { format } : {}),
});
const codigo = (key: string, header: string, label: (code: string) => string, width = 16): Columna => ({
  ...col(key, header, width),
  label,
});
const euros = (key: string, header: string): Columna => ({ ...col(key, header, 14), euros: true });

/** Excel's format for euros: '1.234,56 €' in a Spanish Excel, the full amount kept in the cell. */
const EUROS_NUM_FMT = '#,##0.00 "€"';

const CLIENTE: Columna[] = [
  col('id', 'N.º de cliente', 12),
  col('nombre', 'Nombre', 28),
  col('documento', 'Documento'),
  codigo('tipo_documento', 'Tipo de documento', tipoDocumentoLabel),
  col('email', 'Email', 28),
  col('origen', 'Origen BBDD', 20),
  codigo('segmento', 'Segmento', segmentLabel),
  col('isp_actual', 'Operador actual'),
  col('razon_no_interesado', 'Razón no interesado', 24),
  col('direccion', 'Dirección', 32),
  col('cp', 'CP', 8),
  col('localidad', 'Localidad', 20),
  col('fecha_contacto', 'Fecha de contacto', 14, 'day'),
  col('comercial', 'Comercial', 24),
  col('notas', 'Notas', 40),
  codigo('estado', 'Estado', estadoClienteLabel, 14),
  col('created_on', 'Alta', 18, 'datetime'),
  col('updated_on', 'Última modificación', 18, 'datetime'),
  col('suprimido_el', 'Datos suprimidos el', 18, 'datetime'),
];

const TELEFONOS: Columna[] = [
  col('telefono', 'Teléfono'),
  col('orden', 'Orden', 8),
  col('no_llamar', 'No llamar', 10),
];

const ATENCIONES: Columna[] = [
  col('id', 'N.º de atención', 12),
  col('fecha_contacto', 'Fecha de contacto', 18, 'datetime'),
  codigo('tipo', 'Tipo', tipoAtencionLabel, 14),
  codigo('estado', 'Estado', estadoAtencionLabel, 14),
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

const OFERTAS: Columna[] = [
  col('oferta_id', 'N.º de oferta', 12),
  col('atencion_id', 'N.º de atención', 12),
  {
    ...col('oferta_estado', 'Estado de la oferta', 18),
    label: (code) => estadoOfertaLabel(Number(code)) ?? code,
  },
  col('tipo_oferta', 'Tipo de oferta'),
  col('oferta_isp', 'ISP'),
  col('operador', 'Operador'),
  codigo('oferta_segmento', 'Segmento', segmentLabel),
  euros('precio_anterior', 'Precio anterior'),
  euros('precio_total', 'Precio total'),
  euros('precio_total_despues', 'Precio después'),
  col('numero_comercial', 'Número comercial'),
  col('oferta_notas', 'Notas de la oferta', 40),
  col('razon_no_interesado', 'Razón no interesado', 24),
  col('fecha_venta', 'Fecha de venta', 18, 'datetime'),
  col('oferta_creada', 'Alta de la oferta', 18, 'datetime'),
  col('paquete_id', 'N.º de paquete', 12),
  codigo('paquete_estado', 'Estado del paquete', labelOfCode(ETIQUETAS_ESTADO_PAQUETE)),
  codigo('tipo_venta', 'Tipo de venta', labelOfCode({})),
  codigo('tipo_linea', 'Tipo de línea', labelOfCode(ETIQUETAS_TIPO_LINEA), 20),
  col('tarifa_nombre', 'Tarifa', 24),
  euros('precio_linea', 'Precio de la línea'),
  euros('precio_durante', 'Precio en promoción'),
  euros('precio_despues', 'Precio tras la promoción'),
  col('meses_promocion', 'Meses de promoción', 10),
  col('lineas_asociadas', 'Líneas asociadas', 24),
  col('paquete_isp', 'ISP del contrato'),
  col('servicios', 'Servicios', 20),
  col('permanence_end', 'Fin de permanencia', 14, 'day'),
  col('estado_servicio', 'Estado del servicio'),
  col('package_id', 'Package ID'),
  col('sfid', 'SFID'),
  col('order_id', 'Order ID'),
  col('numero_pedido', 'N.º de pedido'),
  col('fecha_solicitud', 'Fecha de solicitud', 14, 'day'),
  col('fecha_instalacion', 'Fecha de instalación', 14, 'day'),
  col('fecha_activacion', 'Fecha de activación', 14, 'day'),
  col('operador_donante', 'Operador donante'),
  col('observaciones', 'Observaciones', 40),
];

const NOTAS: Columna[] = [
  col('created_on', 'Fecha', 18, 'datetime'),
  col('autor', 'Autor', 24),
  col('nota', 'Nota', 60),
];

const NO_LLAMAR: Columna[] = [
  col('telefono', 'Teléfono'),
  { ...col('fuente', 'Origen', 22), label: (code) => FUENTES_NO_LLAMAR[code as FuenteNoLlamar] ?? code },
  col('motivo', 'Motivo', 40),
  col('created_on', 'Desde', 18, 'datetime'),
];

const CORREOS: Columna[] = [
  col('creado_el', 'Fecha', 18, 'datetime'),
  col('comercial', 'Enviado por', 24),
  col('oferta_id', 'N.º de oferta', 12),
  col('para', 'Para', 28),
  col('responder_a', 'Responder a', 28),
  col('asunto', 'Asunto', 40),
  col('cuerpo', 'Mensaje', 60),
  codigo('estado', 'Estado', labelOfCode(ETIQUETAS_ESTADO_ENVIO), 16),
  col('intentos', 'Intentos', 10),
  col('error', 'Motivo del fallo', 40),
  col('terminado_el', 'Terminado el', 18, 'datetime'),
];

const AUDITORIA: Columna[] = [
  col('creado_el', 'Fecha', 18, 'datetime'),
  col('usuario', 'Usuario', 24),
  { ...col('entidad', 'Entidad', 18), label: entidadLabel },
  col('tabla', 'Tabla', 18),
  col('entidad_id', 'Identificador', 12),
  { ...col('accion', 'Acción', 10), label: accionLabel },
  col('cambios', 'Cambios', 80),
  col('request_id', 'Petición', 18),
  col('id', 'N.º de entrada', 12),
];

const objeto = (valor: unknown): Fila | null =>
  valor !== null && typeof valor === 'object' && !Array.isArray(valor) ? (valor as Fila) : null;

/** The row with its amounts (decimal text, "49.90") as numbers, which Excel sums and sorts. */
const conImportes = (fila: Fila, claves: readonly string[]): Fila => {
  if (claves.length === 0) return fila;
  const copia = { ...fila };
  for (const clave of claves) {
    const valor = copia[clave];
    if (typeof valor === 'string' && valor.trim() !== '' && Number.isFinite(Number(valor)))
      copia[clave] = Number(valor);
  }
  return copia;
};

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

  const hoja = (nombre: string, columnas: Columna[]) => {
    const sheet = libro.addWorksheet(nombre, { views: [{ state: 'frozen', ySplit: 1 }] });
    sheet.columns = columnas.map((columna) => ({ width: columna.width }));
    sheet.addRow(columnas.map((columna) => columna.header)).commit();
    const celdas = xlsxCellsOf<Fila>(columnas);
    const importes = columnas.filter((columna) => columna.euros).map((columna) => columna.key);
    const estilos = columnas.map((columna) =>
      columna.euros
        ? { numFmt: EUROS_NUM_FMT }
        : columna.format
          ? { numFmt: XLSX_NUMBER_FORMATS[columna.format] }
          : null,
    );
    let filasEscritas = 0;
    return {
      escribir(filas: readonly Fila[]) {
        filasEscritas += filas.length;
        for (const fila of filas) {
          const row = sheet.addRow(celdas(conImportes(fila, importes)));
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

  const completas: Array<[string, Columna[], Fila[]]> = [
    ['Cliente', CLIENTE, datos.cliente],
    ['Teléfonos', TELEFONOS, datos.telefonos],
    ['Atenciones', ATENCIONES, datos.atenciones],
    ['Ofertas', OFERTAS, datos.ofertas],
    ['Notas', NOTAS, datos.notas],
    ['No llamar', NO_LLAMAR, datos.noLlamar],
    ['Correos enviados', CORREOS, datos.correos],
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
