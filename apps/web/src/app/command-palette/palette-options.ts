import { matchScreens, type PaletteScreen } from './palette-screens';
import { toRecent, type ClienteSummary, type RecentCliente } from './recent-clientes';

export type PaletteOption =
  | { kind: 'cliente'; key: string; cliente: RecentCliente }
  | { kind: 'screen'; key: string; screen: PaletteScreen };

export interface PaletteSection {
  key: 'recientes' | 'pantallas' | 'clientes';
  label: string;
  options: PaletteOption[];
}

interface PaletteInput {
  text: string;
  recents: readonly RecentCliente[];
  screens: readonly PaletteScreen[];
  clientes: readonly ClienteSummary[];
}

const clienteOption = (cliente: ClienteSummary | RecentCliente): PaletteOption => ({
  kind: 'cliente',
  key: `cliente-${cliente.id}`,
  cliente: 'telefonos_contacto' in cliente ? toRecent(cliente) : cliente,
});

const screenOption = (screen: PaletteScreen): PaletteOption => ({
  kind: 'screen',
  key: `pantalla-${screen.route}`,
  screen,
});

/**
 * What the palette lists. Empty input: recent customers, then every allowed screen. Typed text:
 * the matching screens first (they are known at once, so the customers arriving later never
 * move the highlighted screen under the user's Enter), then the customers the search found.
 */
export function paletteSections({ text, recents, screens, clientes }: PaletteInput): PaletteSection[] {
  const sections: PaletteSection[] = text.trim()
    ? [
        { key: 'pantallas', label: 'Pantallas', options: matchScreens(screens, text).map(screenOption) },
        { key: 'clientes', label: 'Clientes', options: clientes.map(clienteOption) },
      ]
    : [
        { key: 'recientes', label: 'Recientes', options: recents.map(clienteOption) },
        { key: 'pantallas', label: 'Pantallas', options: screens.map(screenOption) },
      ];
  return sections.filter((section) => section.options.length > 0);
}
