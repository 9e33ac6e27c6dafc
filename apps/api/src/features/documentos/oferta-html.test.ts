import { writeFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OfertaDocumento } from '@ventas/domain/documentos/oferta-documento';
import { ofertaDocumentoDe } from '@ventas/domain/documentos/oferta-documento-de';
import { CLIENTE_DE_LA_OFERTA, OFERTA_GUARDADA } from '@ventas/domain/documentos/oferta-documento.examples';
import { createPdfEngine, type PdfEngine } from '../../pdf/pdf-engine';
import { pdfPageSize, pdfText } from '../../pdf/pdf-test-support';
import { renderOfertaHtml } from './oferta-html';

/** A 1×1 PNG, as the repository inlines an uploaded logo. */
const LOGO =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

const DOC: OfertaDocumento = {
  distribuidor: { nombre: 'Distribuciones Sur', logo: null, datosLegales: null },
  comercial: { nombre: 'Ana Comercial Prueba', email: 'ana@example.com', telefonos: ['600111222'] },
  numero: 1042,
  fecha: '2026-11-25T09:30:00Z',
  validaHasta: '2026-12-10',
  cliente: {
    nombre: 'José Martínez Ñúñez',
    documento: { tipo: 'DNI', numero: '12345678Z' },
    telefonos: ['612345678', '954123456'],
    direccion: 'Calle Feria 12, 41003 Sevilla',
  },
  segmento: 'Particular',
  territorio: { nombre: 'Península', impuesto: 'IVA', tipo: '21' },
  paquetes: [
    {
      titulo: 'Fibra 1Gb + Móvil ilimitado',
      tipoLinea: 'Línea principal',
      conceptos: [
        { concepto: 'Tarifa (IVA incluido)', importe: '1234.56' },
        { concepto: 'Promoción 20 % 6 meses', importe: '-246.91' },
        { concepto: 'Cuota del terminal', importe: '35.50' },
      ],
      dispositivo: {
        nombre: 'Galaxy S25',
        cuotas: 24,
        cuotaMensual: '35.50',
        pagoInicial: '99.00',
        pagoFinal: '120.00',
      },
      durante: '1023.15',
      despues: '1270.06',
      mesesPromocion: 6,
    },
  ],
  total: {
    durante: '1023.15',
    despues: '1270.06',
    mesesPromocion: 6,
    ajusteDurante: null,
    ajusteDespues: null,
  },
  pagosIniciales: '99.00',
  precioAnterior: '1100.00',
};

const render = (changes: Partial<OfertaDocumento> = {}) => renderOfertaHtml({ ...DOC, ...changes });

describe('renderOfertaHtml: the printable offer', () => {
  it('prints euros, days and the saving the Spanish way', () => {
    const html = render();
    for (const text of [
      'Oferta n.º 1042',
      '25/11/2026 10:30',
      'Válida hasta el 10/12/2026',
      '1.234,56 €',
      '-246,91 €',
      'Total mensual</td><td class="importe">1.023,15 €/mes</td><td class="importe">1.270,06 €/mes',
      'Después de 6 meses',
      'Paga hoy 1.100,00 €/mes. Con esta oferta ahorra 76,85 €/mes respecto a lo que paga hoy (922,20 € al año).',
      'IVA (Península, 21 %)',
    ])
      expect(html).toContain(text);
  });

  it('says an offer dearer than today is a cost, never a negative saving', () => {
    const html = render({ precioAnterior: '1010.09' });
    expect(html).toContain(
      'Paga hoy 1.010,09 €/mes. Esta oferta cuesta 13,06 €/mes más que lo que paga hoy (156,72 € al año).',
    );
    expect(html).not.toContain('ahorro');
    expect(html).not.toContain('-13,06');
    expect(render({ precioAnterior: '1023.15' })).toContain(
      'Esta oferta cuesta lo mismo que lo que paga hoy.',
    );
  });

  it('names who issues it, who sells it and who it is for, with labels, not codes', () => {
    const html = render();
    for (const text of [
      '<div class="nombre">Distribuciones Sur</div>',
      '<h3>Su comercial</h3><strong>Ana Comercial Prueba</strong><br>Correo: ana@example.com<br>Teléfono: 600111222',
      '<h3>Cliente</h3><strong>José Martínez Ñúñez</strong><br>DNI: 12345678Z',
      'Segmento: Particular',
      '<div class="sub">Línea principal</div>',
    ])
      expect(html).toContain(text);
  });

  it("shows the distributor's legal data and logo only when it has them", () => {
    expect(render()).not.toContain('CIF');
    expect(render()).not.toContain('class="legal"');
    expect(render()).not.toContain('<img');
    const html = render({
      distribuidor: {
        nombre: 'Distribuciones Sur',
        logo: LOGO,
        datosLegales: {
          razonSocial: 'Distribuciones Sur, S.L.',
          cif: 'B12345674',
          direccion: 'Av. de la Constitución 1, 41001 Sevilla',
        },
      },
    });
    expect(html).toContain(`<img src="${LOGO}" alt="Distribuciones Sur">`);
    expect(html).toContain(
      '<div class="legal">Distribuciones Sur, S.L. · CIF/NIF B12345674<br>Av. de la Constitución 1, 41001 Sevilla</div>',
    );
  });

  it.each([
    [{ razonSocial: 'Distribuciones Sur, S.L.', cif: null, direccion: null }, 'Distribuciones Sur, S.L.'],
    [{ razonSocial: null, cif: 'B12345674', direccion: null }, 'CIF/NIF B12345674'],
    [{ razonSocial: null, cif: null, direccion: '41001 Sevilla' }, '41001 Sevilla'],
    [
      { razonSocial: 'A & B, S.L.', cif: null, direccion: 'C/ <Mayor> 1' },
      'A &amp; B, S.L.<br>C/ &lt;Mayor&gt; 1',
    ],
  ])('prints only the legal data set, with no empty label: %j', (datosLegales, legal) => {
    const html = render({ distribuidor: { nombre: 'Distribuciones Sur', logo: null, datosLegales } });
    expect(html).toContain(`<div class="legal">${legal}</div>`);
  });

  it("lists each device's instalments and initial payment, and adds the initial payments up", () => {
    const html = render();
    expect(html).toContain(
      '<tr><td>Galaxy S25</td><td class="importe">24</td><td class="importe">35,50 €</td><td class="importe">99,00 €</td><td class="importe">120,00 €</td></tr>',
    );
    expect(html).toContain('Pagos iniciales: <strong>99,00 €</strong> (una sola vez)');
    // Without a count of instalments (the catalogue has none yet), no empty column.
    const sinCuotas = render({
      paquetes: [{ ...DOC.paquetes[0]!, dispositivo: { ...DOC.paquetes[0]!.dispositivo!, cuotas: null } }],
    });
    expect(sinCuotas).not.toContain('N.º de cuotas');
    expect(sinCuotas).toContain(
      '<tr><td>Galaxy S25</td><td class="importe">35,50 €</td><td class="importe">99,00 €</td>',
    );
    const sinDispositivo = render({
      paquetes: [{ ...DOC.paquetes[0]!, dispositivo: null }],
      pagosIniciales: null,
    });
    expect(sinDispositivo).not.toContain('Dispositivos');
    expect(sinDispositivo).not.toContain('Pagos iniciales');
  });

  it('states its validity, its conditions and the rounding rule, and ends with a signature block', () => {
    const html = render();
    for (const text of [
      '<h2>Condiciones</h2>',
      'Los precios de esta oferta se mantienen hasta el 10/12/2026.',
      'se redondea al céntimo por separado',
      '<h2>Aceptación de la oferta</h2>',
      'Nombre del cliente<div class="campo">José Martínez Ñúñez</div>',
      'DNI<div class="campo">12345678Z</div>',
      'Fecha<div class="campo"></div>',
      '<div class="firma">Firma del cliente</div>',
      '<div class="firma">Firma del comercial (Ana Comercial Prueba)</div>',
    ])
      expect(html).toContain(text);
    const sinDocumento = render({ cliente: { ...DOC.cliente, documento: null }, comercial: null });
    expect(sinDocumento).toContain('DNI/CIF<div class="campo"></div>');
    expect(sinDocumento).toContain('<div class="firma">Firma del comercial</div>');
  });

  it('prints a saved offer line by line: the 4,99 € insurance at 6,04 €, and each rounding cent stated', () => {
    const distribuidor = { nombre: 'Distribuciones Sur', logo: null, datosLegales: null };
    const html = renderOfertaHtml(
      ofertaDocumentoDe(OFERTA_GUARDADA, CLIENTE_DE_LA_OFERTA, distribuidor, null),
    );
    expect(html).toContain('<tr><td>Seguro: Seguro móvil</td><td class="importe">6,04 €</td></tr>');
    // A euro sign never starts a line of its own.
    expect(html).toContain(
      'Cuota del dispositivo: Galaxy A (Pago inicial 49,00&nbsp;€ · final 50,00&nbsp;€)',
    );
    expect(html).toContain('<tr><td>Ajuste por redondeo</td><td class="importe">-0,01 €</td></tr>');
    expect(html).toContain(
      '<tr class="total"><td>Total del paquete</td><td class="importe">33,98 €/mes</td></tr>',
    );
    expect(html).toContain('<tr><td>Ajuste por redondeo</td><td class="importe">0,01 €</td></tr>');
    expect(html).toContain(
      '<tr class="total"><td>Total mensual</td><td class="importe">58,25 €/mes</td></tr>',
    );
    expect(html).toContain('Segmento: Particular');
    expect(html).toContain('CIF: B12345674');
    expect(html).not.toContain('PARTICULAR');
    expect(html).not.toContain('LINEA_');
  });

  it("escapes every user's text, so a name cannot become markup", () => {
    const html = render({
      cliente: {
        ...DOC.cliente,
        nombre: '<script>alert(1)</script>',
        direccion: '"><img src=x onerror=alert(1)>',
      },
      comercial: { nombre: '<b>Ana</b>', email: '"@x', telefonos: [] },
      distribuidor: { nombre: 'A & B', logo: 'http://evil.example/logo.png', datosLegales: null },
    });
    expect(html).not.toContain('<script>alert');
    expect(html).not.toContain('<img src=x');
    expect(html).not.toContain('<b>Ana</b>');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('A &amp; B');
    // A logo the PDF engine could not fetch anyway is left out.
    expect(html).not.toContain('evil.example');
  });

  it('leaves out what is not known: no comparison without today’s price, no "after" without a promotion', () => {
    const html = render({
      precioAnterior: null,
      total: { ...DOC.total, mesesPromocion: 0 },
      paquetes: [{ ...DOC.paquetes[0]!, mesesPromocion: 0 }],
    });
    expect(html).not.toContain('Paga hoy');
    expect(html).not.toContain('Después de');
  });
});

describe('the offer as a PDF', () => {
  let engine: PdfEngine;
  beforeAll(() => {
    engine = createPdfEngine();
  });
  afterAll(() => engine.close());

  it("holds the customer's name, the total and the signature block on A4", async () => {
    const html = render({
      distribuidor: {
        nombre: 'Distribuciones Sur',
        logo: LOGO,
        datosLegales: {
          razonSocial: 'Distribuciones Sur, S.L.',
          cif: 'B12345674',
          direccion: 'Av. de la Constitución 1, 41001 Sevilla',
        },
      },
      precioAnterior: '1010.09',
    });
    const pdf = await engine.renderPdf(html);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdfPageSize(pdf)).toContain('(A4)');
    const text = pdfText(pdf);
    expect(text).toContain('José Martínez Ñúñez');
    expect(text).toContain('1.023,15 €/mes');
    expect(text).toContain('13,06 €/mes más');
    expect(text).toContain('Firma del cliente');
    // For a person to look at (pdftoppm -png -r 60 <file> <prefix>).
    if (process.env.OFFER_PDF_OUT) writeFileSync(process.env.OFFER_PDF_OUT, pdf);
  });
});
