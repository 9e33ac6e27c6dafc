import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useId, useState } from 'react';
import { RecursosLista, ReleasesLista } from './recursos-listas';

type Pestana = 'recursos' | 'novedades';

/** SPEC §2 resources and releases dialog: two tabs, each its own call, loaded when shown. */
export function RecursosDialog({ slug, onClose }: { slug: string; onClose: () => void }) {
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const titleId = useId();
  const panelId = useId();
  const [pestana, setPestana] = useState<Pestana>('recursos');
  return (
    <Dialog open onClose={onClose} fullScreen={fullScreen} maxWidth="md" fullWidth aria-labelledby={titleId}>
      <DialogTitle id={titleId}>Recursos del operador</DialogTitle>
      <Tabs
        value={pestana}
        onChange={(_, value: Pestana) => setPestana(value)}
        variant="fullWidth"
        sx={{ borderBottom: 1, borderColor: 'divider' }}
      >
        <Tab value="recursos" label="Recursos" id={`${panelId}-recursos`} aria-controls={panelId} />
        <Tab value="novedades" label="Novedades" id={`${panelId}-novedades`} aria-controls={panelId} />
      </Tabs>
      <DialogContent role="tabpanel" id={panelId} aria-labelledby={`${panelId}-${pestana}`} sx={{ pt: 2 }}>
        {pestana === 'recursos' ? <RecursosLista slug={slug} /> : <ReleasesLista slug={slug} />}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cerrar</Button>
      </DialogActions>
    </Dialog>
  );
}
