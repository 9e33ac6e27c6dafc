import {
  ahorro,
  type OfertaDocumento,
  type PaqueteDocumento,
} from '@ventas/domain/documentos/oferta-documento';
import { formatEuros, formatPercent } from '@ventas/domain/money/euro-format';
import { formatDay, formatMadridDateTime } from '@ventas/domain/time/madrid';
import { DOCUMENT_STYLE as STYLE, esc } from './document-html';

const euros = (amount: string) => esc(formatEuros(amount));
const meses = (n: number) => (n === 1 ? '1 mes' : `${n} meses`);

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
