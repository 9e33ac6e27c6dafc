import SearchIcon from '@mui/icons-material/Search';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { SEARCH_PARAM } from '../../lib/search-param';

/**
 * SPEC §2: the top bar's search. Its text is kept in ?search= for the screen to read; the local
 * state only keeps typing smooth (the top bar remounts this field on each route).
 */
export function SearchField() {
  const [params, setParams] = useSearchParams();
  const [value, setValue] = useState(() => params.get(SEARCH_PARAM) ?? '');

  function change(text: string): void {
    setValue(text);
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (text) next.set(SEARCH_PARAM, text);
        else next.delete(SEARCH_PARAM);
        return next;
      },
      { replace: true },
    );
  }

  return (
    <TextField
      label="Buscar"
      type="search"
      size="small"
      value={value}
      onChange={(event) => change(event.target.value)}
      sx={{
        width: { xs: 160, sm: 280 },
        bgcolor: 'background.paper',
        borderRadius: 1,
        '& .MuiInputLabel-shrink': { bgcolor: 'background.paper', px: 0.5, borderRadius: 0.5 },
      }}
      slotProps={{
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon fontSize="small" />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
