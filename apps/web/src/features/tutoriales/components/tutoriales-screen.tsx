import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { hasLevel } from '@ventas/domain/permissions/access-rule';
import type { Tutorial } from '@ventas/domain/tutoriales/tutoriales-contract';
import { useState } from 'react';
import { ListErrorAlert } from '../../../components/paged-grid/list-error-alert';
import { loggedInActor } from '../../../session/session-store';
import { useSession } from '../../../session/use-session';
import { tutorialesQuery } from '../api/tutoriales-calls';
import { MENSAJES_TUTORIALES } from '../tutoriales-messages';
import { BorrarTutorialDialog } from './borrar-tutorial-dialog';
import { TutorialCard } from './tutorial-card';
import { TutorialDialog } from './tutorial-dialog';
import { useReordenar } from './use-reordenar';
import { VISUALLY_HIDDEN } from '../../../components/visually-hidden';

const SIN_TUTORIALES: Tutorial[] = [];

/**
 * /tutorials (group A, every role; issue 17): the distributor's training videos in order. Admin
 * and above (API_ACCESS.tutorialesAdmin) also add, edit, remove and reorder them.
 */
export function TutorialesScreen() {
  const actor = loggedInActor(useSession());
  const admin = actor !== null && hasLevel(actor, 'admin');
  const tutoriales = useQuery(tutorialesQuery);
  const lista = tutoriales.data ?? SIN_TUTORIALES;
  const { mover, aviso } = useReordenar(lista);
  const [editando, setEditando] = useState<Tutorial | 'nuevo' | null>(null);
  const [borrando, setBorrando] = useState<Tutorial | null>(null);

  return (
    <Box sx={{ maxWidth: 900 }}>
      <Stack direction="row" spacing={2} sx={{ mb: 2, alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <Typography variant="h5" component="h1" sx={{ flexGrow: 1 }}>
          Tutoriales
        </Typography>
        {admin && (
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditando('nuevo')}>
            Añadir tutorial
          </Button>
        )}
      </Stack>
      {tutoriales.isFetching && !tutoriales.isPending && (
        <LinearProgress aria-label="Actualizando tutoriales" sx={{ mb: 1 }} />
      )}
      {tutoriales.isPending ? (
        <Stack spacing={2} aria-busy aria-label="Cargando tutoriales">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} variant="rounded" height={120} />
          ))}
        </Stack>
      ) : tutoriales.isError ? (
        <ListErrorAlert text={MENSAJES_TUTORIALES.errorCarga} onRetry={() => void tutoriales.refetch()} />
      ) : lista.length === 0 ? (
        <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
          {admin ? MENSAJES_TUTORIALES.vacioAdmin : MENSAJES_TUTORIALES.vacio}
        </Typography>
      ) : (
        <Stack component="ol" spacing={2} aria-label="Tutoriales" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {lista.map((tutorial, indice) => (
            <TutorialCard
              key={tutorial.id}
              tutorial={tutorial}
              admin={
                admin
                  ? {
                      primero: indice === 0,
                      ultimo: indice === lista.length - 1,
                      onMover: (sentido) => mover(indice, sentido),
                      onEditar: () => setEditando(tutorial),
                      onBorrar: () => setBorrando(tutorial),
                    }
                  : undefined
              }
            />
          ))}
        </Stack>
      )}
      {/* Screen readers only: where a moved tutorial went. */}
      <Box role="status" sx={VISUALLY_HIDDEN}>
        {aviso}
      </Box>
      {editando && (
        <TutorialDialog tutorial={editando === 'nuevo' ? null : editando} onClose={() => setEditando(null)} />
      )}
      {borrando && <BorrarTutorialDialog tutorial={borrando} onClose={() => setBorrando(null)} />}
    </Box>
  );
}
