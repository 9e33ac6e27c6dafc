import { distribuidoresCalls } from '@ventas/domain/distribuidores/distribuidores.calls';
import type {
  DistribuidorAdmin,
  DistribuidorCreate,
  SuperadminCreate,
} from '@ventas/domain/distribuidores/distribuidores-contract';
import { subdominioLibre } from '@ventas/domain/distribuidores/subdominio';
import { jobsCalls } from '@ventas/domain/jobs/jobs.calls';
import { permissionsCalls } from '@ventas/domain/permissions/permissions.calls';
import {
  esGrupoDelCodigo,
  REGISTRY_MESSAGES,
  type Group,
  type Permission,
} from '@ventas/domain/permissions/registry-contract';
import { createFakeServer, isCall, type RecordedCall, type Reply } from '../../../test/fake-server';
import { GRUPOS, NORTE, OESTE_SIN_SUPERADMIN, PERMISOS, PLATAFORMA, SUR_BORRADO } from './sistema-fixtures';

/** The one-time passwords the fake answers: of a new distributor's SuperAdmin, and of one made later. */
export const PASSWORD_INICIAL = { alta: 'Kp7-vQ2x-Lm9z', despues: 'Zr4-hW8n-Tb2c' } as const;

export interface SistemaFakeOptions {
  /** The lists answer 403 (no retry), for the error state. */
  fallan?: ReadonlyArray<'grupos' | 'permisos' | 'distribuidores'>;
  /** What `distribuidoresCalls.list` lists (the platform's view by default). */
  distribuidores?: DistribuidorAdmin[];
  /** The lists start empty. */
  vacios?: boolean;
  /** POST of a distributor answers 400 with a `detail`. */
  rechazaCrear?: boolean;
  /** POST of a first SuperAdmin answers 409: one was made meanwhile. */
  rechazaSuperadmin?: boolean;
}

/** The numeric `:id` of a call matched by isCall. */
const byId = (params: Record<string, string>) => Number(params.id);

/**
 * The logo's upload: multipart, so sent by hand (subir-logo.ts) at the path of its declared
 * removal, as a POST.
 */
const subirLogo = { method: 'POST', path: distribuidoresCalls.quitarLogo.path } as const;

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

  const registro = (call: RecordedCall): Reply | null => {
    if (isCall(call, permissionsCalls.groups)) return lista('grupos', grupos);
    if (isCall(call, permissionsCalls.createGroup)) {
      const grupo = { id: 14, permissions: [], ...(call.body as { name: string }) };
      grupos = [...grupos, grupo];
      return { status: 201, body: grupo };
    }
    const unGrupo = isCall(call, permissionsCalls.updateGroup) ?? isCall(call, permissionsCalls.removeGroup);
    if (unGrupo) {
      const id = byId(unGrupo);
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
    if (isCall(call, permissionsCalls.permissions)) return lista('permisos', permisos);
    if (isCall(call, permissionsCalls.createPermission)) {
      const body = call.body as Permission;
      if (permisos.some((p) => p.codename === body.codename)) {
        return { status: 400, body: { codename: ['Ya existe un permiso con este código.'] } };
      }
      const permiso = { ...body, id: 4 };
      permisos = [...permisos, permiso];
      return { status: 201, body: permiso };
    }
    const unPermiso =
      isCall(call, permissionsCalls.updatePermission) ?? isCall(call, permissionsCalls.removePermission);
    if (unPermiso) {
      const id = byId(unPermiso);
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

  const tenants = (call: RecordedCall): Reply | null => {
    if (isCall(call, distribuidoresCalls.list)) return lista('distribuidores', distribuidores);
    if (isCall(call, distribuidoresCalls.create)) {
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
    const primerSuperadmin = isCall(call, distribuidoresCalls.createSuperadmin);
    if (primerSuperadmin) {
      const id = byId(primerSuperadmin);
      if (options.rechazaSuperadmin) {
        return { status: 409, body: { detail: 'Este distribuidor ya tiene un SuperAdmin activo.' } };
      }
      distribuidores = distribuidores.map((d) => (d.id === id ? { ...d, tiene_superadmin: true } : d));
      const { username } = call.body as SuperadminCreate;
      return { status: 201, body: { username, password_inicial: PASSWORD_INICIAL.despues } };
    }
    if (isCall(call, distribuidoresCalls.export)) return { status: 200, body: { task_id: 'exp-1' } };
    const restaurado = isCall(call, distribuidoresCalls.restore);
    if (restaurado) {
      const id = byId(restaurado);
      distribuidores = distribuidores.map((d) =>
        d.id === id ? { ...d, deleted_at: null, purge_after: null } : d,
      );
      return { status: 200, body: distribuidores.find((d) => d.id === id) };
    }
    const logo = isCall(call, subirLogo) ?? isCall(call, distribuidoresCalls.quitarLogo);
    if (logo) {
      const id = byId(logo);
      // The logo's image is a file the API serves by hand: no declaration names its path.
      const logo_url = call.method === 'DELETE' ? null : `/api/distribuidores/logo/${id}.png`;
      distribuidores = distribuidores.map((d) => (d.id === id ? { ...d, logo_url } : d));
      return call.method === 'DELETE' ? { status: 204 } : { status: 200, body: { logo_url } };
    }
    const borrado = isCall(call, distribuidoresCalls.remove);
    if (borrado) {
      const id = byId(borrado);
      distribuidores = distribuidores.map((d) =>
        d.id === id ? { ...d, deleted_at: '2026-11-26T10:00:00Z', purge_after: '2026-12-26T10:00:00Z' } : d,
      );
      return { status: 204 };
    }
    const editado = isCall(call, distribuidoresCalls.update);
    if (!editado) return null;
    const id = byId(editado);
    const cambiado = { ...distribuidores.find((d) => d.id === id)!, ...(call.body as object) };
    distribuidores = distribuidores.map((d) => (d.id === id ? cambiado : d));
    return { status: 200, body: cambiado };
  };

  return createFakeServer((call) => {
    const path = new URL(call.path, 'http://localhost').pathname;
    if (isCall(call, jobsCalls.taskStatus)) {
      return {
        status: 200,
        body: { state: 'SUCCESS', result: { filename: 'norte-20261126.zip', done: 10, total: 10 } },
      };
    }
    // The job's file is downloaded by hand (download-export-file.ts): no declaration names its path.
    if (path === '/api/utils/get-xlsx-files/') return { status: 200, body: 'zip' };
    return registro(call) ?? tenants(call) ?? { status: 404, body: { detail: 'No encontrado' } };
  });
}
