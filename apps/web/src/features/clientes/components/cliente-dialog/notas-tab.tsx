import NoteAddIcon from '@mui/icons-material/NoteAdd';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import type { UseQueryResult } from '@tanstack/react-query';
import type { Nota } from '@ventas/domain/telework/notas-cliente-contract';
import { formatMadridDateTime } from '@ventas/domain/time/madrid';
import { TabState } from './tab-state';

interface NotasTabProps {
  query: UseQueryResult<Nota[]>;
  onAdd: () => void;
}

/** The customer's notes (SPEC §3 note form), with a shortcut to add one. */
export function NotasTab({ query, onAdd }: NotasTabProps) {
  const rows = query.data ?? [];
  return (
    <Box>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 1 }}>
        <Button startIcon={<NoteAddIcon />} onClick={onAdd}>
          Añadir nota
        </Button>
      </Box>
      <TabState query={query} emptyText="Este cliente todavía no tiene notas.">
        <List disablePadding aria-label="Notas">
          {rows.map((nota) => (
            <ListItem key={nota.id} divider sx={{ display: 'block', px: 0 }}>
              <Typography variant="body2" color="text.secondary">
                {formatMadridDateTime(nota.created_on)}
                {nota.comercial ? ` · ${nota.comercial.nombre_completo}` : ''}
              </Typography>
              <Typography sx={{ whiteSpace: 'pre-wrap' }}>{nota.nota}</Typography>
            </ListItem>
          ))}
        </List>
      </TabState>
    </Box>
  );
}
