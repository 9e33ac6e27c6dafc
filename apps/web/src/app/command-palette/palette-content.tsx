import CloseIcon from '@mui/icons-material/Close';
import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import InputBase from '@mui/material/InputBase';
import type { WebActor } from '@ventas/domain/permissions/web-routes';
import { useEffect, useId, useMemo, useState, type KeyboardEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { clienteHref } from './cliente-url';
import { paletteSections, type PaletteOption } from './palette-options';
import { PaletteList } from './palette-list';
import { PaletteStatus } from './palette-status';
import { screensFor } from './palette-screens';
import { loadRecentClientes, rememberCliente } from './recent-clientes';
import { useClienteSearch } from './use-cliente-search';

const PALETTE_PLACEHOLDER = 'Buscar clientes, pantallas…';

interface PaletteContentProps {
  actor: WebActor;
  userId: number;
  onClose: () => void;
}

/** The input, the listbox and what the search is doing; keys: arrows, Enter (Esc is the dialog's). */
export function PaletteContent({ actor, userId, onClose }: PaletteContentProps) {
  const [text, setText] = useState('');
  const [activeKey, setActiveKey] = useState<string | null>(null);
  const [recents] = useState(() => loadRecentClientes(userId));
  const screens = useMemo(() => screensFor(actor), [actor]);
  const search = useClienteSearch(text);
  const sections = paletteSections({ text, recents, screens, clientes: search.clientes });
  const options = sections.flatMap((section) => section.options);
  // The highlight follows its option as results arrive; a vanished option passes it to the first.
  const active = options.find((option) => option.key === activeKey) ?? options[0] ?? null;
  const navigate = useNavigate();
  const location = useLocation();
  const listboxId = useId();
  const optionId = (option: PaletteOption) => `${listboxId}-${option.key}`;
  const activeId = active ? optionId(active) : undefined;

  useEffect(() => {
    if (activeId) document.getElementById(activeId)?.scrollIntoView?.({ block: 'nearest' });
  }, [activeId]);

  function choose(option: PaletteOption): void {
    if (option.kind === 'cliente') {
      rememberCliente(userId, option.cliente);
      void navigate(clienteHref(location, option.cliente.id));
    } else {
      void navigate(option.screen.path);
    }
    onClose();
  }

  function move(step: number): void {
    if (options.length === 0) return;
    const index = active ? options.indexOf(active) : -1;
    setActiveKey(options[(index + step + options.length) % options.length]!.key);
  }

  function keyDown(event: KeyboardEvent<HTMLInputElement>): void {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      move(event.key === 'ArrowDown' ? 1 : -1);
    } else if (event.key === 'Enter' && active) {
      event.preventDefault();
      choose(active);
    }
  }

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: 0, height: '100%' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, py: 1 }}>
        <SearchIcon color="action" />
        <InputBase
          autoFocus
          fullWidth
          value={text}
          placeholder={PALETTE_PLACEHOLDER}
          onChange={(event) => {
            setText(event.target.value);
            setActiveKey(null);
          }}
          onKeyDown={keyDown}
          inputProps={{
            role: 'combobox',
            'aria-label': PALETTE_PLACEHOLDER,
            'aria-expanded': options.length > 0,
            'aria-controls': listboxId,
            'aria-autocomplete': 'list',
            'aria-activedescendant': activeId,
            autoComplete: 'off',
            spellCheck: false,
            maxLength: 100,
          }}
          sx={{ fontSize: '1.1rem', py: 1 }}
        />
        {search.loading && <CircularProgress size={20} aria-hidden />}
        <IconButton aria-label="Cerrar" edge="end" onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </Box>
      <Divider />
      <PaletteList
        id={listboxId}
        sections={sections}
        activeKey={active?.key ?? null}
        optionId={optionId}
        onChoose={choose}
        onHover={(option) => setActiveKey(option.key)}
      />
      <PaletteStatus loading={search.loading} failed={search.failed} empty={options.length === 0} />
    </Box>
  );
}
