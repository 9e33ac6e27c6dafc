import Chip from '@mui/material/Chip';
import type { EntradaAuditoria } from '@ventas/domain/auditoria/auditoria-contract';
import { accionLabel } from '../auditoria-format';

type Accion = EntradaAuditoria['accion'];

/** One colour per action: an insert adds, a change edits, a delete removes. */
const COLOR = { INSERT: 'success', UPDATE: 'info', DELETE: 'error' } as const satisfies Record<
  Accion,
  string
>;

export function AccionChip({ accion }: { accion: Accion }) {
  return <Chip size="small" variant="outlined" color={COLOR[accion]} label={accionLabel(accion)} />;
}
