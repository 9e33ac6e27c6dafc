/**
 * Loads a list screen and the DataGrid side by side. Imported dynamically here, the grid is an
 * entry of its own for the bundler: its code (and the MUI parts only it uses) leaves the screen's
 * chunk for chunks every list screen shares and the browser keeps across releases that change
 * only a screen. vite.config.ts names the grid's chunk; e2e/tests/login-path-bundle.e2e.ts holds it.
 */
export async function withDataGrid<Screen>(loadScreen: () => Promise<Screen>): Promise<Screen> {
  const [, screen] = await Promise.all([
    // Naming the export keeps it: a namespace nobody reads would be tree-shaken to nothing.
    import('@mui/x-data-grid/DataGrid').then((grid) => grid.DataGrid),
    loadScreen(),
  ]);
  return screen;
}
