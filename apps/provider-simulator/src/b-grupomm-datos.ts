import type { z } from 'zod';
import type { recursosSchema, releasesSchema } from '@ventas/domain/proveedores/proveedores-contract';
import { FECHA_REFERENCIA, sumarDias } from './fecha-dia';

/** Provider B's shared material for the sales network (grupomm): the same for every tenant. */
// prettier-ignore
const RECURSOS: readonly [string, string, number][] = [
  ['Argumentario Fibra 1 Gb + Móvil 50 GB', 'Argumentario', 3],
  ['Tarifario vigente noviembre 2026', 'Tarifario', 1],
  ['Tarifario Negocios 2026', 'Tarifario', 30],
  ['Guía de portabilidad móvil', 'Procedimiento', 45],
  ['Cómo tramitar un cambio de titular', 'Procedimiento', 60],
  ['Presentación 5G para empresas', 'Presentación', 12],
  ['Formación: objeciones frecuentes en televenta', 'Vídeo formativo', 20],
  ['Plantilla de mandato SEPA', 'Plantilla', 90],
  ['Política de protección de datos para comerciales', 'Normativa', 120],
  ['Catálogo de terminales y financiación', 'Catálogo', 7],
];

// prettier-ignore
const RELEASES: readonly [string, number, string][] = [
  ['3.14.0', 4, 'Nuevas tarifas de fibra de 10 Gb. El informe de cobertura muestra la velocidad máxima por tecnología.'],
  ['3.13.2', 18, 'Corregido el cálculo de la penalización por baja anticipada en renovaciones con terminal.'],
  ['3.13.0', 35, 'Consulta de órdenes por documento del cliente. Descarga del contrato firmado en PDF.'],
  ['3.12.1', 61, 'Mejoras de rendimiento en la consulta de facturas de más de seis meses.'],
  ['3.12.0', 88, 'Renovaciones convergentes: fibra y móvil en una sola oferta.'],
  ['3.11.0', 130, 'Alta del servicio de geolocalización de direcciones.'],
];

export function recursos(): z.infer<typeof recursosSchema> {
  return {
    recursos: RECURSOS.map(([nombre, tipo, dias], i) => ({
      id: `REC-${String(i + 1).padStart(3, '0')}`,
      nombre,
      tipo,
      actualizado: sumarDias(FECHA_REFERENCIA, -dias),
    })),
  };
}

export function releases(): z.infer<typeof releasesSchema> {
  return {
    releases: RELEASES.map(([version, dias, notas]) => ({
      id: `REL-${version.replaceAll('.', '-')}`,
      version,
      fecha: sumarDias(FECHA_REFERENCIA, -dias),
      notas,
    })),
  };
}
