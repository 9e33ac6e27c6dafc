import {
  ahorro,
  type OfertaDocumento,
  type PaqueteDocumento,
} from '@ventas/domain/documentos/oferta-documento';
import { formatEuros, formatPercent } from '@ventas/domain/money/euro-format';
import { formatDay, formatMadridDateTime } from '@ventas/domain/time/madrid';

/** Every text of the document goes through here: names and notes are the users' input. */
const esc = (text: string): string =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

const euros = (amount: string) => esc(formatEuros(amount));
const meses = (n: number) => (n === 1 ? '1 mes' : `${n} meses`);

// Print first: A4, the PDF engine's DejaVu Sans, no colours a printer would lose meaning without.
const STYLE = `
@page { size: A4; margin: 15mm; }
body { font-family: 'DejaVu Sans', sans-serif; font-size: 10.5pt; color: #1a1a1a; margin: 0; }
header { display: flex; justify-content: space-between; align-items: center; border-bottom: 2px solid #1565c0; padding-bottom: 8px; }
header img { max-height: 48px; max-width: 180px; }
h1 { font-size: 16pt; margin: 0; color: #1565c0; }
h2 { font-size: 12pt; margin: 18px 0 6px; }
.meta, .cliente { margin-top: 10px; line-height: 1.5; }
table { width: 100%; border-collapse: collapse; margin-top: 4px; }
td, th { padding: 4px 6px; border-bottom: 1px solid #ddd; text-align: left; }
td.importe, th.importe { text-align: right; white-space: nowrap; }
tr.total td { font-weight: bold; border-top: 1px solid #999; }
.resumen { margin-top: 16px; padding: 10px; border: 1px solid #1565c0; border-radius: 4px; }
.nota { color: #555; font-size: 9pt; margin-top: 14px; }
`;

function paqueteHtml(paquete: PaqueteDocumento): string {
  const filas = paquete.conceptos
    .map((c) => `<tr><td>${esc(c.concepto)}</td><td class="importe">${euros(c.importe)}</td></tr>`)
    .join('');
  const despues =
    paquete.mesesPromocion > 0
      ? `<tr><td>Después de ${meses(paquete.mesesPromocion)}</td><td class="importe">${euros(paquete.despues)}/mes</td></tr>`
      : '';
  return `<section><h2>${esc(paquete.titulo)}</h2><table>
<tr><th>Concepto</th><th class="importe">Importe mensual</th></tr>${filas}
<tr class="total"><td>Total del paquete</td><td class="importe">${euros(paquete.durante)}/mes</td></tr>${despues}
</table></section>`;
}

function resumenHtml(doc: OfertaDocumento): string {
  const { total } = doc;
  const tras =
    total.mesesPromocion > 0
      ? `<div>Después de ${meses(total.mesesPromocion)}: <strong>${euros(total.despues)}/mes</strong></div>`
      : '';
  const saving = ahorro(doc.precioAnterior, total.durante);
  const ahorroHtml =
    saving && doc.precioAnterior
      ? `<div>Paga hoy ${euros(doc.precioAnterior)}/mes: ahorro de <strong>${euros(saving.mensual)}/mes</strong> (${euros(saving.anual)} al año)</div>`
      : '';
  return `<div class="resumen"><div>Total mensual: <strong>${euros(total.durante)}/mes</strong></div>${tras}${ahorroHtml}</div>`;
}

/**
 * The offer as a clean, printable Spanish page (issue 13 "Documents"): the same HTML is the view
 * and, through the PDF engine, the PDF. A logo must be a `data:` URI to reach the PDF (the engine
 * fetches nothing); otherwise the tenant's name stands alone.
 */
export function renderOfertaHtml(doc: OfertaDocumento): string {
  const { cliente, territorio } = doc;
  const logo = doc.distribuidor.logoUrl?.startsWith('data:image/')
    ? `<img src="${esc(doc.distribuidor.logoUrl)}" alt="${esc(doc.distribuidor.nombre)}">`
    : '';
  const datosCliente = [
    cliente.documento && `Documento: ${esc(cliente.documento)}`,
    cliente.telefonos.length > 0 && `Teléfonos: ${esc(cliente.telefonos.join(', '))}`,
    cliente.direccion && `Dirección: ${esc(cliente.direccion)}`,
  ].filter(Boolean);
  return `<!doctype html><html lang="es"><head><meta charset="utf-8"><title>Oferta ${doc.numero}</title><style>${STYLE}</style></head>
<body><header><div>${logo}<div>${esc(doc.distribuidor.nombre)}</div></div><h1>Oferta nº ${doc.numero}</h1></header>
<div class="meta">Fecha: ${esc(formatMadridDateTime(doc.fecha))} · Válida hasta el ${esc(formatDay(doc.validaHasta))} · Segmento: ${esc(doc.segmento)}</div>
<div class="cliente"><strong>${esc(cliente.nombre)}</strong><br>${datosCliente.join('<br>')}</div>
${doc.paquetes.map(paqueteHtml).join('\n')}
${resumenHtml(doc)}
<p class="nota">Precios con ${esc(territorio.impuesto)} (${esc(territorio.nombre)}, ${esc(formatPercent(territorio.tipo))}) incluido, por mes. Las promociones se aplican durante el plazo indicado en cada paquete.</p>
</body></html>`;
}
