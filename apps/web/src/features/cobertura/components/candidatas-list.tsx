import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import type { CoberturaDirecciones } from '../api/cobertura-calls';

interface CandidatasListProps {
  candidatas: CoberturaDirecciones['direcciones'];
  onElegir: (direccionId: string) => void;
}

/** The provider found several addresses like the one asked for: the user picks the right one. */
export function CandidatasList({ candidatas, onElegir }: CandidatasListProps) {
  const tituloId = useId();
  return (
    <>
      <Typography id={tituloId} variant="subtitle2" component="p">
        Elija la dirección exacta
      </Typography>
      <List dense aria-labelledby={tituloId}>
        {candidatas.map((candidata) => (
          <ListItemButton key={candidata.direccion_id} onClick={() => onElegir(candidata.direccion_id)}>
            <ListItemText
              primary={candidata.direccion}
              secondary={`${candidata.cp} ${candidata.localidad}`}
            />
          </ListItemButton>
        ))}
      </List>
    </>
  );
}
