import type { TIPOS_RENUEVO } from '@ventas/domain/proveedores/proveedores-contract';
import { proveedorBCalls } from '@ventas/domain/proveedores/proveedores.calls';
import { RUTAS_B, rutaScraping } from '@ventas/domain/proveedores/rutas-api';
import { downloadNamedFile } from '../../../api/download-named-file';
import { sendCall } from '../../../api/send-call';

export type TipoRenuevo = (typeof TIPOS_RENUEVO)[number];

export interface RenuevoConsulta {
  clienteId: number;
  msisdn: string;
  type: TipoRenuevo;
  /** Empty means none: the query leaves it out. */
  cif: string;
}

/** A line's renewal options. */
export function consultarRenuevo(slug: string, consulta: RenuevoConsulta) {
  const cif = consulta.cif.trim();
  return sendCall(proveedorBCalls(slug).renuevo, {
    query: {
      cliente_id: String(consulta.clienteId),
      type: consulta.type,
      msisdn: consulta.msisdn,
      cif: cif === '' ? undefined : cif,
    },
  });
}

/** One option's PDF (a file: by hand), named as the server says or `Renuevo_<pdf_id>.pdf`. */
export async function descargarRenuevoPdf(slug: string, clienteId: number, pdfId: string): Promise<void> {
  await downloadNamedFile(
    rutaScraping(slug, RUTAS_B.renuevoPdf),
    { cliente_id: clienteId, pdf_id: pdfId },
    `Renuevo_${pdfId}.pdf`,
  );
}

/** GET …/cliente/renuevo/pdf2/ (msisdn): the renewal's conditions, `Condiciones_<msisdn>.pdf` by default. */
export async function descargarCondiciones(slug: string, clienteId: number, msisdn: string): Promise<void> {
  await downloadNamedFile(
    rutaScraping(slug, RUTAS_B.renuevoPdf2),
    { cliente_id: clienteId, msisdn },
    `Condiciones_${msisdn}.pdf`,
  );
}
