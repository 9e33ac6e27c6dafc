import { describe, expect, it } from 'vitest';
import {
  facturasSchema,
  lineasSchema,
  ordenDetalleSchema,
  ordenesSchema,
  registrosSchema,
  renuevoSchema,
  SEGUIMIENTO_VISTAS,
  seguimientoSerieSchema,
  seguimientoTablaSchema,
  TIPOS_RENUEVO,
  type SeguimientoVista,
} from '@ventas/domain/proveedores/proveedores-contract';
import { facturaDe, facturasRespuesta } from './b-facturas-datos';
import { lineasRespuesta } from './b-lineas-datos';
import { ordenDetalle, ordenesDe } from './b-ordenes-datos';
import { registrosRespuesta } from './b-registros-datos';
import { renuevoPdf, renuevoRespuesta } from './b-renuevo-datos';
import { serieSeguimiento, tablaSeguimiento } from './d-vistas-datos';
import { sumarMeses } from './fecha-dia';
import { centimosDe } from './importe-centimos';

/** Many generated inputs, so a rare pick that breaks the contract is caught. */
const DOCUMENTOS = Array.from({ length: 60 }, (_, i) =>
  i % 3 === 0 ? `B${String(10_000_000 + i * 7919)}` : `${String(10_000_000 + i * 104_729).slice(0, 8)}Z`,
);
const MESES = Array.from({ length: 12 }, (_, i) => sumarMeses('2025-11', i));

describe('provider B data', () => {
  it('keeps every generated customer inside the contract', () => {
    for (const documento of DOCUMENTOS) {
      const lineas = lineasSchema.parse(lineasRespuesta(documento, undefined));
      expect(lineas.lineas.length).toBeGreaterThanOrEqual(2);
      registrosSchema.parse(
        registrosRespuesta(
          documento,
          lineas.lineas.map((l) => l.msisdn).filter((m) => /^[67]/.test(m)),
        ),
      );
      ordenesSchema.parse(ordenesDe(documento));
      facturasSchema.parse({
        facturas: MESES.map((mes) => facturaDe(documento, mes)).filter((f) => f !== null),
      });
    }
  });

  it('makes every invoice total the exact sum of its concept lines, VAT 21 % of the rest', () => {
    let facturas = 0;
    for (const documento of DOCUMENTOS)
      for (const mes of MESES) {
        const factura = facturaDe(documento, mes);
        if (!factura) continue;
        facturas += 1;
        const suma = factura.lineas.reduce((total, l) => total + centimosDe(l.importe), 0);
        expect(suma, `${documento} ${mes}`).toBe(centimosDe(factura.importe));
        const iva = factura.lineas.at(-1);
        expect(iva?.concepto).toBe('IVA 21 %');
        const base = suma - centimosDe(iva?.importe ?? '0');
        expect(centimosDe(iva?.importe ?? '0')).toBe(Math.round((base * 21) / 100));
        expect(factura.fecha > `${mes}-31`).toBe(true);
      }
    expect(facturas).toBeGreaterThan(300);
  });

  it('bills any asked month, whatever the day the client asks from, the newest one pending', () => {
    // The client asks for its last months; the simulator has no clock, so a later year still
    // gets invoices (the browser suite runs at 2027-10-31 and 2028-03-01 too).
    const { facturas } = facturasRespuesta('12345678Z', ['2027-08', '2027-10', '2027-09']);
    expect(facturas.map((f) => f.mes)).toEqual(['2027-08', '2027-10', '2027-09']);
    expect(facturas.find((f) => f.mes === '2027-10')?.estado).toBe('PENDIENTE');
    expect(facturas.filter((f) => f.estado === 'PENDIENTE')).toHaveLength(1);
    expect(facturasRespuesta('12345678Z', ['2027-10'])).toEqual(facturasRespuesta('12345678Z', ['2027-10']));
  });

  it('has no invoice for a month before the customer had a line', () => {
    expect(facturaDe('12345678Z', '1999-01')).toBeNull();
  });

  it('walks every order through its states in date order, ending at the current one', () => {
    const vistos = new Set<string>();
    for (let i = 0; i < 300; i++) {
      const orden = ordenDetalleSchema.parse(ordenDetalle(`ORD-PRUEBA-${i}`));
      vistos.add(String(orden.estado));
      const fechas = orden.historial.map((h) => h.fecha);
      expect(fechas).toEqual([...fechas].sort());
      expect(orden.historial.at(-1)?.estado).toBe(orden.estado);
      expect(orden.fecha).toBe(fechas[0]);
      const entregada = [6, 77, 76, 'active'].includes(orden.estado);
      expect(orden.contract_id !== null, `${orden.order_id} ${orden.estado}`).toBe(entregada);
    }
    expect([...vistos].sort()).toEqual(['6', '7', '76', '77', '79', '8', 'active']);
  });

  it('lists a customer order with the same data as its detail', () => {
    for (const orden of ordenesDe('12345678Z').ordenes)
      expect(ordenDetalle(orden.order_id)).toMatchObject(orden);
  });

  it('builds each renewal PDF from the offer its pdf_id names', () => {
    for (const tipo of TIPOS_RENUEVO) {
      const renuevo = renuevoSchema.parse(renuevoRespuesta(tipo, '612345678', undefined));
      if (tipo === 'FIJO') expect(renuevo.opciones.every((o) => o.terminal === null)).toBe(true);
      for (const opcion of renuevo.opciones)
        expect(renuevoPdf(opcion.pdf_id).toString('latin1')).toContain(`Oferta: ${opcion.titulo}`);
    }
  });
});

describe('provider D views', () => {
  const TABLAS = SEGUIMIENTO_VISTAS.filter(
    (v): v is Exclude<SeguimientoVista, 'variables-graphic'> => v !== 'variables-graphic',
  );

  it.each(TABLAS)('%s has 5 to 12 columns and rows only between since and until', (vista) => {
    const tabla = seguimientoTablaSchema.parse(tablaSeguimiento(vista, '2025-11-01', '2026-10-31'));
    expect(tabla.data.columnas.length).toBeGreaterThanOrEqual(5);
    expect(tabla.data.columnas.length).toBeLessThanOrEqual(12);
    expect(tabla.data.filas.length).toBeGreaterThan(0);
    const campos = tabla.data.columnas.map((c) => c.campo).sort();
    for (const fila of tabla.data.filas) {
      expect(Object.keys(fila).sort()).toEqual(campos);
      const fecha = String(fila.fecha ?? fila.fecha_firma);
      expect(fecha >= '2025-11-01' && fecha <= '2026-10-31', fecha).toBe(true);
    }
  });

  it('draws one point per day, at most 400 (the latest)', () => {
    const serie = seguimientoSerieSchema.parse(serieSeguimiento('2026-10-01', '2026-10-31'));
    expect(serie.data.series[0]?.puntos.map((p) => p.x)).toHaveLength(31);
    expect(serie.data.series[0]?.puntos[30]?.x).toBe('2026-10-31');
    const larga = seguimientoSerieSchema.parse(serieSeguimiento('2024-01-01', '2026-10-31'));
    expect(larga.data.series.every((s) => s.puntos.length === 400)).toBe(true);
    expect(larga.data.series[0]?.puntos.at(-1)?.x).toBe('2026-10-31');
  });

  it('shows the same offers in the summary and the detail', () => {
    const resumen = tablaSeguimiento('seguimiento-ofertas-resumen', '2026-10-01', '2026-10-14');
    const detalle = tablaSeguimiento('seguimiento-ofertas-detalle', '2026-10-01', '2026-10-14');
    const creadas = resumen.data.filas.reduce((suma, f) => suma + Number(f.ofertas_creadas), 0);
    expect(detalle.data.filas).toHaveLength(creadas);
  });
});
