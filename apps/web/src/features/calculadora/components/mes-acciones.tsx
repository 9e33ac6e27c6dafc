import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { ObjetivoMesConCierre } from '@ventas/domain/calculadora/extracto-contract';
import type { Mes } from '@ventas/domain/calculadora/mes';
import { textoMes } from '@ventas/domain/calculadora/objetivos-contract';
import { useState } from 'react';
import type { PermisosCalculadora } from '../model/permisos-calculadora';
import { CopiarObjetivosButton } from './admin/copiar-objetivos-button';
import { CierreChip, CierreMesControl } from './cierre-mes-control';
import { ExtractoDialog } from './extracto-dialog';

interface MesAccionesProps {
  mes: Mes;
  /** The commercial picked in the URL (null: the caller's own month). */
  comercial: number | null;
  cierre: ObjetivoMesConCierre['cierre'];
  permisos: PermisosCalculadora;
}

/**
 * What anyone does with the month shown: read its statement; a Manager copies their team's
 * objectives forward (decision 84); an Admin closes or reopens it (decision 89).
 */
export function MesAcciones({ mes, comercial, cierre, permisos }: MesAccionesProps) {
  const [extracto, setExtracto] = useState(false);
  const texto = textoMes(mes);
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center', mb: 2 }}>
      <Button variant="outlined" startIcon={<ReceiptLongIcon />} onClick={() => setExtracto(true)}>
        Ver extracto
      </Button>
      {permisos.manager && !permisos.admin && <CopiarObjetivosButton mes={mes} />}
      {permisos.admin ? <CierreMesControl mes={texto} cierre={cierre} /> : <CierreChip cierre={cierre} />}
      {extracto && <ExtractoDialog mes={texto} comercial={comercial} onClose={() => setExtracto(false)} />}
    </Stack>
  );
}
