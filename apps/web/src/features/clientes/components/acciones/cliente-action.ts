/** What an agent can do with a customer from the list or the form. */
export type ClienteAction =
  'abrir' | 'ver' | 'agendar' | 'noInteresado' | 'nota' | 'gestion' | 'oferta' | 'eliminar';

/** The attention and note dialogs, and the delete confirmation. */
export type ClienteDialogAction = Extract<
  ClienteAction,
  'agendar' | 'noInteresado' | 'nota' | 'gestion' | 'eliminar'
>;

export interface ClienteRef {
  id: number;
  nombre: string;
}

export const ACTION_LABELS: Record<ClienteAction, string> = {
  abrir: 'Abrir',
  ver: 'Ver ficha',
  agendar: 'Agendar',
  noInteresado: 'No interesado',
  nota: 'Añadir nota',
  gestion: 'Registrar gestión',
  oferta: 'Configurar oferta',
  eliminar: 'Eliminar',
};
