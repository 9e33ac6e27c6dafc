import { describe, expect, it } from 'vitest';
import { nombreDeContrato } from '@ventas/domain/proveedores/content-disposition';
import { coberturaCpSchema, coberturaResultadoSchema } from '@ventas/domain/proveedores/proveedores-contract';
import {
  CONTRATO_HOSTIL,
  CONTRATO_SIN_NOMBRE,
  CP_SIN_COBERTURA,
  DOCUMENTO_DESCONOCIDO,
  DOCUMENTO_SIN_FACTURAS,
} from './casos-especiales';
import { conSimulador, pedir } from './simulador-test-support';

const servidor = conSimulador();

describe('special inputs', () => {
  it.each([
    `/b/clientes/${DOCUMENTO_DESCONOCIDO}/lineas`,
    `/b/clientes/${DOCUMENTO_DESCONOCIDO}/facturas?meses=2026-09`,
    `/b/clientes/${DOCUMENTO_DESCONOCIDO}/registros?msisdns=612345678`,
    `/b/clientes/${DOCUMENTO_DESCONOCIDO}/renuevo?tipo=MOVIL&msisdn=612345678`,
    `/b/clientes/${DOCUMENTO_DESCONOCIDO.toLowerCase()}/ordenes`,
  ])('the unknown document gets 404 from %s', async (ruta) => {
    const respuesta = await pedir(servidor.url + ruta);
    expect(respuesta.status).toBe(404);
    expect(JSON.parse(respuesta.texto)).toEqual({ error: 'Cliente no encontrado' });
  });

  it('a customer with no invoices gets an empty list, another one invoices', async () => {
    const sin = await pedir(
      `${servidor.url}/b/clientes/${DOCUMENTO_SIN_FACTURAS}/facturas?meses=2026-08,2026-09`,
    );
    expect(JSON.parse(sin.texto)).toEqual({ facturas: [] });
    const con = await pedir(`${servidor.url}/b/clientes/12345678Z/facturas?meses=2026-08,2026-09`);
    expect((JSON.parse(con.texto) as { facturas: unknown[] }).facturas).toHaveLength(2);
  });

  it('sends no Content-Disposition for the unnamed contract', async () => {
    const respuesta = await pedir(`${servidor.url}/b/contratos/${CONTRATO_SIN_NOMBRE}/pdf`);
    expect(respuesta.status).toBe(200);
    expect(respuesta.headers.get('content-disposition')).toBeNull();
  });

  it('sends a hostile file name for the hostile contract, which the domain sanitises', async () => {
    const respuesta = await pedir(`${servidor.url}/b/contratos/${CONTRATO_HOSTIL}/pdf`);
    const cabecera = respuesta.headers.get('content-disposition');
    expect(cabecera).toBe('attachment; filename="../../secreto/<script>.pdf"');
    expect(nombreDeContrato(cabecera, CONTRATO_HOSTIL)).toMatch(/^[A-Za-z0-9._-]+\.pdf$/);
  });

  it('names any other contract Contrato_<id>.pdf', async () => {
    const respuesta = await pedir(`${servidor.url}/b/contratos/CTR-ABC-1/pdf`);
    expect(respuesta.headers.get('content-disposition')).toBe(
      'attachment; filename="Contrato_CTR-ABC-1.pdf"',
    );
  });

  it('has no coverage of any technology at the special postal code', async () => {
    const cp = coberturaCpSchema.parse(
      JSON.parse((await pedir(`${servidor.url}/b/cobertura/cp/${CP_SIN_COBERTURA}`)).texto),
    );
    expect(cp.tecnologias.length).toBeGreaterThan(0);
    expect(cp.tecnologias.every((t) => t.porcentaje_cubierto === 0)).toBe(true);

    const candidatas = JSON.parse(
      (
        await pedir(
          `${servidor.url}/b/cobertura/direcciones?direccion=Calle%20Real%201&cp=${CP_SIN_COBERTURA}`,
        )
      ).texto,
    ) as { direcciones: { direccion_id: string }[] };
    const id = candidatas.direcciones[0]?.direccion_id ?? '';
    const b = coberturaResultadoSchema.parse(
      JSON.parse((await pedir(`${servidor.url}/b/cobertura/resultado/${id}`)).texto),
    );
    const c = coberturaResultadoSchema.parse(
      JSON.parse(
        (
          await pedir(
            `${servidor.url}/c/cobertura?direccion=Calle%20Real%201&cp=${CP_SIN_COBERTURA}&localidad=Melilla&provincia=Melilla`,
          )
        ).texto,
      ),
    );
    for (const resultado of [b, c]) {
      expect(resultado.tecnologias).toHaveLength(6);
      expect(resultado.tecnologias.some((t) => t.disponible || t.velocidad_max_mb !== null)).toBe(false);
    }
  });

  it('answers 404 for a postal code of no province', async () => {
    expect((await pedir(`${servidor.url}/b/cobertura/cp/00000`)).status).toBe(404);
    expect((await pedir(`${servidor.url}/c/geocoding?direccion=Calle%20Real%201&cp=99001`)).status).toBe(404);
  });
});
