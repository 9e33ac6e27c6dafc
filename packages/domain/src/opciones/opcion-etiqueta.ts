import { estadoClienteLabel } from '../clientes/cliente-labels';
import { segmentLabel } from '../servicios/segment-labels';

/** The tenant lists whose values are codes: their options read as the domain's labels. */
const ETIQUETAS_DE_CODIGOS: Readonly<Record<string, (valor: string) => string>> = {
  segmento: segmentLabel,
  estado_cliente: estadoClienteLabel,
};

/**
 * What an option of a tenant list reads (issue 29 §5). Its stored label, unless that is the bare
 * code of a coded list: databases seeded before the labels (demo seed up to decision 197's
 * commit) hold 'PARTICULAR' as the label of 'PARTICULAR', and read 'Particular' here without a
 * data migration. A label a distributor wrote ('Pymes') is kept as written.
 */
export function etiquetaDeOpcion(tipo: string, valor: string, etiqueta: string = valor): string {
  const deCodigo = Object.hasOwn(ETIQUETAS_DE_CODIGOS, tipo) ? ETIQUETAS_DE_CODIGOS[tipo] : undefined;
  return deCodigo && etiqueta === valor ? deCodigo(valor) : etiqueta;
}
