import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import KeyIcon from '@mui/icons-material/Key';
import type { DistribuidorAdmin } from '@ventas/domain/distribuidores/distribuidores-contract';
import type { Group } from '@ventas/domain/permissions/registry-contract';
import { AccionesFila } from './acciones-fila';
import { TablaRegistro } from './tabla-registro';

export type AccionGrupo = 'renombrar' | 'permisos' | 'eliminar';

interface GruposTablaProps {
  grupos: readonly Group[];
  /** Every distributor, when known: each group then says how many hold it. */
  distribuidores: readonly DistribuidorAdmin[] | undefined;
  onAccion: (accion: AccionGrupo, grupo: Group) => void;
}

/** The groups with their permission count and, when known, how many distributors hold each. */
export function GruposTable({ grupos, distribuidores, onAccion }: GruposTablaProps) {
  const titulares = (grupo: Group) =>
    distribuidores ? String(distribuidores.filter((d) => d.groups.includes(grupo.name)).length) : '—';
  return (
    <TablaRegistro
      nombre="Grupos"
      columnas={['Nombre', 'Permisos', 'Distribuidores']}
      filas={grupos.map((grupo) => ({
        key: grupo.id,
        celdas: [grupo.name, String(grupo.permissions.length), titulares(grupo)],
        acciones: (
          <AccionesFila
            acciones={[
              {
                label: `Renombrar el grupo ${grupo.name}`,
                icon: <EditIcon />,
                run: () => onAccion('renombrar', grupo),
              },
              {
                label: `Permisos del grupo ${grupo.name}`,
                icon: <KeyIcon />,
                run: () => onAccion('permisos', grupo),
              },
              {
                label: `Eliminar el grupo ${grupo.name}`,
                icon: <DeleteIcon />,
                danger: true,
                run: () => onAccion('eliminar', grupo),
              },
            ]}
          />
        ),
      }))}
    />
  );
}
