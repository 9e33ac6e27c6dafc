import type { ClaseFila, DatosFila } from './importacion-contract';
import type { FilaLeida } from './importacion-leer-fila';

/**
 * Issue 17 "Lead-list import", the dry run's rule: each read row gets one class, with its reason
 * in Spanish, checked in this order (the first that applies wins):
 *
 * 1. `invalido`: the row could not be read (importacion-leer-fila.ts: bad DNI/NIE/CIF, phone,
 *    postal code or email, no name, no phone and no document, a formula, control characters,
 *    text too long);
 * 2. `no_llamar`: one of its phones is on the do-not-call list (it is not imported);
 * 3. `repetido`: its document or a phone was in an earlier row of the file that is neither
 *    invalid nor repeated (that earlier row stands for the person; a repeated row is never
 *    imported, so its own other values do not count as seen);
 * 4. `duplicado`: an existing customer has its document or one of its phones (decision 18's
 *    normalised forms); `cliente_id` names it. Values of two different customers (a document of
 *    one and a phone of another, or two phones) make it `invalido`: neither an update nor a new
 *    customer could keep both unique;
 * 5. else `nuevo`.
 */

/** What the database holds for a batch's documents and phones (one query each). */
export interface Existentes {
  /** Normalised document → customer id. */
  porDocumento: ReadonlyMap<string, number>;
  /** Normalised phone → customer id. */
  porTelefono: ReadonlyMap<string, number>;
  /** Normalised phones on the do-not-call list. */
  noLlamar: ReadonlySet<string>;
}

/** The documents and phones of the earlier rows that count, with the first row holding each. */
export interface VistosEnFichero {
  documentos: Map<string, number>;
  telefonos: Map<string, number>;
}

export const vistosVacios = (): VistosEnFichero => ({ documentos: new Map(), telefonos: new Map() });

export const MENSAJES_CLASE = {
  noLlamar: (telefono: string) => `El teléfono ${telefono} está en la lista de no llamar`,
  repetidoDocumento: (fila: number) => `Mismo documento que la fila ${fila}`,
  repetidoTelefono: (telefono: string, fila: number) => `Mismo teléfono (${telefono}) que la fila ${fila}`,
  duplicadoDocumento: (documento: string) => `Ya existe un cliente con el documento ${documento}`,
  duplicadoTelefono: (telefono: string) => `Ya existe un cliente con el teléfono ${telefono}`,
  /** `a` and `b` name the values: 'el documento X', 'el teléfono Y'. */
  conflicto: (a: string, b: string) =>
    `${a.charAt(0).toUpperCase()}${a.slice(1)} y ${b} son de clientes distintos`,
} as const;

export interface FilaClasificada {
  fila: number;
  clase: ClaseFila;
  /** Empty for a plain new row. */
  motivo: string;
  datos: DatosFila;
  /** The existing customer a duplicate matches. */
  cliente_id: number | null;
}

/** The existing customer the row matches, or the conflict when its values are of two customers. */
function coincidencia(
  datos: DatosFila,
  existentes: Existentes,
): { cliente: number; motivo: string } | { conflicto: string } | null {
  const coincidencias: Array<{ cliente: number; valor: string; motivo: string }> = [];
  const documento = datos.documento;
  const porDocumento = documento ? existentes.porDocumento.get(documento) : undefined;
  if (documento && porDocumento !== undefined)
    coincidencias.push({
      cliente: porDocumento,
      valor: `el documento ${documento}`,
      motivo: MENSAJES_CLASE.duplicadoDocumento(documento),
    });
  for (const telefono of datos.telefonos) {
    const cliente = existentes.porTelefono.get(telefono);
    if (cliente !== undefined)
      coincidencias.push({
        cliente,
        valor: `el teléfono ${telefono}`,
        motivo: MENSAJES_CLASE.duplicadoTelefono(telefono),
      });
  }
  const [primera] = coincidencias;
  if (!primera) return null;
  const otra = coincidencias.find(({ cliente }) => cliente !== primera.cliente);
  if (otra) return { conflicto: MENSAJES_CLASE.conflicto(primera.valor, otra.valor) };
  return { cliente: primera.cliente, motivo: primera.motivo };
}

function repeticion(datos: DatosFila, vistos: VistosEnFichero): string | null {
  const filaDocumento = datos.documento ? vistos.documentos.get(datos.documento) : undefined;
  if (filaDocumento !== undefined) return MENSAJES_CLASE.repetidoDocumento(filaDocumento);
  for (const telefono of datos.telefonos) {
    const fila = vistos.telefonos.get(telefono);
    if (fila !== undefined) return MENSAJES_CLASE.repetidoTelefono(telefono, fila);
  }
  return null;
}

function recordar(fila: number, datos: DatosFila, vistos: VistosEnFichero): void {
  if (datos.documento && !vistos.documentos.has(datos.documento))
    vistos.documentos.set(datos.documento, fila);
  for (const telefono of datos.telefonos)
    if (!vistos.telefonos.has(telefono)) vistos.telefonos.set(telefono, fila);
}

/**
 * Classifies row `fila` (read by `leerFila`) against the database (`existentes`) and the file's
 * earlier rows (`vistos`, updated here: rows must come in file order).
 */
export function clasificarFila(
  fila: number,
  leida: FilaLeida,
  existentes: Existentes,
  vistos: VistosEnFichero,
): FilaClasificada {
  const { datos } = leida;
  // What reading left out of the row (a dropped email) follows its class's own reason.
  const clasificada = (clase: ClaseFila, motivo: string, cliente_id: number | null = null) => ({
    fila,
    clase,
    motivo: [motivo, leida.aviso].filter(Boolean).join('; '),
    datos,
    cliente_id,
  });
  if (leida.motivo !== null) return clasificada('invalido', leida.motivo);
  const vetado = datos.telefonos.find((telefono) => existentes.noLlamar.has(telefono));
  if (vetado) {
    recordar(fila, datos, vistos);
    return clasificada('no_llamar', MENSAJES_CLASE.noLlamar(vetado));
  }
  const repetida = repeticion(datos, vistos);
  if (repetida) return clasificada('repetido', repetida);
  const existe = coincidencia(datos, existentes);
  if (existe && 'conflicto' in existe) return clasificada('invalido', existe.conflicto);
  recordar(fila, datos, vistos);
  if (existe) return clasificada('duplicado', existe.motivo, existe.cliente);
  return clasificada('nuevo', '');
}
