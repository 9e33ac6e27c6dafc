import type { Extracto } from '@ventas/domain/calculadora/extracto-contract';
import { formatEuros, formatNumero, formatPercent } from '@ventas/domain/money/euro-format';
import { formatDay, formatMadridDateTime, madridDate } from '@ventas/domain/time/madrid';
import { etiquetaMes } from '@ventas/domain/time/mes-label';
import { DOCUMENT_STYLE, esc } from './document-html';

/**
 * A commercial's month statement on paper (issue 14, beyond the spec): the same figures as the
 * screen, each sale with its part, each clawback naming its sale, and the rules that made them.
 */

const euros = (amount: string) => esc(formatEuros(amount));
const EXTRA_STYLE = `
td.neg { color: #b71c1c; }
.reglas { margin-top: 10px; line-height: 1.6; }
.cerrado { color: #2e7d32; }
`;

function objetivosHtml(extracto: Extracto): string {
  const filas = extracto.calculo.objetivos
    .map(
      (o) =>
        `<tr><td>${esc(o.familia_nombre)}${o.llave ? ' (llave)' : ''}</td><td class="importe">${esc(formatNumero(o.objetivo))}</td><td class="importe">${esc(formatNumero(o.consecucion))}</td><td class="importe">${o.objetivo_porc === null ? '—' : esc(formatPercent(o.objetivo_porc))}</td><td class="importe">${esc(formatPercent(o.peso))}</td><td class="importe">${esc(formatPercent(o.comision_porc))}</td></tr>`,
    )
    .join('');
  if (!filas) return '<p>Sin objetivos este mes.</p>';
  return `<table><tr><th>Familia</th><th class="importe">Objetivo</th><th class="importe">Conseguido</th><th class="importe">%</th><th class="importe">Peso</th><th class="importe">Comisión %</th></tr>${filas}
<tr class="total"><td colspan="5">Consecución total</td><td class="importe">${esc(formatPercent(extracto.calculo.consecucion_total))}</td></tr></table>`;
}

function ventasHtml(extracto: Extracto): string {
  if (extracto.ventas.length === 0) return '<p>Sin ventas contadas este mes.</p>';
  const filas = extracto.ventas
    .map(
      (v) =>
        `<tr><td>${esc(formatDay(madridDate(new Date(v.fecha_venta))))}</td><td>${esc(v.cliente_nombre)}</td><td>${esc(v.tarifa_nombre ?? '')}</td><td>${esc(v.familia)}</td><td>Paquete ${v.paquete_id} · oferta ${v.oferta_id}</td><td class="importe">${euros(v.aportacion)}</td></tr>`,
    )
    .join('');
  return `<table><tr><th>Fecha</th><th>Cliente</th><th>Tarifa</th><th>Familia</th><th>Referencia</th><th class="importe">Parte de la comisión</th></tr>${filas}
<tr class="total"><td colspan="5">Comisión del mes</td><td class="importe">${euros(extracto.comision)}</td></tr></table>`;
}

function descuentosHtml(extracto: Extracto): string {
  if (extracto.descuentos.length === 0) return '';
  const filas = extracto.descuentos
    .map((d) => `<tr><td>${esc(d.concepto)}</td><td class="importe neg">${euros(d.importe)}</td></tr>`)
    .join('');
  return `<h2>Descuentos por cancelación</h2><table><tr><th>Concepto</th><th class="importe">Importe</th></tr>${filas}</table>`;
}

export function renderExtractoHtml(extracto: Extracto, distribuidor: string): string {
  const { calculo } = extracto;
  const cierre = extracto.cierre
    ? `<div class="cerrado">Mes cerrado el ${esc(formatMadridDateTime(extracto.cierre.cerrado_on))}${extracto.cierre.cerrado_por_nombre ? ` por ${esc(extracto.cierre.cerrado_por_nombre)}` : ''}: cifras definitivas.</div>`
    : '<div>Mes abierto: las cifras pueden cambiar hasta su cierre.</div>';
  // The reasons a commission is withheld are in its rule already; warnings are listed apart.
  const avisos = calculo.avisos.map((a) => `<li>${esc(a)}</li>`).join('');
  return `<!doctype html><html lang="es"><head><meta charset="utf-8"><title>Extracto de ${esc(etiquetaMes(extracto.mes))}</title><style>${DOCUMENT_STYLE}${EXTRA_STYLE}</style></head>
<body><header><div>${esc(distribuidor)}</div><h1>Extracto de comisiones</h1></header>
<div class="meta"><strong>${esc(extracto.comercial.nombre)}</strong> · Mes: ${esc(etiquetaMes(extracto.mes))} · Días laborables ${esc(formatNumero(calculo.dias_laborables.total))}${cierre}</div>
<h2>Objetivos</h2>${objetivosHtml(extracto)}
<div class="reglas">Bolsa en juego: ${esc(extracto.regla_bolsa)} = ${euros(calculo.bolsa_en_juego)}<br>Comisión: ${esc(extracto.regla_comision)}</div>
${avisos ? `<ul>${avisos}</ul>` : ''}
<h2>Ventas</h2>${ventasHtml(extracto)}
${descuentosHtml(extracto)}
<div class="resumen">Total a liquidar: <strong>${euros(extracto.total)}</strong></div>
</body></html>`;
}
