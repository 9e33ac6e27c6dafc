import LibraryBooksOutlinedIcon from '@mui/icons-material/LibraryBooksOutlined';
import Button from '@mui/material/Button';
import { useRef, useState } from 'react';
import { useSlugProveedor } from '../../../api/proveedores-query';
import { RecursosDialog } from './recursos-dialog';

/** The Teletrabajo header's "Recursos": provider B's resources and releases (only with provider B). */
export function RecursosBoton() {
  const slug = useSlugProveedor('b');
  const boton = useRef<HTMLButtonElement>(null);
  const [abierto, setAbierto] = useState(false);
  if (slug === null) return null;

  const cerrar = () => {
    setAbierto(false);
    boton.current?.focus();
  };
  return (
    <>
      <Button
        ref={boton}
        variant="outlined"
        startIcon={<LibraryBooksOutlinedIcon />}
        aria-haspopup="dialog"
        onClick={() => setAbierto(true)}
      >
        Recursos
      </Button>
      {abierto && <RecursosDialog slug={slug} onClose={cerrar} />}
    </>
  );
}
