import BookmarkBorderIcon from '@mui/icons-material/BookmarkBorder';
import Button from '@mui/material/Button';
import Popover from '@mui/material/Popover';
import { Suspense, useId, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { PantallaVista, Vista } from '@ventas/domain/vistas/vistas-contract';
import { LoadingPart, lazyPart } from '../../../components/lazy-part/lazy-part';
import { loggedInActor } from '../../../session/session-store';
import { useSession } from '../../../session/use-session';
import { alcanceCompartir } from '../alcance-compartir';
import { BorrarVistaDialog } from './borrar-vista-dialog';
import { useSaveVista } from './use-save-vista';
import { VistasLista } from './vistas-lista';

// The naming form (react-hook-form and its resolver) loads when first opened, off the lists' first load.
const VistaDialog = lazyPart(() => import('./vista-dialog').then((module) => module.VistaDialog));

type Dialogo = { tipo: 'nueva' } | { tipo: 'editar'; vista: Vista } | { tipo: 'borrar'; vista: Vista };

/**
 * "Vistas" (issue 15, beyond the spec): the screen's saved filter sets. Opening one navigates to
 * the same path with its query; "Guardar vista actual…" keeps the current one under a name.
 */
export function VistasGuardadasButton({ pantalla }: { pantalla: PantallaVista }) {
  const panelId = useId();
  const boton = useRef<HTMLButtonElement>(null);
  const [ancla, setAncla] = useState<HTMLElement | null>(null);
  const abierto = ancla !== null;
  const [dialogo, setDialogo] = useState<Dialogo | null>(null);
  const navigate = useNavigate();
  const consultaActual = useLocation().search.replace(/^\?/, '');
  const alcance = alcanceCompartir(loggedInActor(useSession()));
  const { crear, editar } = useSaveVista(pantalla, consultaActual);

  const abrirDialogo = (siguiente: Dialogo) => {
    setAncla(null);
    setDialogo(siguiente);
  };
  const cerrarDialogo = () => {
    setDialogo(null);
    boton.current?.focus();
  };
  const abrir = (vista: Vista) => {
    setAncla(null);
    void navigate({ search: vista.consulta ? `?${vista.consulta}` : '' });
  };

  return (
    <>
      <Button
        ref={boton}
        variant="outlined"
        startIcon={<BookmarkBorderIcon />}
        aria-haspopup="dialog"
        aria-expanded={abierto}
        aria-controls={abierto ? panelId : undefined}
        onClick={(event) => setAncla(event.currentTarget)}
      >
        Vistas
      </Button>
      <Popover
        id={panelId}
        open={abierto}
        anchorEl={ancla}
        onClose={() => setAncla(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { sx: { width: 340, maxWidth: 'calc(100vw - 32px)', maxHeight: '70vh' } } }}
      >
        <VistasLista
          pantalla={pantalla}
          consultaActual={consultaActual}
          onGuardarActual={() => abrirDialogo({ tipo: 'nueva' })}
          onAbrir={abrir}
          onEditar={(vista) => abrirDialogo({ tipo: 'editar', vista })}
          onBorrar={(vista) => abrirDialogo({ tipo: 'borrar', vista })}
        />
      </Popover>
      <Suspense fallback={<LoadingPart />}>
        {dialogo?.tipo === 'nueva' && (
          <VistaDialog
            titulo="Guardar vista actual"
            inicial={{ nombre: '', compartida: false, sustituir: false }}
            alcance={alcance}
            ofrecerSustituir={false}
            onGuardar={(valores) => crear(valores).then(cerrarDialogo)}
            onClose={cerrarDialogo}
          />
        )}
        {dialogo?.tipo === 'editar' && (
          <VistaDialog
            titulo="Editar vista"
            inicial={{ nombre: dialogo.vista.nombre, compartida: dialogo.vista.compartida, sustituir: false }}
            // A view shared before its author lost the role can still be unshared.
            alcance={alcance ?? (dialogo.vista.compartida ? 'equipo' : null)}
            ofrecerSustituir
            onGuardar={(valores) => editar(dialogo.vista, valores).then(cerrarDialogo)}
            onClose={cerrarDialogo}
          />
        )}
      </Suspense>
      {dialogo?.tipo === 'borrar' && (
        <BorrarVistaDialog pantalla={pantalla} vista={dialogo.vista} onClose={cerrarDialogo} />
      )}
    </>
  );
}
