import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OfertaDocumento } from '@ventas/domain/documentos/oferta-documento';
import { createPdfEngine, type PdfEngine } from '../../pdf/pdf-engine';
import { pdfText } from '../../pdf/pdf-test-support';
import { renderOfertaHtml } from './oferta-html';

const DOC: OfertaDocumento = {
  distribuidor: { nombre: 'Distribuciones Sur', logoUrl: null },
  numero: 1042,
  fecha: '2026-11-25T09:30:00Z',
  validaHasta: '2026-12-10',
  cliente: {
    nombre: 'José Martínez Ñúñez',
    documento: '12345678Z',
    telefonos: ['612345678', '954123456'],
    direccion: 'Calle Feria 12, 41003 Sevilla',
  },
  segmento: 'PARTICULAR',
  territorio: { nombre: 'Península', impuesto: 'IVA', tipo: '21' },
  paquetes: [
    {
      titulo: 'Fibra 1Gb + Móvil ilimitado',
      tipoLinea: 'LINEA_PRINCIPAL',
      conceptos: [
        { concepto: 'Tarifa (IVA incluido)', importe: '1234.56' },
        { concepto: 'Promoción 20 % 6 meses', importe: '-246.91' },
        { concepto: 'Cuota del terminal', importe: '35.50' },
      ],
      durante: '1023.15',
      despues: '1270.06',
      mesesPromocion: 6,
    },
  ],
  total: { durante: '1023.15', despues: '1270.06', mesesPromocion: 6 },
  precioAnterior: '1100.00',
};

describe('renderOfertaHtml: the printable offer', () => {
  it('prints euros, days and the saving the Spanish way', () => {
    const html = renderOfertaHtml(DOC);
    for (const text of [
      'Oferta nº 1042',
      '25/11/2026 10:30',
      'Válida hasta el 10/12/2026',
      '1.234,56 €',
      '-246,91 €',
      'Total mensual: <strong>1.023,15 €/mes</strong>',
      'Después de 6 meses: <strong>1.270,06 €/mes</strong>',
      'ahorro de <strong>76,85 €/mes</strong> (922,20 € al año)',
      'IVA (Península, 21 %)',
    ])
      expect(html).toContain(text);
  });

  it("escapes every user's text, so a name cannot become markup", () => {
    const html = renderOfertaHtml({
      ...DOC,
      cliente: {
        ...DOC.cliente,
        nombre: '<script>alert(1)</script>',
        direccion: '"><img src=x onerror=alert(1)>',
      },
      distribuidor: { nombre: 'A & B', logoUrl: 'http://evil.example/logo.png' },
    });
    expect(html).not.toContain('<script>alert');
    expect(html).not.toContain('<img src=x');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('A &amp; B');
    // A logo the PDF engine could not fetch anyway is left out.
    expect(html).not.toContain('evil.example');
  });

  it('leaves out what is not known: no saving without today’s price, no "after" without a promotion', () => {
    const html = renderOfertaHtml({
      ...DOC,
      precioAnterior: null,
      total: { ...DOC.total, mesesPromocion: 0 },
    });
    expect(html).not.toContain('ahorro');
    expect(html).not.toContain('Después de 6 meses: <strong>');
  });
});

describe('the offer as a PDF', () => {
  let engine: PdfEngine;
  beforeAll(() => {
    engine = createPdfEngine();
  });
  afterAll(() => engine.close());

  it("holds the customer's name and the total in its text", async () => {
    const pdf = await engine.renderPdf(renderOfertaHtml(DOC));
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(pdf);
    expect(text).toContain('José Martínez Ñúñez');
    expect(text).toContain('1.023,15 €/mes');
  });
});
