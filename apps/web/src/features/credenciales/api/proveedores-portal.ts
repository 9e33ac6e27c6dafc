import { useQuery } from '@tanstack/react-query';
import { GRUPO_DEL_PROVEEDOR, type Proveedor } from '@ventas/domain/proveedores/proveedores';
import type { ProveedoresDisponibles } from '@ventas/domain/proveedores/proveedores-disponibles.calls';
import { proveedoresQuery } from '../../../api/proveedores-query';

/** One of the distributor's providers, as the credentials screen names it. */
export interface ProveedorPortal {
  proveedor: Proveedor;
  /** The portal name the adapters look for (decision 170). */
  slug: string;
  /** 'Proveedor B': the chip on the credential the app uses. */
  nombre: string;
  /** 'Operador del grupo B': beside the slug in the suggestions. */
  descripcion: string;
}

const SIN_PROVEEDORES: readonly ProveedorPortal[] = [];

// Module-level so the query keeps its selected array between renders (a stable reference).
const nombrar = (data: ProveedoresDisponibles): readonly ProveedorPortal[] =>
  data.proveedores.map(({ proveedor, slug }) => ({
    proveedor,
    slug,
    nombre: `Proveedor ${proveedor.toUpperCase()}`,
    descripcion: `Operador del grupo ${GRUPO_DEL_PROVEEDOR[proveedor]}`,
  }));

/**
 * The distributor's providers (the API answers those of its groups), none until the answer
 * arrives or when it fails: the suggestions are a help, never a reason to block the screen.
 */
export function useProveedoresPortal(): readonly ProveedorPortal[] {
  const query = useQuery({ ...proveedoresQuery, select: nombrar });
  return query.data ?? SIN_PROVEEDORES;
}

/** The provider whose adapters use a credential of this portal name: the slug in any case. */
export function proveedorDelPortal(
  nombrePortal: string,
  proveedores: readonly ProveedorPortal[],
): ProveedorPortal | undefined {
  const nombre = nombrePortal.toLowerCase();
  return proveedores.find((p) => p.slug.toLowerCase() === nombre);
}
