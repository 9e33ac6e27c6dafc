import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { MENSAJES_TIENDA as M, type Tienda } from '@ventas/domain/tiendas/tienda-contract';
import { tiendasQuery } from '../api/tiendas-query';
import { DeleteTiendaDialog } from './delete-tienda-dialog';
import { TiendaCard } from './tienda-card';
import { TiendaDialog } from './tienda-dialog';

interface TiendasViewProps {
  userId: number;
  /** Admin and above: create, edit and delete. */
  canEdit: boolean;
  /** Manager and above read every store's figures; a Comercial those of their own store. */
  seesAllFigures: boolean;
}

type Abierto = { tipo: 'editar'; tienda: Tienda | null } | { tipo: 'eliminar'; tienda: Tienda } | null;

/** The stores as cards (one column on a phone), with their empty, loading and error states. */
export function TiendasView({ userId, canEdit, seesAllFigures }: TiendasViewProps) {
  const tiendas = useQuery(tiendasQuery);
  const [abierto, setAbierto] = useState<Abierto>(null);
  const cerrar = () => setAbierto(null);
  return (
    <Box sx={{ p: { xs: 1.5, sm: 3 } }}>
      <Stack
        direction="row"
        spacing={1}
        sx={{ mb: 2, alignItems: 'center', justifyContent: 'space-between' }}
      >
        <Typography variant="h5" component="h1">
          Tiendas
        </Typography>
        {canEdit && (
          <Button variant="contained" onClick={() => setAbierto({ tipo: 'editar', tienda: null })}>
            Nueva tienda
          </Button>
        )}
      </Stack>
      {tiendas.isPending ? (
        <Stack spacing={2} aria-busy="true" aria-label="Cargando tiendas">
          <Skeleton variant="rounded" height={140} />
          <Skeleton variant="rounded" height={140} />
        </Stack>
      ) : tiendas.isError ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void tiendas.refetch()}>
              Reintentar
            </Button>
          }
        >
          {M.errorLista}
        </Alert>
      ) : tiendas.data.length === 0 ? (
        <Typography color="text.secondary">{M.vacia}</Typography>
      ) : (
        <Grid container spacing={2}>
          {tiendas.data.map((tienda) => (
            <Grid key={tienda.id} size={{ xs: 12, md: 6, xl: 4 }}>
              <TiendaCard
                tienda={tienda}
                verCifras={seesAllFigures || tienda.comerciales.some((c) => c.id === userId)}
                {...(canEdit
                  ? {
                      onEdit: () => setAbierto({ tipo: 'editar', tienda }),
                      onDelete: () => setAbierto({ tipo: 'eliminar', tienda }),
                    }
                  : {})}
              />
            </Grid>
          ))}
        </Grid>
      )}
      {abierto?.tipo === 'editar' && <TiendaDialog tienda={abierto.tienda} onClose={cerrar} />}
      {abierto?.tipo === 'eliminar' && <DeleteTiendaDialog tienda={abierto.tienda} onClose={cerrar} />}
    </Box>
  );
}
