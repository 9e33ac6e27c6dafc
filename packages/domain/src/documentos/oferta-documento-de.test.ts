import { describe, expect, it } from 'vitest';
import { ofertaDocumentoDe } from './oferta-documento-de';
import { CLIENTE_DE_LA_OFERTA, OFERTA_GUARDADA } from './oferta-documento.examples';

const DISTRIBUIDOR = { nombre: 'Distribuciones Sur', logo: null, datosLegales: null };
const COMERCIAL = { nombre: 'Ana Comercial Prueba', email: 'ana@example.com', telefonos: ['600111222'] };

const documento = (oferta = OFERTA_GUARDADA, cliente = CLIENTE_DE_LA_OFERTA) =>
  ofertaDocumentoDe(oferta, cliente, DISTRIBUIDOR, COMERCIAL);

describe('ofertaDocumentoDe: the printable offer of a saved offer', () => {
  it('prints each line right (4,99 € + 21 % = 6,04 €) and states the cent the package rounds off', () => {
    const [fibra, movil] = documento().paquetes;
    expect(fibra?.conceptos).toEqual([{ concepto: 'Tarifa: Fibra 600', importe: '24.26' }]);
    expect(movil?.conceptos).toEqual([
      { concepto: 'Línea adicional: Línea 20 GB', importe: '12.95' },
      {
        concepto: 'Cuota del dispositivo: Galaxy A (Pago inicial 49,00 € · final 50,00 €)',
        importe: '15.00',
      },
      { concepto: 'Seguro: Seguro móvil', importe: '6.04' },
      // 12.947 + 15.00 + 6.0379 = 33.9849 → 33.98, a cent under the lines.
      { concepto: 'Ajuste por redondeo', importe: '-0.01' },
    ]);
    expect(movil?.durante).toBe('33.98');
  });

  it('adjusts the total by what it differs from the packages as shown (24,26 + 33,98 = 58,24; 58,25)', () => {
    expect(documento().total).toEqual({
      durante: '58.25',
      despues: '58.25',
      mesesPromocion: 0,
      ajusteDurante: '0.01',
      ajusteDespues: '0.01',
    });
  });

  it('writes labels, not codes: the segment, the line type and the document type', () => {
    const doc = documento({ ...OFERTA_GUARDADA, segmento: 'NEGOCIOS' });
    expect(doc.segmento).toBe('Negocios');
    expect(documento().segmento).toBe('Particular');
    expect(doc.paquetes.map((p) => p.tipoLinea)).toEqual(['Línea principal', 'Línea adicional']);
    expect(doc.cliente.documento).toEqual({ tipo: 'CIF', numero: 'B12345674' });
  });

  it('names a document of unknown type as a document, and leaves out one the customer lacks', () => {
    const sinTipo = documento(OFERTA_GUARDADA, { ...CLIENTE_DE_LA_OFERTA, tipo_documento: null });
    expect(sinTipo.cliente.documento).toEqual({ tipo: 'Documento', numero: 'B12345674' });
    const sinDocumento = documento(OFERTA_GUARDADA, { ...CLIENTE_DE_LA_OFERTA, documento: null });
    expect(sinDocumento.cliente.documento).toBeNull();
  });

  it("lists each device's payments and adds up the initial ones", () => {
    const doc = documento();
    expect(doc.paquetes.map((p) => p.dispositivo)).toEqual([
      null,
      { nombre: 'Galaxy A', cuotas: null, cuotaMensual: '15.00', pagoInicial: '49.00', pagoFinal: '50.00' },
    ]);
    expect(doc.pagosIniciales).toBe('49.00');
    const dos = documento({
      ...OFERTA_GUARDADA,
      paquetes: [OFERTA_GUARDADA.paquetes[1]!, { ...OFERTA_GUARDADA.paquetes[1]!, id: 3 }],
    });
    expect(dos.pagosIniciales).toBe('98.00');
    expect(
      documento({ ...OFERTA_GUARDADA, paquetes: [OFERTA_GUARDADA.paquetes[0]!] }).pagosIniciales,
    ).toBeNull();
  });

  it('holds its prices 15 days from the quote, and carries who issues and who sells it', () => {
    const doc = documento();
    expect(doc.validaHasta).toBe('2026-12-10');
    expect(doc.distribuidor).toBe(DISTRIBUIDOR);
    expect(doc.comercial).toBe(COMERCIAL);
  });

  it('states no adjustment for a package saved before offers were priced', () => {
    const antiguo = { ...OFERTA_GUARDADA.paquetes[0]!, cotizacion: null, precio: null };
    expect(documento({ ...OFERTA_GUARDADA, paquetes: [antiguo] }).total.ajusteDurante).toBeNull();
  });
});
