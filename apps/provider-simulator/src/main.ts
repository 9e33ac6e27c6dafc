import { z } from 'zod';
import { startProviderSimulator } from './simulator-server';

/**
 * `npm start -w @ventas/provider-simulator`: the simulator on loopback. Port from
 * PROVIDER_SIMULATOR_PORT (default 3901). Point the API at it with PROVIDER_B_URL=<url>/b,
 * PROVIDER_C_URL=<url>/c, PROVIDER_D_URL=<url>/d.
 */
const PUERTO_POR_DEFECTO = 3901;

const puerto = z.coerce
  .number()
  .int()
  .min(0)
  .max(65_535)
  .safeParse(process.env.PROVIDER_SIMULATOR_PORT || PUERTO_POR_DEFECTO);
if (!puerto.success) {
  console.error(`PROVIDER_SIMULATOR_PORT no es un puerto válido: ${process.env.PROVIDER_SIMULATOR_PORT}`);
  process.exit(1);
}

const simulador = await startProviderSimulator({ port: puerto.data, host: '127.0.0.1' }).catch(
  (error: unknown) => {
    console.error(
      `No se pudo arrancar el simulador en el puerto ${puerto.data}: ${(error as Error).message}`,
    );
    process.exit(1);
  },
);
console.log(`Simulador de proveedores escuchando en ${simulador.url} (B: /b, C: /c, D: /d)`);

let cerrado = false;
async function cerrar(): Promise<void> {
  if (cerrado) return;
  cerrado = true;
  await simulador.close();
  process.exit(0);
}
process.on('SIGTERM', () => void cerrar());
process.on('SIGINT', () => void cerrar());
