import CellTowerIcon from '@mui/icons-material/CellTower';
import Button from '@mui/material/Button';
import { Suspense, useState } from 'react';
import { lazyPart, LoadingPart } from '../../../components/lazy-part/lazy-part';
import { useOpenedOnce } from '../../../components/lazy-part/use-opened-once';
import { useSlugProveedor } from '../../../api/proveedores-query';
import { MENSAJES_COBERTURA } from '../cobertura-messages';
import type { TecnologiaUsada } from '../model/linea-cobertura';

export interface CoberturaBotonProps {
  /** The address to start from (the customer's), when there is one. */
  direccion?: string | null;
  cp?: string | null;
  localidad?: string | null;
  /** From the offer configurator: each available technology gets "Usar en la oferta". */
  onUsarTecnologia?: (usada: TecnologiaUsada) => void;
}

// The dialog (forms, zod) loads on first use, so the screens that show the button do not carry it.
const LazyCoberturaDialog = lazyPart(() => import('./cobertura-dialog').then((m) => m.CoberturaDialog));

/**
 * "Cobertura": opens the coverage lookups of the distributor's providers (B, C or both); absent
 * when it has neither (issue 18).
 */
export function CoberturaBoton(props: CoberturaBotonProps) {
  const slugB = useSlugProveedor('b');
  const slugC = useSlugProveedor('c');
  const [open, setOpen] = useState(false);
  // Each opening starts afresh from the address as it is now (it may have been edited meanwhile).
  const [apertura, setApertura] = useState(0);
  const mounted = useOpenedOnce(open);
  if (slugB === null && slugC === null) return null;
  const abrir = () => {
    setApertura((n) => n + 1);
    setOpen(true);
  };
  return (
    <>
      <Button variant="outlined" size="small" startIcon={<CellTowerIcon />} onClick={abrir}>
        {MENSAJES_COBERTURA.boton}
      </Button>
      <Suspense fallback={<LoadingPart />}>
        {mounted && (
          <LazyCoberturaDialog
            key={apertura}
            open={open}
            slugB={slugB}
            slugC={slugC}
            direccion={props.direccion ?? ''}
            cp={props.cp ?? ''}
            localidad={props.localidad ?? ''}
            onUsar={props.onUsarTecnologia}
            onClose={() => setOpen(false)}
          />
        )}
      </Suspense>
    </>
  );
}
