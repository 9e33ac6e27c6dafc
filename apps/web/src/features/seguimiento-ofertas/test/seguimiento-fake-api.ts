import { authCalls } from '@ventas/domain/auth/auth.calls';
import { cuentasCalls } from '@ventas/domain/cuentas/cuentas.calls';
import { utilsCalls } from '@ventas/domain/opciones/utils.calls';
import { proveedoresDisponiblesCalls } from '@ventas/domain/proveedores/proveedores-disponibles.calls';
import { createFakeServer, isCall, type Reply } from '../../../test/fake-server';
import { DETALLE_OF1, OFERTA_OF1, OFERTAS, PREFIJO_D, RESUMEN, SERIES, SLUG_D } from './seguimiento-fixtures';

export interface SeguimientoFakeOptions {
  /** check-access's answers in turn, the last one repeated: true grants, a number is that status. */
  accesos?: readonly (boolean | number)[];
  /** Views (path part after management/) answered with this instead. */
  vistas?: Record<string, Reply>;
  /** The download's Content-Disposition file name; null: no header; a number: that status. */
  pdf?: string | null | number;
}

const USUARIO = {
  id: 3,
  username: 'marta',
  nombre_completo: 'Marta Gerente',
  isAdmin: false,
  rol: { id: 3 },
  tenant_groups: [{ name: 'D' }],
  tipo_comercial: 'TIENDA',
};

const VISTAS: Record<string, Reply> = {
  'seguimiento-ofertas-resumen': { status: 200, body: RESUMEN },
  'seguimiento-ofertas-ofertas': { status: 200, body: OFERTAS },
  'variables-graphic': { status: 200, body: SERIES },
  'offer-detail/OF-1': { status: 200, body: DETALLE_OF1 },
  'offer-detail-offer/OF-1': { status: 200, body: OFERTA_OF1 },
};

/**
 * Sign-in, the providers' slugs and provider D's offers tracking as our API answers them. Each
 * check-access answer's instant (the fake clock's) is kept, to measure the retries.
 */
export function seguimientoFakeApi(options: SeguimientoFakeOptions = {}) {
  const accesos = options.accesos ?? [true];
  const instantesAcceso: number[] = [];
  const server = createFakeServer((call) => {
    const url = new URL(call.path, 'http://localhost');
    if (isCall(call, authCalls.token)) return { status: 200, body: { access: 'a1', refresh: 'r1' } };
    if (isCall(call, cuentasCalls.detalle)) return { status: 200, body: USUARIO };
    if (isCall(call, proveedoresDisponiblesCalls.list)) {
      return { status: 200, body: { proveedores: [{ proveedor: 'd', slug: SLUG_D }] } };
    }
    // The sign-in's option lists: none (an object of lists, as the API answers them).
    if (isCall(call, utilsCalls.opciones)) return { status: 200, body: {} };
    if (!url.pathname.startsWith(PREFIJO_D)) return { status: 200, body: [] };
    const vista = url.pathname.slice(PREFIJO_D.length).replace(/\/$/, '');
    if (vista === 'check-access') {
      const respuesta = accesos[Math.min(instantesAcceso.length, accesos.length - 1)]!;
      instantesAcceso.push(Date.now());
      if (typeof respuesta === 'number') return { status: respuesta, body: { detail: 'No disponible' } };
      return { status: 200, body: { data: { access: respuesta } } };
    }
    if (vista.startsWith('download-pdf/')) {
      const pdf = options.pdf === undefined ? 'Oferta OF-1 firmada.pdf' : options.pdf;
      return typeof pdf === 'number'
        ? { status: pdf, body: { detail: 'x' } }
        : { status: 200, body: { pdf } };
    }
    return options.vistas?.[vista] ?? VISTAS[vista] ?? { status: 404, body: { detail: 'No encontrado.' } };
  });

  /** The fake server answers JSON: a PDF download becomes a file with its Content-Disposition. */
  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const respuesta = await server.fetch(input, init);
    if (!String(input).includes('/download-pdf/') || !respuesta.ok) return respuesta;
    const { pdf } = (await respuesta.json()) as { pdf: string | null };
    const headers = new Headers({ 'Content-Type': 'application/pdf' });
    if (pdf !== null) headers.set('Content-Disposition', `attachment; filename="${pdf}"`);
    return new Response('%PDF-1.4', { status: 200, headers });
  };

  /** The calls to provider D, path and query. */
  const llamadasD = () => server.calls.filter((c) => c.path.startsWith(PREFIJO_D)).map((c) => c.path);
  return { fetch, llamadasD, instantesAcceso };
}
