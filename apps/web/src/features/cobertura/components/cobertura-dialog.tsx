import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useId, useState, type ReactNode } from 'react';
import { provinciaFromCodigoPostal } from '@ventas/domain/validators/codigo-postal';
import { MENSAJES_COBERTURA, PESTANAS_COBERTURA } from '../cobertura-messages';
import type { TecnologiaUsada } from '../model/linea-cobertura';
import { BCpPanel } from './b-cp-panel';
import { BDireccionPanel } from './b-direccion-panel';
import { CPanel } from './c-panel';

export interface CoberturaDialogProps {
  open: boolean;
  /** The providers' slugs: null for a provider the distributor does not have. */
  slugB: string | null;
  slugC: string | null;
  direccion: string;
  cp: string;
  localidad: string;
  onUsar?: (usada: TecnologiaUsada) => void;
  onClose: () => void;
}

type Pestana = keyof typeof PESTANAS_COBERTURA;

/** Issue 18's coverage dialogs: the lookups of the provider(s) the distributor has, as tabs. */
export function CoberturaDialog(props: CoberturaDialogProps) {
  const { slugB, slugC, direccion, cp, localidad, onUsar } = props;
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const tituloId = useId();
  const tabsId = useId();
  const pestanas: Pestana[] = [
    ...(slugB ? (['bDireccion', 'bCp'] as const) : []),
    ...(slugC ? (['c'] as const) : []),
  ];
  const [elegida, setElegida] = useState<Pestana | null>(null);
  const activa = elegida ?? pestanas[0];
  const provincia = provinciaFromCodigoPostal(cp)?.nombre ?? '';
  // Every panel stays mounted (hidden) so a lookup survives a look at another tab.
  const panel = (pestana: Pestana, contenido: ReactNode) =>
    pestanas.length === 1 ? (
      <Box key={pestana}>{contenido}</Box>
    ) : (
      <Box
        role="tabpanel"
        id={`${tabsId}-${pestana}`}
        aria-labelledby={`${tabsId}-${pestana}-tab`}
        hidden={activa !== pestana}
        key={pestana}
      >
        {contenido}
      </Box>
    );
  return (
    <Dialog
      open={props.open}
      onClose={props.onClose}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="md"
      aria-labelledby={tituloId}
    >
      <DialogTitle id={tituloId}>{MENSAJES_COBERTURA.titulo}</DialogTitle>
      {pestanas.length > 1 && (
        <Tabs
          value={activa}
          onChange={(_, value: Pestana) => setElegida(value)}
          variant="scrollable"
          allowScrollButtonsMobile
          sx={{ px: 2, borderBottom: 1, borderColor: 'divider' }}
        >
          {pestanas.map((pestana) => (
            <Tab
              key={pestana}
              value={pestana}
              label={PESTANAS_COBERTURA[pestana]}
              id={`${tabsId}-${pestana}-tab`}
              aria-controls={`${tabsId}-${pestana}`}
            />
          ))}
        </Tabs>
      )}
      <DialogContent sx={{ pt: '16px !important' }}>
        {slugB &&
          panel('bDireccion', <BDireccionPanel slug={slugB} inicial={{ direccion, cp }} onUsar={onUsar} />)}
        {slugB && panel('bCp', <BCpPanel slug={slugB} inicial={{ cp }} />)}
        {slugC &&
          panel(
            'c',
            <CPanel
              slug={slugC}
              inicial={{ direccion, cp, localidad, provincia, lat: '', lng: '' }}
              onUsar={onUsar}
            />,
          )}
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose}>Cerrar</Button>
      </DialogActions>
    </Dialog>
  );
}
