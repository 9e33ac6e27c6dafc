import EventBusyIcon from '@mui/icons-material/EventBusy';
import GroupsIcon from '@mui/icons-material/Groups';
import SavingsIcon from '@mui/icons-material/Savings';
import TuneIcon from '@mui/icons-material/Tune';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { Mes } from '@ventas/domain/calculadora/mes';
import { textoMes } from '@ventas/domain/calculadora/objetivos-contract';
import { useState } from 'react';
import { PlantillaObjetivosButton } from '../plantilla-objetivos-dialog';
import { ClawbackDialog } from './clawback-dialog';
import { CopiarObjetivosButton } from './copiar-objetivos-button';
import { FactoresDialog } from './factores-dialog';
import { RewardsDialog } from './rewards-dialog';
import { TeamsDialog } from './teams-dialog';

interface AdminToolbarProps {
  mes: Mes;
  /** Whom the lists may name: the commercials objetivo_mes lets an Admin pick. */
  comerciales: readonly { id: number; nombre: string }[];
}

type Dialogo = 'factores' | 'bolsas' | 'equipos' | 'clawback' | null;

/** Issue 14's Admin tools beside the pickers; each editor opens in its own dialog. */
export function AdminToolbar({ mes, comerciales }: AdminToolbarProps) {
  const [abierto, setAbierto] = useState<Dialogo>(null);
  const cerrar = () => setAbierto(null);
  return (
    <Stack
      direction="row"
      role="toolbar"
      aria-label="Herramientas de administración"
      sx={{ flexWrap: 'wrap', gap: 1 }}
    >
      <CopiarObjetivosButton mes={mes} />
      <PlantillaObjetivosButton mes={mes} />
      <Button startIcon={<TuneIcon />} onClick={() => setAbierto('factores')}>
        Factores correctores
      </Button>
      <Button startIcon={<SavingsIcon />} onClick={() => setAbierto('bolsas')}>
        Bolsas
      </Button>
      <Button startIcon={<GroupsIcon />} onClick={() => setAbierto('equipos')}>
        Equipos
      </Button>
      <Button startIcon={<EventBusyIcon />} onClick={() => setAbierto('clawback')}>
        Cancelaciones
      </Button>
      {abierto === 'clawback' && <ClawbackDialog onClose={cerrar} />}
      {abierto === 'factores' && <FactoresDialog comerciales={comerciales} onClose={cerrar} />}
      {abierto === 'bolsas' && (
        <RewardsDialog mes={textoMes(mes)} comerciales={comerciales} onClose={cerrar} />
      )}
      {abierto === 'equipos' && <TeamsDialog comerciales={comerciales} onClose={cerrar} />}
    </Stack>
  );
}
