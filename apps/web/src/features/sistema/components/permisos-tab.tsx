import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import { useQuery } from '@tanstack/react-query';
import type { Permission } from '@ventas/domain/permissions/registry-contract';
import { useState } from 'react';
import { permisosQuery } from '../api/permisos-query';
import { MENSAJES_PERMISO } from '../sistema-messages';
import { AccionesFila } from './acciones-fila';
import { EstadoLista } from './estado-lista';
import { PermisoEliminarDialog } from './permiso-eliminar-dialog';
import { PermisoFormDialog } from './permiso-form-dialog';
import { TablaRegistro } from './tabla-registro';
import { TabCabecera } from './tab-cabecera';

type Dialogo = { tipo: 'nuevo' } | { tipo: 'editar' | 'eliminar'; permiso: Permission };

/**
 * /ManagementBase · Permisos (platform SuperAdmins, decision 134): the registry's permissions
 * (SPEC §3: id, name, content_type_id, codename), which groups then hold.
 */
export function PermisosTab() {
  const permisos = useQuery(permisosQuery);
  const [dialogo, setDialogo] = useState<Dialogo | null>(null);
  const cerrar = () => setDialogo(null);
  return (
    <>
      <TabCabecera titulo="Permisos" nuevo="Nuevo permiso" onNuevo={() => setDialogo({ tipo: 'nuevo' })} />
      <EstadoLista
        query={permisos}
        cargando="Cargando los permisos"
        vacio="No hay permisos."
        error={MENSAJES_PERMISO.errorLista}
      >
        {(rows) => (
          <TablaRegistro
            nombre="Permisos"
            columnas={['Nombre', 'Código', 'Tipo de contenido']}
            filas={rows.map((permiso) => ({
              key: permiso.id,
              celdas: [permiso.name, permiso.codename, permiso.content_type_id?.toString() ?? '—'],
              acciones: (
                <AccionesFila
                  acciones={[
                    {
                      label: `Editar el permiso ${permiso.name}`,
                      icon: <EditIcon />,
                      run: () => setDialogo({ tipo: 'editar', permiso }),
                    },
                    {
                      label: `Eliminar el permiso ${permiso.name}`,
                      icon: <DeleteIcon />,
                      danger: true,
                      run: () => setDialogo({ tipo: 'eliminar', permiso }),
                    },
                  ]}
                />
              ),
            }))}
          />
        )}
      </EstadoLista>
      {dialogo?.tipo === 'nuevo' && <PermisoFormDialog permiso={null} onClose={cerrar} />}
      {dialogo?.tipo === 'editar' && <PermisoFormDialog permiso={dialogo.permiso} onClose={cerrar} />}
      {dialogo?.tipo === 'eliminar' && <PermisoEliminarDialog permiso={dialogo.permiso} onClose={cerrar} />}
    </>
  );
}
