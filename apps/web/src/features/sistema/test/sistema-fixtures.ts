import { DATOS_LEGALES_VACIOS } from '@ventas/domain/distribuidores/datos-legales';
import type { DistribuidorAdmin } from '@ventas/domain/distribuidores/distribuidores-contract';
import type { Group, Permission } from '@ventas/domain/permissions/registry-contract';

export const PERMISOS: Permission[] = [
  { id: 1, name: 'Ver clientes', codename: 'view_clientes', content_type_id: 7 },
  { id: 2, name: 'Editar clientes', codename: 'change_clientes', content_type_id: 7 },
  { id: 3, name: 'Ver estadísticas', codename: 'view_estadisticas', content_type_id: null },
];

export const GRUPOS: Group[] = [
  { id: 11, name: 'A', permissions: [1, 2] },
  { id: 12, name: 'B', permissions: [] },
  { id: 13, name: 'Energía', permissions: [3] },
  { id: 15, name: 'Pruebas', permissions: [] },
];

const vivo = {
  ...DATOS_LEGALES_VACIOS,
  deleted_at: null,
  purge_after: null,
  logo_url: null,
  maintenance: false,
  tiene_superadmin: true,
};

export const PLATAFORMA: DistribuidorAdmin = {
  ...vivo,
  id: 1,
  name: 'Plataforma',
  subdomain: 'admin',
  selling_companies: [],
  groups: ['A', 'B', 'C', 'D'],
  plataforma: true,
};

export const NORTE: DistribuidorAdmin = {
  ...vivo,
  id: 2,
  name: 'Norte Telecom',
  subdomain: 'norte',
  selling_companies: ['Operador Uno'],
  groups: ['A', 'Energía'],
  // The image's path is the API's own (a file routed by hand): no declaration names it.
  logo_url: '/api/distribuidores/logo/2.png',
  plataforma: false,
};

export const SUR_BORRADO: DistribuidorAdmin = {
  ...vivo,
  id: 3,
  name: 'Sur Móvil',
  subdomain: 'sur',
  selling_companies: [],
  groups: ['B'],
  plataforma: false,
  deleted_at: '2026-11-01T10:00:00Z',
  purge_after: '2026-11-30T23:30:00Z',
};

/** Created without a SuperAdmin (issue 29 §4): the platform makes it from its card. */
export const OESTE_SIN_SUPERADMIN: DistribuidorAdmin = {
  ...vivo,
  id: 4,
  name: 'Oeste Redes',
  subdomain: 'oeste-redes',
  selling_companies: [],
  groups: [],
  plataforma: false,
  tiene_superadmin: false,
};
