import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Skeleton from '@mui/material/Skeleton';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useQuery } from '@tanstack/react-query';
import type { FactorCorrector } from '@ventas/domain/calculadora/factor-corrector-contract';
import { useId, useState } from 'react';
import { calculadoraKeys } from '../../api/calculadora-keys';
import { eliminarFactor } from '../../api/factor-calls';
import { factoresQuery } from '../../api/factores-query';
import { MENSAJES_ADMIN } from '../../calculadora-messages';
import { FactorForm } from './factor-form';
import { FactoresLista } from './factores-lista';
import { useEliminar } from './use-eliminar';

interface FactoresDialogProps {
  comerciales: readonly { id: number; nombre: string }[];
  onClose: () => void;
}

/** The tenant's correction-factor lists (decision 85): see them, add or replace one, delete one. */
export function FactoresDialog({ comerciales, onClose }: FactoresDialogProps) {
  const titleId = useId();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.only('xs'));
  const factores = useQuery(factoresQuery);
  const [editando, setEditando] = useState<FactorCorrector | 'nueva' | null>(null);
  const eliminar = useEliminar(
    eliminarFactor,
    { hecho: MENSAJES_ADMIN.factorBorrado },
    calculadoraKeys.factores,
  );
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="md" fullScreen={phone}>
      <DialogTitle id={titleId}>Factores correctores</DialogTitle>
      <DialogContent>
        {editando ? (
          <FactorForm
            lista={editando === 'nueva' ? null : editando}
            comerciales={comerciales}
            onDone={() => setEditando(null)}
          />
        ) : factores.isError ? (
          <Alert severity="error">{MENSAJES_ADMIN.errorFactores}</Alert>
        ) : factores.data ? (
          <FactoresLista
            listas={factores.data}
            borrando={eliminar.isPending}
            onEditar={setEditando}
            onEliminar={(lista) => eliminar.pedir(lista.id, `la lista ${lista.nombre}`)}
          />
        ) : (
          <Skeleton variant="rounded" height={120} aria-label="Cargando los factores correctores" />
        )}
      </DialogContent>
      {eliminar.dialogo}
      {!editando && (
        <DialogActions>
          <Button onClick={() => setEditando('nueva')}>Nueva lista</Button>
          <Button onClick={onClose}>Cerrar</Button>
        </DialogActions>
      )}
    </Dialog>
  );
}
