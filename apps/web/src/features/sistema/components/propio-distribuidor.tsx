import { useQuery } from '@tanstack/react-query';
import type { DistribuidorAdmin } from '@ventas/domain/distribuidores/distribuidores-contract';
import { useState } from 'react';
import { distribuidoresQuery } from '../api/distribuidores-query';
import { MENSAJES_TENANT } from '../sistema-messages';
import { DistribuidorCard, type AccionDistribuidor } from './distribuidor-card';
import { DistribuidorDialogos } from './distribuidor-dialogos';
import { EstadoLista } from './estado-lista';
import { TabCabecera } from './tab-cabecera';

/** A distributor's own SuperAdmin (decision 9): their distributor's card; name, companies, logo, maintenance. */
export function PropioDistribuidor() {
  const distribuidores = useQuery(distribuidoresQuery);
  const [accion, setAccion] = useState<{ tipo: AccionDistribuidor; distribuidor: DistribuidorAdmin } | null>(
    null,
  );
  return (
    <>
      <TabCabecera titulo="Su distribuidor" />
      <EstadoLista
        query={distribuidores}
        cargando="Cargando su distribuidor"
        vacio="No se encuentra su distribuidor."
        error={MENSAJES_TENANT.errorLista}
      >
        {(rows) =>
          rows.map((distribuidor) => (
            <DistribuidorCard
              key={distribuidor.id}
              distribuidor={distribuidor}
              plataforma={false}
              onAccion={(tipo) => setAccion({ tipo, distribuidor })}
            />
          ))
        }
      </EstadoLista>
      {accion && <DistribuidorDialogos {...accion} plataforma={false} onClose={() => setAccion(null)} />}
    </>
  );
}
