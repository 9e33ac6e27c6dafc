import BookmarkAddIcon from '@mui/icons-material/BookmarkAdd';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import PeopleIcon from '@mui/icons-material/People';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { MENSAJES_VISTAS, type PantallaVista, type Vista } from '@ventas/domain/vistas/vistas-contract';
import { vistasQuery } from '../api/vistas-query';

interface VistasListaProps {
  pantalla: PantallaVista;
  /** The screen's query now (without '?'): the view holding exactly it shows as selected. */
  consultaActual: string;
  onGuardarActual: () => void;
  onAbrir: (vista: Vista) => void;
  onEditar: (vista: Vista) => void;
  onBorrar: (vista: Vista) => void;
}

/**
 * The saved views of a screen: "Guardar vista actual…", the caller's own views (each with edit
 * and delete), then "Compartidas" with their authors. Plain buttons, so Tab reaches every action.
 */
export function VistasLista(props: VistasListaProps) {
  const vistas = useQuery(vistasQuery(props.pantalla));
  const propias = vistas.data?.filter((vista) => vista.propia) ?? [];
  const compartidas = vistas.data?.filter((vista) => !vista.propia) ?? [];
  return (
    <List dense aria-label="Vistas guardadas" sx={{ py: 0.5 }}>
      <ListItem disablePadding>
        <ListItemButton onClick={props.onGuardarActual} autoFocus>
          <ListItemIcon>
            <BookmarkAddIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText primary="Guardar vista actual…" />
        </ListItemButton>
      </ListItem>
      <Divider component="li" />
      {vistas.isPending && (
        <ListItem>
          <CircularProgress size={20} aria-label="Cargando las vistas" />
        </ListItem>
      )}
      {vistas.isError && <Aviso texto="No se han podido cargar las vistas." />}
      {vistas.isSuccess && vistas.data.length === 0 && <Aviso texto={MENSAJES_VISTAS.vacio} />}
      {propias.map((vista) => (
        <ListItem
          key={vista.id}
          disablePadding
          secondaryAction={
            <>
              <IconButton
                size="small"
                aria-label={`Editar «${vista.nombre}»`}
                onClick={() => props.onEditar(vista)}
              >
                <EditIcon fontSize="small" />
              </IconButton>
              <IconButton
                size="small"
                aria-label={`Eliminar «${vista.nombre}»`}
                onClick={() => props.onBorrar(vista)}
              >
                <DeleteIcon fontSize="small" />
              </IconButton>
            </>
          }
          sx={{ '& .MuiListItemButton-root': { pr: 10 } }}
        >
          <FilaVista vista={vista} {...props} />
        </ListItem>
      ))}
      {compartidas.length > 0 && <ListSubheader sx={{ lineHeight: 2.5 }}>Compartidas</ListSubheader>}
      {compartidas.map((vista) => (
        <ListItem key={vista.id} disablePadding>
          <FilaVista vista={vista} {...props} />
        </ListItem>
      ))}
    </List>
  );
}

function FilaVista({ vista, consultaActual, onAbrir }: VistasListaProps & { vista: Vista }) {
  const autor = vista.propia ? undefined : `De ${vista.autor}`;
  const actual = vista.consulta === consultaActual;
  return (
    <ListItemButton
      selected={actual}
      aria-current={actual ? 'true' : undefined}
      onClick={() => onAbrir(vista)}
    >
      <ListItemText
        primary={vista.nombre}
        secondary={autor}
        slotProps={{ primary: { noWrap: true, title: vista.nombre } }}
      />
      {vista.propia && vista.compartida && (
        <PeopleIcon fontSize="small" color="action" titleAccess="Compartida" sx={{ ml: 1 }} />
      )}
    </ListItemButton>
  );
}

function Aviso({ texto }: { texto: string }) {
  return (
    <ListItem>
      <Typography variant="body2" color="text.secondary">
        {texto}
      </Typography>
    </ListItem>
  );
}
