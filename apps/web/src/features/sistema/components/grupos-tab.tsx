import { useQuery } from '@tanstack/react-query';
import type { Group } from '@ventas/domain/permissions/registry-contract';
import { useState } from 'react';
import { distribuidoresQuery } from '../api/distribuidores-query';
import { gruposQuery } from '../api/grupos-query';
import { MENSAJES_GRUPO } from '../sistema-messages';
import { EstadoLista } from './estado-lista';
import { GrupoEliminarDialog } from './grupo-eliminar-dialog';
import { GrupoFormDialog } from './grupo-form-dialog';
import { GrupoPermisosDialog } from './grupo-permisos-dialog';
import { GruposTable } from './grupos-table';
import { TabCabecera } from './tab-cabecera';

type Dialogo = { tipo: 'nuevo' } | { tipo: 'renombrar' | 'permisos' | 'eliminar'; grupo: Group };

/**
 * /ManagementBase · Grupos (platform SuperAdmins, decision 134): the registry's groups, which the
 * distributors' groups A–D and get-group-permissions read. Create, rename, assign permissions,
 * delete (refused while a distributor holds the group).
 */
export function GruposTab() {
  const grupos = useQuery(gruposQuery);
  // Only to count who holds each group: the list works without it.
  const distribuidores = useQuery(distribuidoresQuery);
  const [dialogo, setDialogo] = useState<Dialogo | null>(null);
  const cerrar = () => setDialogo(null);
  return (
    <>
      <TabCabecera titulo="Grupos" nuevo="Nuevo grupo" onNuevo={() => setDialogo({ tipo: 'nuevo' })} />
      <EstadoLista
        query={grupos}
        cargando="Cargando los grupos"
        vacio="No hay grupos."
        error={MENSAJES_GRUPO.errorLista}
      >
        {(rows) => (
          <GruposTable
            grupos={rows}
            distribuidores={distribuidores.data}
            onAccion={(tipo, grupo) => setDialogo({ tipo, grupo })}
          />
        )}
      </EstadoLista>
      {dialogo?.tipo === 'nuevo' && <GrupoFormDialog grupo={null} onClose={cerrar} />}
      {dialogo?.tipo === 'renombrar' && <GrupoFormDialog grupo={dialogo.grupo} onClose={cerrar} />}
      {dialogo?.tipo === 'permisos' && <GrupoPermisosDialog grupo={dialogo.grupo} onClose={cerrar} />}
      {dialogo?.tipo === 'eliminar' && <GrupoEliminarDialog grupo={dialogo.grupo} onClose={cerrar} />}
    </>
  );
}
