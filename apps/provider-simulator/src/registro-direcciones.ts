/**
 * The candidate addresses b.cobertura-direcciones offered, by direccion_id, so that
 * b.cobertura-resultado shows the address the user picked (an id cannot hold a free-text street).
 * Bounded: the oldest entries go first; an id no longer here gets a generated address.
 */
const MAXIMO = 5000;

export function crearRegistroDirecciones() {
  const porId = new Map<string, string>();
  return {
    guardar(direccionId: string, direccion: string): void {
      porId.delete(direccionId);
      porId.set(direccionId, direccion);
      if (porId.size > MAXIMO) {
        const primera = porId.keys().next().value;
        if (primera !== undefined) porId.delete(primera);
      }
    },
    buscar(direccionId: string): string | null {
      return porId.get(direccionId) ?? null;
    },
  };
}

export type RegistroDirecciones = ReturnType<typeof crearRegistroDirecciones>;
