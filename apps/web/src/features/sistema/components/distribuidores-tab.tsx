import { DistribuidoresPlataforma } from './distribuidores-plataforma';
import { PropioDistribuidor } from './propio-distribuidor';

/**
 * /ManagementBase · Distribuidores. On the platform distributor's host its SuperAdmins manage
 * every distributor (issue 16); any other SuperAdmin edits their own one (decisions 8, 9).
 */
export function DistribuidoresTab({ plataforma }: { plataforma: boolean }) {
  return plataforma ? <DistribuidoresPlataforma /> : <PropioDistribuidor />;
}
