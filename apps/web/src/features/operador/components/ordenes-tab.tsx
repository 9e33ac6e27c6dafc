import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import type { Orden } from '@ventas/domain/proveedores/proveedores-contract';
import { formatDay } from '@ventas/domain/time/madrid';
import { useState } from 'react';
import { useSlugProveedor } from '../../../api/proveedores-query';
import { ordenesQuery } from '../api/ordenes-calls';
import type { ClienteOperador } from '../cliente-operador';
import { EstadoOrdenChip } from './estado-orden-chip';
import { NoDisponible } from '../../../components/no-disponible/no-disponible';
import { OrdenDialog } from './orden-dialog';
import { Cargando, Vacio } from './vista-estado';

/** The customer's orders at provider B; a row opens the order (SPEC §2 orders dialog). */
export function OrdenesTab({ cliente }: { cliente: ClienteOperador }) {
  const slug = useSlugProveedor('b');
  if (slug === null) return null;
  return <OrdenesLista slug={slug} cliente={cliente} />;
}

function OrdenesLista({ slug, cliente }: { slug: string; cliente: ClienteOperador }) {
  const ordenes = useQuery(ordenesQuery(slug, cliente.id));
  const [abierta, setAbierta] = useState<Orden | null>(null);

  // SPEC §8 "Silent failures": no message, the neutral state instead.
  if (ordenes.isError)
    return (
      <NoDisponible
        onRetry={() => void ordenes.refetch()}
        retrying={ordenes.isFetching}
        error={ordenes.error}
      />
    );
  if (ordenes.isPending) return <Cargando label="Cargando órdenes" />;
  if (ordenes.data.ordenes.length === 0) return <Vacio>El cliente no tiene órdenes en el operador.</Vacio>;
  return (
    <>
      <List disablePadding aria-label="Órdenes">
        {ordenes.data.ordenes.map((orden) => (
          <ListItemButton
            key={orden.order_id}
            divider
            onClick={() => setAbierta(orden)}
            sx={{ display: 'block', px: 1 }}
          >
            <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
              <Typography sx={{ fontWeight: 500 }}>{orden.order_id}</Typography>
              <Typography variant="body2" color="text.secondary">
                {formatDay(orden.fecha)}
              </Typography>
              <EstadoOrdenChip estado={orden.estado} />
            </Box>
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {[orden.producto, orden.msisdn].filter(Boolean).join(' · ')}
            </Typography>
          </ListItemButton>
        ))}
      </List>
      {abierta && (
        <OrdenDialog
          slug={slug}
          paquetes={cliente.paquetes}
          orden={abierta}
          onClose={() => setAbierta(null)}
        />
      )}
    </>
  );
}
