import { comparacionPrecio } from '@ventas/domain/documentos/comparacion-precio';
import type {
  DispositivoDocumento,
  OfertaDocumento,
  PaqueteDocumento,
} from '@ventas/domain/documentos/oferta-documento';
import { AJUSTE_POR_REDONDEO } from '@ventas/domain/ofertas/oferta-desglose';
import { formatEuros } from '@ventas/domain/money/euro-format';
import { esc } from './document-html';

/** The offer's prices on paper: each package line by line, the devices, and the summary. */

const euros = (amount: string) => esc(formatEuros(amount));
export const meses = (n: number) => (n === 1 ? '1 mes' : `${n} meses`);
/** A concept holding amounts ('Pago inicial 0,00 €'), escaped, with no line break before a '€'. */
const conImportes = (text: string) => esc(text).replaceAll(' €', '&nbsp;€');

const fila = (concepto: string, importe: string, clase = '') =>
  `<tr${clase ? ` class="${clase}"` : ''}><td>${concepto}</td><td class="importe">${importe}</td></tr>`;

function paqueteHtml(paquete: PaqueteDocumento): string {
  const filas = paquete.conceptos.map((c) => fila(conImportes(c.concepto), euros(c.importe))).join('');
  const despues =
    paquete.mesesPromocion > 0
      ? fila(`Después de ${meses(paquete.mesesPromocion)}`, `${euros(paquete.despues)}/mes`)
      : '';
  return `<section class="paquete"><h2>${esc(paquete.titulo)}</h2><div class="sub">${esc(paquete.tipoLinea)}</div><table>
<tr><th>Concepto</th><th class="importe">Importe mensual</th></tr>${filas}
${fila('Total del paquete', `${euros(paquete.durante)}/mes`, 'total')}${despues}
</table></section>`;
}

/** Each financed device: its instalments, and the one-off payments added up. */
function dispositivosHtml(doc: OfertaDocumento): string {
  const dispositivos = doc.paquetes.flatMap((p) => (p.dispositivo ? [p.dispositivo] : []));
  if (dispositivos.length === 0 || doc.pagosIniciales === null) return '';
  // The count of instalments shows once the catalogue records it (today it does not).
  const conCuotas = dispositivos.some((d) => d.cuotas !== null);
  const celda = (text: string) => `<td class="importe">${text}</td>`;
  const filas = dispositivos.map(
    (d: DispositivoDocumento) =>
      `<tr><td>${esc(d.nombre)}</td>${conCuotas ? celda(d.cuotas === null ? '—' : String(d.cuotas)) : ''}${celda(euros(d.cuotaMensual))}${celda(euros(d.pagoInicial))}${celda(euros(d.pagoFinal))}</tr>`,
  );
  return `<section class="dispositivos"><h2>Dispositivos</h2><table>
<tr><th>Dispositivo</th>${conCuotas ? '<th class="importe">N.º de cuotas</th>' : ''}<th class="importe">Cuota mensual</th><th class="importe">Pago inicial</th><th class="importe">Pago final</th></tr>
${filas.join('')}
<tr class="total"><td colspan="${conCuotas ? 3 : 2}">Pagos iniciales (una sola vez)</td><td class="importe">${euros(doc.pagosIniciales)}</td><td></td></tr>
</table></section>`;
}

/** Every package's price, a rounding adjustment when the total differs from their sum, the total. */
function resumenTabla(doc: OfertaDocumento): string {
  const { total } = doc;
  const conDespues = total.mesesPromocion > 0;
  const celdas = (durante: string, despues: string) =>
    `<td class="importe">${durante}</td>${conDespues ? `<td class="importe">${despues}</td>` : ''}`;
  const filas = doc.paquetes.map(
    (p) => `<tr><td>${esc(p.titulo)}</td>${celdas(euros(p.durante), euros(p.despues))}</tr>`,
  );
  if (total.ajusteDurante !== null || total.ajusteDespues !== null)
    filas.push(
      `<tr><td>${AJUSTE_POR_REDONDEO}</td>${celdas(euros(total.ajusteDurante ?? '0.00'), euros(total.ajusteDespues ?? '0.00'))}</tr>`,
    );
  const cabecera = conDespues
    ? `<th class="importe">Mensual</th><th class="importe">Después de ${meses(total.mesesPromocion)}</th>`
    : '<th class="importe">Mensual</th>';
  return `<table><tr><th>Paquete</th>${cabecera}</tr>${filas.join('')}
<tr class="total"><td>Total mensual</td>${celdas(`${euros(total.durante)}/mes`, `${euros(total.despues)}/mes`)}</tr></table>`;
}

export function resumenHtml(doc: OfertaDocumento): string {
  const comparacion = comparacionPrecio(doc.precioAnterior, doc.total.durante);
  const comparacionHtml =
    comparacion && doc.precioAnterior
      ? `<p class="comparacion ${comparacion.tipo}">Paga hoy ${euros(doc.precioAnterior)}/mes. ${esc(comparacion.frase)}</p>`
      : '';
  const pagos =
    doc.pagosIniciales === null
      ? ''
      : `<p>Pagos iniciales: <strong>${euros(doc.pagosIniciales)}</strong> (una sola vez)</p>`;
  return `<section class="resumen"><h2>Resumen</h2>${resumenTabla(doc)}${pagos}${comparacionHtml}</section>`;
}

export function preciosHtml(doc: OfertaDocumento): string {
  return `${doc.paquetes.map(paqueteHtml).join('\n')}\n${dispositivosHtml(doc)}\n${resumenHtml(doc)}`;
}
