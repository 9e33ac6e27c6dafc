import type { OfertaDocumento } from '@ventas/domain/documentos/oferta-documento';
import { formatPercent } from '@ventas/domain/money/euro-format';
import { NOTA_REDONDEO } from '@ventas/domain/ofertas/oferta-desglose';
import { formatDay, formatMadridDateTime } from '@ventas/domain/time/madrid';
import { DOCUMENT_STYLE, esc } from './document-html';
import { meses, preciosHtml } from './oferta-precios-html';

// The offer's own blocks: two parties side by side, the signature boxes, and no block split
// across a page. On screen (the "Ver oferta" frame) the page gets a margin the print has from @page.
const OFERTA_STYLE = `
@media screen { body { margin: 16px auto; padding: 0 16px; max-width: 190mm; } }
header .emisor { display: flex; align-items: center; gap: 12px; }
header .nombre { font-weight: bold; font-size: 12pt; }
header .legal, .sub, .partes .dato { color: #444; font-size: 9.5pt; }
header .titulo { text-align: right; }
.partes { display: flex; gap: 12px; margin-top: 12px; }
.partes > div { flex: 1; border: 1px solid #ccc; border-radius: 4px; padding: 8px 10px; line-height: 1.5; }
h3 { font-size: 9pt; text-transform: uppercase; letter-spacing: 0.04em; color: #555; margin: 0 0 4px; }
.sub { margin: -4px 0 4px; }
section, .partes, tr { break-inside: avoid; }
.resumen h2 { margin-top: 0; }
.resumen .comparacion { font-weight: bold; }
.condiciones ul { margin: 4px 0; padding-left: 18px; font-size: 9pt; color: #333; line-height: 1.45; }
.aceptacion p { margin: 4px 0; }
.aceptacion .datos { display: flex; gap: 12px; margin-top: 8px; }
.aceptacion .datos > div { flex: 1; }
.campo { border-bottom: 1px solid #666; min-height: 18px; padding: 2px 4px; }
.firmas { display: flex; gap: 12px; margin-top: 10px; }
.firma { flex: 1; border: 1px solid #666; border-radius: 4px; height: 28mm; padding: 4px 8px; font-size: 9pt; color: #444; }
`;

const lineas = (items: Array<string | null | false>) => items.filter(Boolean).join('<br>');

function cabeceraHtml(doc: OfertaDocumento): string {
  const { distribuidor } = doc;
  const logo = distribuidor.logo?.startsWith('data:image/')
    ? `<img src="${esc(distribuidor.logo)}" alt="${esc(distribuidor.nombre)}">`
    : '';
  // Issue 29 §5: only what the distributor's record holds, and no label without its value.
  const datos = distribuidor.datosLegales;
  const identidad = datos
    ? [datos.razonSocial && esc(datos.razonSocial), datos.cif && `CIF/NIF ${esc(datos.cif)}`]
        .filter(Boolean)
        .join(' · ')
    : '';
  const legalLineas = lineas([identidad, datos?.direccion ? esc(datos.direccion) : null]);
  const legal = legalLineas ? `<div class="legal">${legalLineas}</div>` : '';
  return `<header><div class="emisor">${logo}<div><div class="nombre">${esc(distribuidor.nombre)}</div>${legal}</div></div>
<div class="titulo"><h1>Oferta n.º ${doc.numero}</h1><div>Fecha: ${esc(formatMadridDateTime(doc.fecha))}</div><div>Válida hasta el ${esc(formatDay(doc.validaHasta))}</div></div></header>`;
}

/** The customer, and the commercial who answers for the offer, with their contact. */
function partesHtml(doc: OfertaDocumento): string {
  const { cliente, comercial } = doc;
  const datosCliente = lineas([
    `<strong>${esc(cliente.nombre)}</strong>`,
    cliente.documento && `${esc(cliente.documento.tipo)}: ${esc(cliente.documento.numero)}`,
    cliente.telefonos.length > 0 && `Teléfonos: ${esc(cliente.telefonos.join(', '))}`,
    cliente.direccion && `Dirección: ${esc(cliente.direccion)}`,
    doc.segmento && `Segmento: ${esc(doc.segmento)}`,
  ]);
  const datosComercial = comercial
    ? lineas([
        `<strong>${esc(comercial.nombre)}</strong>`,
        comercial.email && `Correo: ${esc(comercial.email)}`,
        comercial.telefonos.length > 0 &&
          `${comercial.telefonos.length === 1 ? 'Teléfono' : 'Teléfonos'}: ${esc(comercial.telefonos.join(', '))}`,
      ])
    : 'Sin comercial asignado';
  return `<div class="partes"><div><h3>Cliente</h3>${datosCliente}</div><div><h3>Su comercial</h3>${datosComercial}</div></div>`;
}

function condicionesHtml(doc: OfertaDocumento): string {
  const { territorio, total } = doc;
  const items = [
    `Precios mensuales con ${esc(territorio.impuesto)} (${esc(territorio.nombre)}, ${esc(formatPercent(territorio.tipo))}) incluido.`,
    `Los precios de esta oferta se mantienen hasta el ${esc(formatDay(doc.validaHasta))}.`,
    total.mesesPromocion > 0 &&
      `Las promociones se aplican durante el plazo indicado en cada paquete; al terminar, se paga el precio indicado «Después de ${meses(total.mesesPromocion)}».`,
    doc.pagosIniciales !== null &&
      'Cada dispositivo se paga con su pago inicial, sus cuotas mensuales y su pago final; la financiación está sujeta a la aprobación del operador.',
    'La activación de los servicios está sujeta a la cobertura en su domicilio y a la aceptación del operador.',
    NOTA_REDONDEO,
  ].filter(Boolean);
  return `<section class="condiciones"><h2>Condiciones</h2><ul>${items.map((item) => `<li>${item}</li>`).join('')}</ul></section>`;
}

/** What the customer signs: their name and document filled in, the date and both signatures to write. */
function aceptacionHtml(doc: OfertaDocumento): string {
  const { cliente, comercial } = doc;
  // The customer's own document type when known; a blank to fill in otherwise.
  const tipo = cliente.documento ? esc(cliente.documento.tipo) : 'DNI/CIF';
  const documento = cliente.documento ? esc(cliente.documento.numero) : '';
  return `<section class="aceptacion"><h2>Aceptación de la oferta</h2>
<p>El cliente ha leído esta oferta y la acepta en las condiciones indicadas.</p>
<div class="datos"><div>Nombre del cliente<div class="campo">${esc(cliente.nombre)}</div></div>
<div>${tipo}<div class="campo">${documento}</div></div><div>Fecha<div class="campo"></div></div></div>
<div class="firmas"><div class="firma">Firma del cliente</div><div class="firma">Firma del comercial${comercial ? ` (${esc(comercial.nombre)})` : ''}</div></div>
</section>`;
}

/**
 * The offer as a clean, printable Spanish page (issue 13 "Documents"; issue 29 §5: what a customer
 * signs against): the same HTML is the view and, through the PDF engine, the PDF. A logo must be a
 * `data:` URI to reach the PDF (the engine fetches nothing); otherwise the tenant's name stands alone.
 */
export function renderOfertaHtml(doc: OfertaDocumento): string {
  return `<!doctype html><html lang="es"><head><meta charset="utf-8"><title>Oferta n.º ${doc.numero}</title><style>${DOCUMENT_STYLE}${OFERTA_STYLE}</style></head>
<body>${cabeceraHtml(doc)}
${partesHtml(doc)}
${preciosHtml(doc)}
${condicionesHtml(doc)}
${aceptacionHtml(doc)}
</body></html>`;
}
