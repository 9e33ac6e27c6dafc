import { describe, expect, it } from 'vitest';
import { fileNameProblem } from './file-name.js';

describe('file names (issue 32: kebab-case and one known role)', () => {
  it.each([
    'apps/api/src/features/cuentas/cuentas.list.ts',
    'apps/api/src/features/catalogo/tarifas.routes.test.ts',
    'e2e/tests/gerencia.e2e.ts',
    'apps/web/vite.config.ts',
    'apps/web/vitest.node.config.ts',
    'apps/web/src/vite-env.d.ts',
    'apps/api/src/jobs/jobs-replicas.test-script.ts',
    'scripts/test-at.mjs',
    'scripts/test.mjs',
    'apps/api/src/jobs/xlsx-writer.worker-entry.mjs',
    'packages/domain/src/liquidacion/liquidacion.examples.ts',
  ])('accepts %s', (file) => {
    expect(fileNameProblem(file)).toBeNull();
  });

  it.each([
    ['smtp.canal.ts', "'.canal' no es un papel de fichero"],
    ['plantilla-objetivos.jobs.ts', "'.jobs' no es un papel de fichero"],
    ['proveedor-b.datos.ts', "'.datos' no es un papel de fichero"],
    ['DashboardScreen.tsx', "'DashboardScreen' no está en kebab-case"],
    ['save_tienda.ts', "'save_tienda' no está en kebab-case"],
    ['clientes.routes.service.ts', "Un fichero lleva como mucho un papel: 'routes.service'"],
    ['vitest.node.routes.ts', "Un fichero lleva como mucho un papel: 'node.routes'"],
  ])('refuses %s', (file, problem) => {
    expect(fileNameProblem(file)).toContain(problem);
  });
});
