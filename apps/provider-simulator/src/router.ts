import { RUTAS_UPSTREAM, type RutaUpstream } from '@ventas/domain/proveedores/upstream';

/**
 * Matches a request path to a route of RUTAS_UPSTREAM. Each provider's routes sit below its own
 * base path (`/b`, `/c`, `/d`: the route name's prefix), so one server stands in for all three.
 */
interface RutaCompilada {
  nombre: RutaUpstream;
  metodo: 'GET' | 'POST';
  patron: RegExp;
  claves: string[];
}

const RUTAS: RutaCompilada[] = (Object.keys(RUTAS_UPSTREAM) as RutaUpstream[]).map((nombre) => {
  const { metodo, ruta } = RUTAS_UPSTREAM[nombre];
  const claves: string[] = [];
  const base = `/${nombre.split('.')[0]}`;
  const fuente = (base + ruta).replace(/:([a-z_]+)/g, (_, clave: string) => {
    claves.push(clave);
    return '([^/]+)';
  });
  return { nombre, metodo, patron: new RegExp(`^${fuente}$`), claves };
});

export type Coincidencia =
  | { tipo: 'ruta'; nombre: RutaUpstream; params: Record<string, string> }
  | { tipo: 'metodo'; nombre: RutaUpstream; permitido: 'GET' | 'POST' }
  | { tipo: 'ninguna' };

export function encontrarRuta(metodo: string, pathname: string): Coincidencia {
  let otroMetodo: Coincidencia = { tipo: 'ninguna' };
  for (const ruta of RUTAS) {
    const encontrada = ruta.patron.exec(pathname);
    if (!encontrada) continue;
    if (ruta.metodo !== metodo) {
      otroMetodo = { tipo: 'metodo', nombre: ruta.nombre, permitido: ruta.metodo };
      continue;
    }
    const params: Record<string, string> = {};
    try {
      ruta.claves.forEach((clave, i) => (params[clave] = decodeURIComponent(encontrada[i + 1] ?? '')));
    } catch {
      // A broken percent-encoding names nothing the provider has.
      return { tipo: 'ninguna' };
    }
    return { tipo: 'ruta', nombre: ruta.nombre, params };
  }
  return otroMetodo;
}
