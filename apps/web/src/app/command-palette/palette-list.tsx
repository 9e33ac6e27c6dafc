import HistoryIcon from '@mui/icons-material/History';
import PersonOutlinedIcon from '@mui/icons-material/PersonOutlined';
import WebIcon from '@mui/icons-material/Web';
import Box from '@mui/material/Box';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import type { ReactElement } from 'react';
import { menuIcon } from '../layout/menu-icons';
import type { PaletteOption, PaletteSection } from './palette-options';

interface PaletteListProps {
  id: string;
  sections: readonly PaletteSection[];
  activeKey: string | null;
  optionId: (option: PaletteOption) => string;
  onChoose: (option: PaletteOption) => void;
  onHover: (option: PaletteOption) => void;
}

function optionText(option: PaletteOption): { primary: string; secondary: string | null } {
  // A screen reads as its title, never its path (issue 29): paths like /dashBoard mean nothing to users.
  if (option.kind === 'screen') return { primary: option.screen.title, secondary: null };
  const { nombre, telefono, documento } = option.cliente;
  const details = [telefono, documento].filter(Boolean).join(' · ');
  return { primary: nombre, secondary: details || null };
}

function optionIcon(option: PaletteOption, section: PaletteSection['key']): ReactElement {
  if (option.kind === 'screen') return option.screen.section ? menuIcon(option.screen.section) : <WebIcon />;
  return section === 'recientes' ? <HistoryIcon /> : <PersonOutlinedIcon />;
}

/**
 * The palette's listbox: one group per section, named by its header. Focus stays in the input
 * (aria-activedescendant names the highlighted option), so options are not tab stops.
 */
export function PaletteList({ id, sections, activeKey, optionId, onChoose, onHover }: PaletteListProps) {
  return (
    <Box id={id} role="listbox" aria-label="Resultados" sx={{ overflowY: 'auto', flex: 1, pb: 1 }}>
      {sections.map((section) => (
        <Box key={section.key} role="group" aria-labelledby={`${id}-${section.key}`}>
          <ListSubheader
            id={`${id}-${section.key}`}
            component="div"
            role="presentation"
            sx={{ lineHeight: 2.5 }}
          >
            {section.label}
          </ListSubheader>
          {section.options.map((option) => {
            const active = option.key === activeKey;
            const { primary, secondary } = optionText(option);
            return (
              <ListItemButton
                key={option.key}
                id={optionId(option)}
                role="option"
                aria-selected={active}
                selected={active}
                tabIndex={-1}
                // The input keeps focus: a mouse press must not take it.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => onChoose(option)}
                onMouseMove={() => !active && onHover(option)}
                sx={{
                  mx: 1,
                  borderRadius: 1,
                  // The highlighted option shows as clearly as a focused control.
                  '&.Mui-selected': {
                    outline: (theme) => `2px solid ${theme.palette.primary.main}`,
                    outlineOffset: -2,
                  },
                }}
              >
                <ListItemIcon sx={{ minWidth: 40 }}>{optionIcon(option, section.key)}</ListItemIcon>
                <ListItemText
                  primary={primary}
                  secondary={secondary}
                  slotProps={{ primary: { noWrap: true }, secondary: { noWrap: true } }}
                />
              </ListItemButton>
            );
          })}
        </Box>
      ))}
    </Box>
  );
}
