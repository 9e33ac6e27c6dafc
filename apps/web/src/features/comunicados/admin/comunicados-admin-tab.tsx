import AddIcon from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Pagination from '@mui/material/Pagination';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import {
  COMUNICADOS_ENVIADOS_PAGING,
  type ComunicadoEnviado,
} from '@ventas/domain/cuentas/comunicado-admin-contract';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog/confirm-dialog';
import { ListErrorAlert } from '../../../components/paged-grid/list-error-alert';
import { comunicadosEnviadosQuery } from '../api/comunicados-enviados-query';
import { MENSAJES_COMUNICADOS_ADMIN } from '../comunicados-messages';
import { ComunicadoEnviadoItem } from './comunicado-enviado-item';
import { NuevoComunicadoDialog } from './nuevo-comunicado-dialog';
import { useBorrarComunicado } from './use-comunicados-admin';

const POR_PAGINA = COMUNICADOS_ENVIADOS_PAGING.defaultPageSize;

/** /ManagementBase's Comunicados tab: the sent ones (newest first) with who read them; send; delete. */
export function ComunicadosAdminTab() {
  const [page, setPage] = useState(1);
  const [nuevo, setNuevo] = useState(false);
  const [aBorrar, setABorrar] = useState<ComunicadoEnviado | null>(null);
  const enviados = useQuery(comunicadosEnviadosQuery(page, POR_PAGINA));
  const borrar = useBorrarComunicado(() => setABorrar(null));
  const paginas = Math.max(1, Math.ceil((enviados.data?.count ?? 0) / POR_PAGINA));
  const lista = enviados.data?.results ?? [];
  // Deleting the last one of the last page leaves it empty: step back rather than show nothing.
  if (enviados.data && lista.length === 0 && page > 1) setPage(page - 1);

  return (
    <Box sx={{ maxWidth: 900 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 2 }}>
        <Typography variant="h6" component="h2" sx={{ flex: '1 1 auto' }}>
          Comunicados enviados
        </Typography>
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setNuevo(true)}>
          Nuevo comunicado
        </Button>
      </Box>
      {enviados.isError ? (
        <ListErrorAlert
          text={MENSAJES_COMUNICADOS_ADMIN.errorLista}
          onRetry={() => void enviados.refetch()}
        />
      ) : !enviados.data ? (
        <Box aria-busy="true" aria-label="Cargando los comunicados enviados">
          {[0, 1, 2].map((key) => (
            <Skeleton key={key} variant="rounded" height={48} sx={{ mb: 1 }} />
          ))}
        </Box>
      ) : lista.length === 0 ? (
        <Alert severity="info">{MENSAJES_COMUNICADOS_ADMIN.vacio}</Alert>
      ) : (
        <Box component="section" aria-label="Comunicados enviados">
          {lista.map((comunicado) => (
            <ComunicadoEnviadoItem key={comunicado.id} comunicado={comunicado} onBorrar={setABorrar} />
          ))}
        </Box>
      )}
      {paginas > 1 && (
        <Pagination
          sx={{ mt: 2, display: 'flex', justifyContent: 'center' }}
          count={paginas}
          page={page}
          onChange={(_event, value) => setPage(value)}
          getItemAriaLabel={(type, item) =>
            type === 'page' ? `Página ${item}` : type === 'next' ? 'Página siguiente' : 'Página anterior'
          }
        />
      )}
      {nuevo && <NuevoComunicadoDialog onClose={() => setNuevo(false)} />}
      <ConfirmDialog
        open={aBorrar !== null}
        title="Borrar el comunicado"
        text={`¿Borrar «${aBorrar?.message_title ?? ''}»? Desaparecerá también de quienes lo recibieron.`}
        confirmLabel="Borrar"
        destructive
        busy={borrar.isPending}
        onConfirm={() => aBorrar && borrar.mutate(aBorrar.id)}
        onCancel={() => setABorrar(null)}
      />
    </Box>
  );
}
