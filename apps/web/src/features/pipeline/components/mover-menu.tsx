import DriveFileMoveIcon from '@mui/icons-material/DriveFileMove';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useId, useState } from 'react';
import { estadoOfertaLabel, type EstadoOfertaId } from '@ventas/domain/ofertas/oferta-estados';
import { OFERTA_TRANSITIONS } from '@ventas/domain/ofertas/oferta-transitions';

interface MoverMenuProps {
  nombre: string;
  estado: EstadoOfertaId;
  moviendo: boolean;
  onMover: (estado: EstadoOfertaId) => void;
}

/**
 * A card's moves, by keyboard as by mouse: the columns its status may go to (decision 68), none
 * for a final one. Whether this reader may make a sale of it is the server's to say (decision 218).
 */
export function MoverMenu({ nombre, estado, moviendo, onMover }: MoverMenuProps) {
  const [ancla, setAncla] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const destinos = OFERTA_TRANSITIONS[estado];
  if (destinos.length === 0) return null;
  return (
    <>
      <IconButton
        size="small"
        aria-label={`Mover la oferta de ${nombre}`}
        aria-haspopup="menu"
        aria-controls={ancla ? menuId : undefined}
        disabled={moviendo}
        onClick={(event) => setAncla(event.currentTarget)}
      >
        <DriveFileMoveIcon fontSize="small" />
      </IconButton>
      <Menu id={menuId} anchorEl={ancla} open={ancla !== null} onClose={() => setAncla(null)}>
        {destinos.map((destino) => (
          <MenuItem
            key={destino}
            onClick={() => {
              setAncla(null);
              onMover(destino);
            }}
          >
            {`Mover a ${estadoOfertaLabel(destino)}`}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
