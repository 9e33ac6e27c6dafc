import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { TIPOS_DIA, type TipoDia } from '../calendario-messages';

/** What each colour of a day means. */
export function Leyenda() {
  return (
    <Stack
      direction="row"
      useFlexGap
      spacing={1}
      aria-label="Leyenda"
      role="list"
      sx={{ flexWrap: 'wrap', mb: 1 }}
    >
      {(Object.keys(TIPOS_DIA) as TipoDia[]).map((tipo) => (
        <Chip
          key={tipo}
          role="listitem"
          size="small"
          color={TIPOS_DIA[tipo].color}
          label={TIPOS_DIA[tipo].etiqueta}
        />
      ))}
    </Stack>
  );
}
