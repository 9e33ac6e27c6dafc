import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { etiquetaTramo, ordenarTramos } from '@ventas/domain/calculadora/factor-corrector';
import type { FactorCorrector } from '@ventas/domain/calculadora/factor-corrector-contract';
import { cifra } from '../../model/cifras';

interface FactoresListaProps {
  listas: readonly FactorCorrector[];
  borrando: boolean;
  onEditar: (lista: FactorCorrector) => void;
  onEliminar: (lista: FactorCorrector) => void;
}

/** '< 80 × 0,5 · > 80 × 1': a list's bands in one line, labelled as the calculator labels them. */
function tramosTexto(lista: FactorCorrector): string {
  const ordenados = ordenarTramos(lista.factor_details);
  return ordenados.map((t, i) => `${etiquetaTramo(ordenados, i)} × ${cifra(t.factor_corrector)}`).join(' · ');
}

/** Each list with its bands and commercials, and its edit and delete buttons. */
export function FactoresLista({ listas, borrando, onEditar, onEliminar }: FactoresListaProps) {
  if (listas.length === 0) return <Typography>No hay listas de factores correctores.</Typography>;
  return (
    <List aria-label="Listas de factores correctores">
      {listas.map((lista) => (
        <ListItem
          key={lista.id}
          divider
          secondaryAction={
            <>
              <IconButton aria-label={`Editar ${lista.nombre}`} onClick={() => onEditar(lista)}>
                <EditIcon />
              </IconButton>
              <IconButton
                aria-label={`Eliminar ${lista.nombre}`}
                color="error"
                disabled={borrando}
                onClick={() => onEliminar(lista)}
              >
                <DeleteIcon />
              </IconButton>
            </>
          }
        >
          <ListItemText
            primary={lista.nombre}
            secondary={`${tramosTexto(lista)} — ${lista.commercials.map((c) => c.nombre).join(', ') || 'Sin comerciales'}`}
            sx={{ pr: 10 }}
          />
        </ListItem>
      ))}
    </List>
  );
}
