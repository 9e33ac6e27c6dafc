import { estadoClienteLabel, tipoDocumentoLabel } from '@ventas/domain/clientes/cliente-labels';
import type { ExportColumn } from '../../jobs/export-writer';
import type { ClienteExportRow } from './clientes-query';

/**
 * The teletrabajo export's sheet: one column per field of the customer form, headers in Spanish.
 * Fixed codes carry the labels the screens show (the domain's table); the tenant's option lists
 * (segmento, razón, ISP) are labelled per job (clientes-export.labels.ts).
 */
export const CLIENTES_EXPORT_COLUMNS: readonly ExportColumn<ClienteExportRow>[] = [
  { key: 'id', header: 'ID', width: 10 },
  { key: 'nombre', header: 'Nombre', width: 30 },
  { key: 'documento', header: 'Documento', width: 14 },
  { key: 'tipo_documento', header: 'Tipo documento', width: 14, label: tipoDocumentoLabel },
  { key: 'telefonos', header: 'Teléfonos', width: 24 },
  { key: 'email', header: 'Email', width: 28 },
  { key: 'direccion', header: 'Dirección', width: 32 },
  { key: 'cp', header: 'CP', width: 8 },
  { key: 'localidad', header: 'Localidad', width: 20 },
  { key: 'origen', header: 'Origen', width: 16 },
  { key: 'segmento', header: 'Segmento', width: 14 },
  { key: 'isp_actual', header: 'ISP actual', width: 14 },
  { key: 'estado', header: 'Estado', width: 14, label: estadoClienteLabel },
  { key: 'comercial', header: 'Comercial', width: 24 },
  { key: 'proxima_llamada', header: 'Próxima llamada', width: 18, format: 'datetime' },
  { key: 'fecha_contacto', header: 'Fecha contacto', width: 14, format: 'day' },
  { key: 'razon_no_interesado', header: 'Razón no interesado', width: 22 },
  { key: 'notas', header: 'Notas', width: 40 },
  { key: 'updated_on', header: 'Actualizado', width: 18, format: 'datetime' },
];
