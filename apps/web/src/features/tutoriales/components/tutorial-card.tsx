import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import Box from '@mui/material/Box';
import type { Tutorial } from '@ventas/domain/tutoriales/tutoriales-contract';
import type { ReactNode } from 'react';

/** What an Admin can do to one tutorial; absent for everyone else. */
export interface TutorialAdminActions {
  primero: boolean;
  ultimo: boolean;
  onMover: (sentido: 'arriba' | 'abajo') => void;
  onEditar: () => void;
  onBorrar: () => void;
}

function Accion(props: {
  label: string;
  icon: ReactNode;
  disabled?: boolean;
  onClick: () => void;
  mover?: string;
}) {
  // A disabled button gets no pointer events: the span keeps its tooltip working.
  return (
    <Tooltip title={props.label}>
      <span>
        <IconButton
          aria-label={props.label}
          disabled={props.disabled}
          onClick={props.onClick}
          data-mover={props.mover}
        >
          {props.icon}
        </IconButton>
      </span>
    </Tooltip>
  );
}

/**
 * One tutorial: title, description and its video, opened in a new tab (no embedded player: the
 * CSP stays default-src 'self'; noopener noreferrer keeps the video site from reaching this tab).
 */
export function TutorialCard({ tutorial, admin }: { tutorial: Tutorial; admin?: TutorialAdminActions }) {
  const { id, titulo } = tutorial;
  return (
    <Card variant="outlined" component="li" aria-label={titulo}>
      <CardContent sx={{ pb: 1 }}>
        <Typography variant="h6" component="h2" sx={{ overflowWrap: 'anywhere' }}>
          {titulo}
        </Typography>
        {tutorial.descripcion && (
          <Typography
            color="text.secondary"
            sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere', mt: 0.5 }}
          >
            {tutorial.descripcion}
          </Typography>
        )}
      </CardContent>
      <CardActions sx={{ flexWrap: 'wrap', gap: 0.5 }}>
        <Button
          href={tutorial.video_url}
          target="_blank"
          rel="noopener noreferrer"
          startIcon={<OpenInNewIcon />}
          aria-label={`Ver vídeo: ${titulo} (se abre en una pestaña nueva)`}
        >
          Ver vídeo
        </Button>
        {admin && (
          <Box sx={{ ml: 'auto', display: 'flex' }}>
            <Accion
              label={`Subir «${titulo}»`}
              icon={<ArrowUpwardIcon />}
              disabled={admin.primero}
              onClick={() => admin.onMover('arriba')}
              mover={`${id}-arriba`}
            />
            <Accion
              label={`Bajar «${titulo}»`}
              icon={<ArrowDownwardIcon />}
              disabled={admin.ultimo}
              onClick={() => admin.onMover('abajo')}
              mover={`${id}-abajo`}
            />
            <Accion label={`Editar «${titulo}»`} icon={<EditIcon />} onClick={admin.onEditar} />
            <Accion label={`Borrar «${titulo}»`} icon={<DeleteIcon />} onClick={admin.onBorrar} />
          </Box>
        )}
      </CardActions>
    </Card>
  );
}
