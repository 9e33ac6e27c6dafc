import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Collapse from '@mui/material/Collapse';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { MENSAJES_TIENDA as M, type Tienda } from '@ventas/domain/tiendas/tienda-contract';
import { telHref } from '@ventas/domain/validators/telefono';
import { TiendaCifrasPanel } from './tienda-cifras-panel';

interface TiendaCardProps {
  tienda: Tienda;
  /** Whether the user may open the month's figures (Manager and above, or a commercial of the store). */
  verCifras: boolean;
  onEdit?: () => void;
  onDelete?: () => void;
}

const direccionDe = ({ direccion, cp, localidad }: Tienda) =>
  [direccion, [cp, localidad].filter(Boolean).join(' ')].filter(Boolean).join(', ');

/** One store: where it is, when it opens, who works there; its month's figures on demand. */
export function TiendaCard({ tienda, verCifras, onEdit, onDelete }: TiendaCardProps) {
  const [cifras, setCifras] = useState(false);
  const titleId = useId();
  const panelId = useId();
  const tel = tienda.telefono ? telHref(tienda.telefono) : null;
  return (
    <Card variant="outlined" component="article" aria-labelledby={titleId} sx={{ height: '100%' }}>
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
          <Typography id={titleId} variant="h6" component="h2" sx={{ overflowWrap: 'anywhere' }}>
            {tienda.nombre}
          </Typography>
          <Chip
            size="small"
            label={tienda.activa ? 'Activa' : 'Inactiva'}
            color={tienda.activa ? 'success' : 'default'}
          />
        </Stack>
        <Stack spacing={0.5} sx={{ mt: 1 }}>
          {direccionDe(tienda) && <Typography variant="body2">{direccionDe(tienda)}</Typography>}
          {tienda.telefono && (
            <Typography variant="body2">
              Teléfono: {tel ? <Link href={tel}>{tienda.telefono}</Link> : tienda.telefono}
            </Typography>
          )}
          {tienda.horario && (
            <Typography variant="body2" sx={{ whiteSpace: 'pre-line' }}>
              Horario: {tienda.horario}
            </Typography>
          )}
        </Stack>
        <Stack
          direction="row"
          useFlexGap
          spacing={0.5}
          sx={{ mt: 1, flexWrap: 'wrap' }}
          aria-label="Comerciales"
        >
          {tienda.comerciales.length === 0 ? (
            <Typography variant="body2" color="text.secondary">
              {M.sinComerciales}
            </Typography>
          ) : (
            tienda.comerciales.map((c) => (
              <Chip key={c.id} size="small" variant="outlined" label={c.nombre} />
            ))
          )}
        </Stack>
      </CardContent>
      <CardActions sx={{ flexWrap: 'wrap' }}>
        {verCifras && (
          <Button
            size="small"
            aria-expanded={cifras}
            aria-controls={panelId}
            onClick={() => setCifras((open) => !open)}
          >
            {cifras ? 'Ocultar cifras' : 'Cifras del mes'}
          </Button>
        )}
        {onEdit && (
          <Button size="small" onClick={onEdit} aria-label={`Editar ${tienda.nombre}`}>
            Editar
          </Button>
        )}
        {onDelete && (
          <Button size="small" color="error" onClick={onDelete} aria-label={`Eliminar ${tienda.nombre}`}>
            Eliminar
          </Button>
        )}
      </CardActions>
      <Collapse in={cifras} unmountOnExit id={panelId}>
        <CardContent sx={{ pt: 0 }}>
          <TiendaCifrasPanel tiendaId={tienda.id} />
        </CardContent>
      </Collapse>
    </Card>
  );
}
