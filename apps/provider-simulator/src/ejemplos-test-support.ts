import type { RutaUpstream } from '@ventas/domain/proveedores/upstream';
import { SEGUIMIENTO_VISTAS } from '@ventas/domain/proveedores/proveedores-contract';

/** One request per route (and per D view) that the simulator answers with data. */
export interface Ejemplo {
  nombre: RutaUpstream;
  metodo: 'GET' | 'POST';
  ruta: string;
  params?: Record<string, string>;
}

const RANGO = 'since=2026-09-01&until=2026-10-31';

export const EJEMPLOS: Ejemplo[] = [
  { nombre: 'b.lineas', metodo: 'GET', ruta: '/b/clientes/12345678Z/lineas?operador=Movistar' },
  {
    nombre: 'b.facturas',
    metodo: 'GET',
    ruta: '/b/clientes/12345678Z/facturas?meses=2026-08,2026-09,2026-10',
  },
  {
    nombre: 'b.registros',
    metodo: 'GET',
    ruta: '/b/clientes/12345678Z/registros?msisdns=612345678,698765432',
  },
  {
    nombre: 'b.renuevo',
    metodo: 'GET',
    ruta: '/b/clientes/12345678Z/renuevo?tipo=CONVERGENTE&msisdn=612345678',
  },
  { nombre: 'b.renuevo-pdf', metodo: 'GET', ruta: '/b/renuevo/pdf/RNV-CP-612345678-1' },
  { nombre: 'b.renuevo-condiciones', metodo: 'GET', ruta: '/b/renuevo/condiciones/612345678' },
  { nombre: 'b.cobertura-sesion', metodo: 'POST', ruta: '/b/cobertura/sesion' },
  { nombre: 'b.cobertura-cp', metodo: 'GET', ruta: '/b/cobertura/cp/28013' },
  {
    nombre: 'b.cobertura-direcciones',
    metodo: 'GET',
    ruta: '/b/cobertura/direcciones?direccion=C%2F%20Mayor%2C%205&cp=28013',
  },
  { nombre: 'b.cobertura-resultado', metodo: 'GET', ruta: '/b/cobertura/resultado/28013-0a1b2c3d-1' },
  { nombre: 'b.ordenes', metodo: 'GET', ruta: '/b/clientes/12345678Z/ordenes' },
  { nombre: 'b.orden', metodo: 'GET', ruta: '/b/ordenes/ORD-ABC123-1' },
  { nombre: 'b.contrato-pdf', metodo: 'GET', ruta: '/b/contratos/CTR-ABC123-1/pdf' },
  { nombre: 'b.recursos', metodo: 'GET', ruta: '/b/grupomm/recursos' },
  { nombre: 'b.releases', metodo: 'GET', ruta: '/b/grupomm/releases' },
  {
    nombre: 'c.cobertura',
    metodo: 'GET',
    ruta: '/c/cobertura?direccion=Calle%20Mayor%205&cp=28013&localidad=Madrid&provincia=Madrid&lat=40.41&lng=-3.7',
  },
  { nombre: 'c.geocoding', metodo: 'GET', ruta: '/c/geocoding?direccion=Calle%20Mayor%205&cp=28013' },
  ...SEGUIMIENTO_VISTAS.map((vista): Ejemplo => ({
    nombre: 'd.vista',
    metodo: 'GET',
    ruta: `/d/management/vistas/${vista}?${RANGO}`,
    params: { vista },
  })),
  { nombre: 'd.check-access', metodo: 'GET', ruta: `/d/management/check-access?${RANGO}` },
  { nombre: 'd.offer-detail', metodo: 'GET', ruta: `/d/management/offer-detail/OF-20261005-01?${RANGO}` },
  {
    nombre: 'd.offer-detail-offer',
    metodo: 'GET',
    ruta: `/d/management/offer-detail-offer/OF-20261005-01?${RANGO}`,
  },
  { nombre: 'd.download-pdf', metodo: 'GET', ruta: `/d/management/download-pdf/OF-20261005-01?${RANGO}` },
];
