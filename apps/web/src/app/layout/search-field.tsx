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
  const urlValue = params.get(SEARCH_PARAM) ?? '';
  const [value, setValue] = useState(urlValue);
  const [seenUrlValue, setSeenUrlValue] = useState(urlValue);
  // The screen may change ?search= itself (a removed chip, "Limpiar filtros"): follow it.
  if (urlValue !== seenUrlValue) {
    setSeenUrlValue(urlValue);
    setValue(urlValue);
  }

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
      placeholder="Buscar"
      type="search"
      size="small"
      value={value}
      onChange={(event) => change(event.target.value)}
      sx={{
        width: { xs: 160, sm: 280 },
        bgcolor: 'background.paper',
        borderRadius: 1,
      }}
      slotProps={{
        htmlInput: { 'aria-label': 'Buscar' },
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
