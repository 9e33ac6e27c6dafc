import { loadPagedGrid } from '../../components/paged-grid/paged-grid-loader';
import { isPhoneWidth } from '../../components/paged-grid/phone-width';

/**
 * Loads a list screen and the DataGrid side by side. Imported dynamically here, the grid is an
 * entry of its own for the bundler: its code (and the MUI parts only it uses) leaves the screen's
 * chunk for chunks every list screen shares and the browser keeps across releases that change
 * only a screen. vite.config.ts names the grid's chunk; e2e/tests/login-path-bundle.e2e.ts holds it.
 *
 * `cardsOnPhone`: the screen's list shows cards at a phone's width (decision 235), so a phone
 * loads the screen alone; turned to a wider screen, the list asks for the grid then.
 */
export async function withDataGrid<Screen>(
  loadScreen: () => Promise<Screen>,
  { cardsOnPhone = false }: { cardsOnPhone?: boolean } = {},
): Promise<Screen> {
  if (cardsOnPhone && isPhoneWidth()) return loadScreen();
  const [, screen] = await Promise.all([loadPagedGrid(), loadScreen()]);
  return screen;
}
