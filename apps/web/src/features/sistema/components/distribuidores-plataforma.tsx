import Grid from '@mui/material/Grid';
import { useQuery } from '@tanstack/react-query';
import type {
  DistribuidorAdmin,
  DistribuidorCreado,
} from '@ventas/domain/distribuidores/distribuidores-contract';
import { useState } from 'react';
import { distribuidoresQuery } from '../api/distribuidores-query';
import { MENSAJES_TENANT } from '../sistema-messages';
import { DistribuidorCard, type AccionDistribuidor } from './distribuidor-card';
import { DistribuidorCreadoDialog } from './distribuidor-creado-dialog';
import { DistribuidorCrearDialog } from './distribuidor-crear-dialog';
import { DistribuidorDialogos } from './distribuidor-dialogos';
import { EstadoLista } from './estado-lista';
import { TabCabecera } from './tab-cabecera';

/** Every distributor as a card (one column on a phone), with the create flow and each card's actions. */
export function DistribuidoresPlataforma() {
  const distribuidores = useQuery(distribuidoresQuery);
  const [creando, setCreando] = useState(false);
  const [creado, setCreado] = useState<DistribuidorCreado | null>(null);
  const [accion, setAccion] = useState<{ tipo: AccionDistribuidor; distribuidor: DistribuidorAdmin } | null>(
    null,
  );
  return (
    <>
      <TabCabecera titulo="Distribuidores" nuevo="Nuevo distribuidor" onNuevo={() => setCreando(true)} />
      <EstadoLista
        query={distribuidores}
        cargando="Cargando los distribuidores"
        vacio="No hay distribuidores."
        error={MENSAJES_TENANT.errorLista}
      >
        {(rows) => (
          <Grid
            container
            spacing={2}
            component="ul"
            aria-label="Distribuidores"
            sx={{ p: 0, m: 0, listStyle: 'none' }}
          >
            {rows.map((distribuidor) => (
              <Grid key={distribuidor.id} size={{ xs: 12, md: 6, xl: 4 }} component="li">
                <DistribuidorCard
                  distribuidor={distribuidor}
                  plataforma
                  onAccion={(tipo) => setAccion({ tipo, distribuidor })}
                />
              </Grid>
            ))}
          </Grid>
        )}
      </EstadoLista>
      {creando && (
        <DistribuidorCrearDialog
          onClose={() => setCreando(false)}
          onCreado={(respuesta) => {
            setCreando(false);
            setCreado(respuesta);
          }}
        />
      )}
      {creado && <DistribuidorCreadoDialog creado={creado} onClose={() => setCreado(null)} />}
      {accion && <DistribuidorDialogos {...accion} plataforma onClose={() => setAccion(null)} />}
    </>
  );
}
