import type {
  DistribuidorAdmin,
  DistribuidorCreate,
  SuperadminCreate,
} from '@ventas/domain/distribuidores/distribuidores-contract';
import { subdominioLibre } from '@ventas/domain/distribuidores/subdominio';
import {
  esGrupoDelCodigo,
  REGISTRY_MESSAGES,
  type Group,
  type Permission,
} from '@ventas/domain/permissions/registry-contract';
import { createFakeServer, type RecordedCall, type Reply } from '../../../test/fake-server';
import { GRUPOS, NORTE, OESTE_SIN_SUPERADMIN, PERMISOS, PLATAFORMA, SUR_BORRADO } from './sistema-fixtures';

/** The one-time passwords the fake answers: of a new distributor's SuperAdmin, and of one made later. */
export const PASSWORD_INICIAL = { alta: 'Kp7-vQ2x-Lm9z', despues: 'Zr4-hW8n-Tb2c' } as const;

export interface SistemaFakeOptions {
  /** The lists answer 403 (no retry), for the error state. */
  fallan?: ReadonlyArray<'grupos' | 'permisos' | 'distribuidores'>;
  /** What GET /api/distribuidores/distribuidor/ lists (the platform's view by default). */
  distribuidores?: DistribuidorAdmin[];
  /** The lists start empty. */
  vacios?: boolean;
  /** POST of a distributor answers 400 with a `detail`. */
  rechazaCrear?: boolean;
  /** POST of a first SuperAdmin answers 409: one was made meanwhile. */
  rechazaSuperadmin?: boolean;
}

const byId = (path: string) => Number(/\/(\d+)\/(?:[a-z]+\/)?$/.exec(path)?.[1]);

/**
 * The registry and distributors API as issue 16's contracts describe it, in memory: groups held
 * by a distributor are refused with 409 and its names; exports finish at the first status call.
 */
export function sistemaFakeApi(options: SistemaFakeOptions = {}) {
  const { fallan = [] } = options;
  let grupos: Group[] = options.vacios ? [] : [...GRUPOS];
  let permisos: Permission[] = options.vacios ? [] : [...PERMISOS];
  let distribuidores = options.vacios
    ? []
    : [...(options.distribuidores ?? [PLATAFORMA, NORTE, SUR_BORRADO, OESTE_SIN_SUPERADMIN])];
  const lista = <T>(nombre: 'grupos' | 'permisos' | 'distribuidores', rows: T[]): Reply =>
    fallan.includes(nombre) ? { status: 403, body: { detail: 'No permitido' } } : { status: 200, body: rows };

  const registro = (call: RecordedCall, path: string): Reply | null => {
    if (path === '/api/groups/') {
      if (call.method === 'GET') return lista('grupos', grupos);
      const grupo = { id: 14, permissions: [], ...(call.body as { name: string }) };
      grupos = [...grupos, grupo];
      return { status: 201, body: grupo };
    }
    if (path.startsWith('/api/groups/')) {
      const id = byId(path);
      const grupo = grupos.find((g) => g.id === id)!;
      if (call.method === 'DELETE') {
        const titulares = distribuidores.filter((d) => d.groups.includes(grupo.name)).map((d) => d.name);
        if (titulares.length > 0) {
          const detail = REGISTRY_MESSAGES.grupoEnUso(titulares);
          return { status: 409, body: { detail, distribuidores: titulares } };
        }
        if (esGrupoDelCodigo(grupo.name))
          return { status: 409, body: { detail: REGISTRY_MESSAGES.grupoDelCodigo } };
        grupos = grupos.filter((g) => g.id !== id);
        return { status: 204 };
      }
      const body = call.body as Partial<Group>;
      if (esGrupoDelCodigo(grupo.name) && body.name !== grupo.name) {
        return { status: 400, body: { name: [REGISTRY_MESSAGES.grupoDelCodigo] } };
      }
      const editado = { ...grupo, ...body };
      grupos = grupos.map((g) => (g.id === id ? editado : g));
      return { status: 200, body: editado };
    }
    if (path === '/api/permissions/') {
      if (call.method === 'GET') return lista('permisos', permisos);
      const body = call.body as Permission;
      if (permisos.some((p) => p.codename === body.codename)) {
        return { status: 400, body: { codename: ['Ya existe un permiso con este código.'] } };
      }
      const permiso = { ...body, id: 4 };
      permisos = [...permisos, permiso];
      return { status: 201, body: permiso };
    }
    if (path.startsWith('/api/permissions/')) {
      const id = byId(path);
      if (call.method === 'DELETE') {
        permisos = permisos.filter((p) => p.id !== id);
        return { status: 204 };
      }
      const editado = { ...(call.body as Permission), id };
      permisos = permisos.map((p) => (p.id === id ? editado : p));
      return { status: 200, body: editado };
    }
    return null;
  };

  const tenants = (call: RecordedCall, path: string): Reply | null => {
    const base = '/api/distribuidores/distribuidor/';
    if (path === base) {
      if (call.method === 'GET') return lista('distribuidores', distribuidores);
      if (options.rechazaCrear) return { status: 400, body: { detail: 'No se pudo crear la cuenta' } };
      const { superadmin_username, ...body } = call.body as DistribuidorCreate;
      const enUso = (label: string) => distribuidores.some((d) => d.subdomain === label);
      const nuevo: DistribuidorAdmin = {
        ...NORTE,
        ...body,
        // As the API: without a subdomain, the first free one derived from the name.
        subdomain: body.subdomain ?? subdominioLibre(body.name, PLATAFORMA.subdomain, enUso) ?? '',
        id: 9,
        logo_url: null,
        plataforma: false,
        tiene_superadmin: superadmin_username !== undefined,
      };
      distribuidores = [...distribuidores, nuevo];
      const superadmin = superadmin_username
        ? { username: superadmin_username, password_inicial: PASSWORD_INICIAL.alta }
        : null;
      return { status: 201, body: { distribuidor: nuevo, superadmin } };
    }
    if (!path.startsWith(base)) return null;
    const id = byId(path);
    if (path.endsWith('/superadmin/')) {
      if (options.rechazaSuperadmin) {
        return { status: 409, body: { detail: 'Este distribuidor ya tiene un SuperAdmin activo.' } };
      }
      distribuidores = distribuidores.map((d) => (d.id === id ? { ...d, tiene_superadmin: true } : d));
      const { username } = call.body as SuperadminCreate;
      return { status: 201, body: { username, password_inicial: PASSWORD_INICIAL.despues } };
    }
    if (path.endsWith('/export/')) return { status: 200, body: { task_id: 'exp-1' } };
    if (path.endsWith('/restore/')) {
      distribuidores = distribuidores.map((d) =>
        d.id === id ? { ...d, deleted_at: null, purge_after: null } : d,
      );
      return { status: 200, body: distribuidores.find((d) => d.id === id) };
    }
    if (path.endsWith('/logo/')) {
      const logo_url = call.method === 'DELETE' ? null : `/api/distribuidores/logo/${id}.png`;
      distribuidores = distribuidores.map((d) => (d.id === id ? { ...d, logo_url } : d));
      return call.method === 'DELETE' ? { status: 204 } : { status: 200, body: { logo_url } };
    }
    if (call.method === 'DELETE') {
      distribuidores = distribuidores.map((d) =>
        d.id === id ? { ...d, deleted_at: '2026-11-26T10:00:00Z', purge_after: '2026-12-26T10:00:00Z' } : d,
      );
      return { status: 204 };
    }
    const editado = { ...distribuidores.find((d) => d.id === id)!, ...(call.body as object) };
    distribuidores = distribuidores.map((d) => (d.id === id ? editado : d));
    return { status: 200, body: editado };
  };

  return createFakeServer((call) => {
    const path = new URL(call.path, 'http://localhost').pathname;
    if (path.startsWith('/api/utils/task-status/')) {
      return {
        status: 200,
        body: { state: 'SUCCESS', result: { filename: 'norte-20261126.zip', done: 10, total: 10 } },
      };
    }
    if (path === '/api/utils/get-xlsx-files/') return { status: 200, body: 'zip' };
    return registro(call, path) ?? tenants(call, path) ?? { status: 404, body: { detail: 'No encontrado' } };
  });
}
