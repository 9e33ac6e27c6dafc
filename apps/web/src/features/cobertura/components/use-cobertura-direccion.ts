import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { CoberturaResultado } from '@ventas/domain/proveedores/proveedores-contract';
import {
  coberturaAuthQuery,
  coberturaDireccionesQuery,
  coberturaResultadoQuery,
  type CoberturaDirecciones,
  type ConsultaDireccion,
  sinDatos,
} from '../api/cobertura-calls';
import { MENSAJES_COBERTURA } from '../cobertura-messages';

/** Where provider B's address lookup stands: one state per view of the panel. */
export type PasoDireccion =
  | { paso: 'inicio' }
  | { paso: 'cargando'; texto: string }
  | { paso: 'fallo'; texto: string; reintentar: () => void }
  | { paso: 'vacio' }
  | { paso: 'elegir'; candidatas: CoberturaDirecciones['direcciones'] }
  | { paso: 'resultado'; resultado: CoberturaResultado; otras: boolean };

/**
 * Provider B by address (issue 18): auth → candidate addresses → (the user picks one; a single
 * candidate is picked for them) → the technologies at it.
 */
export function useCoberturaDireccion(slug: string, consulta: ConsultaDireccion | null) {
  const [elegida, setElegida] = useState<{ consulta: ConsultaDireccion; id: string } | null>(null);
  const auth = useQuery({ ...coberturaAuthQuery(slug, consulta) });
  const autorizado = auth.data?.autorizado === true;
  const direcciones = useQuery({ ...coberturaDireccionesQuery(slug, consulta), enabled: autorizado });
  const candidatas = direcciones.data?.direcciones ?? [];
  // A choice belongs to the lookup it was made in: a new submit asks again.
  const elegidaAhora = elegida?.consulta === consulta ? elegida.id : null;
  const unica = candidatas.length === 1 ? (candidatas[0]?.direccion_id ?? null) : null;
  const direccionId = elegidaAhora ?? unica;
  const resultado = useQuery({
    ...coberturaResultadoQuery(slug, consulta, direccionId),
    enabled: autorizado && direccionId !== null,
  });

  const elegir = (id: string | null) => setElegida(consulta && id ? { consulta, id } : null);
  return { paso: pasoDe(), elegir };

  function pasoDe(): PasoDireccion {
    if (consulta === null) return { paso: 'inicio' };
    // A retry shows the wait again rather than the failure it is replacing.
    if (auth.isFetching || auth.isPending) return cargando(MENSAJES_COBERTURA.conectando);
    if (auth.isError) return fallo(() => void auth.refetch());
    if (!autorizado) return fallo(() => void auth.refetch(), MENSAJES_COBERTURA.noAutorizado);
    if (direcciones.isFetching || direcciones.isPending)
      return cargando(MENSAJES_COBERTURA.buscandoDireccion);
    if (direcciones.isError) {
      return sinDatos(direcciones.error) ? { paso: 'vacio' } : fallo(() => void direcciones.refetch());
    }
    if (candidatas.length === 0) return { paso: 'vacio' };
    if (direccionId === null) return { paso: 'elegir', candidatas };
    if (resultado.isFetching || resultado.isPending) return cargando(MENSAJES_COBERTURA.consultando);
    if (resultado.isError) return fallo(() => void resultado.refetch());
    return { paso: 'resultado', resultado: resultado.data, otras: candidatas.length > 1 };
  }
}

const cargando = (texto: string): PasoDireccion => ({ paso: 'cargando', texto });

function fallo(reintentar: () => void, texto: string = MENSAJES_COBERTURA.noDisponible): PasoDireccion {
  return { paso: 'fallo', texto, reintentar };
}
