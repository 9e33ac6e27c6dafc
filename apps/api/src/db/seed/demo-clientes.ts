import type { Database } from '../database';
import { atenciones, gestiones } from '../schema/atenciones';
import { clientes, telefonosCliente } from '../schema/clientes';
import { demoCallbackTimes } from './demo-callbacks';

const GESTIONES = ['Cambio de titular', 'Portabilidad', 'Baja de línea', 'Reclamación de factura'];

const NOMBRES = [
  'Lucía Martín García',
  'Hugo Fernández López',
  'Martina Sánchez Pérez',
  'Mateo Gómez Ruiz',
  'Sofía Díaz Moreno',
  'Leo Álvarez Romero',
  'Valeria Serrano Molina',
  'Daniel Ramos Gil',
  'Paula Torres Navarro',
  'Pablo Castro Ortega',
  'Carmen Rubio Delgado',
  'Álvaro Núñez Iglesias',
];
const LOCALIDADES: ReadonlyArray<[string, string]> = [
  ['28013', 'Madrid'],
  ['08019', 'Barcelona'],
  ['41001', 'Sevilla'],
  ['46001', 'Valencia'],
  ['29001', 'Málaga'],
  ['50001', 'Zaragoza'],
];

/** A dozen customers for the demo tenant's telework screen, a few with callbacks at office hours. */
export async function seedDemoClientes(
  database: Database,
  tenantId: number,
  comercialId: number,
): Promise<void> {
  const callbacks = demoCallbackTimes(new Date(), NOMBRES.filter((_, index) => index % 4 === 0).length);
  await database.tenant(tenantId, async (tx) => {
    await tx
      .insert(gestiones)
      // Free text the catalogue lists as it is: written as a person writes it, not as a code.
      .values(GESTIONES.map((name) => ({ tenantId, name, tipoGestion: 'Administrativa' })));
    for (const [index, nombre] of NOMBRES.entries()) {
      const [cp, localidad] = LOCALIDADES[index % LOCALIDADES.length] ?? ['28013', 'Madrid'];
      const agendado = index % 4 === 0;
      const [row] = await tx
        .insert(clientes)
        .values({
          tenantId,
          nombre,
          email: `cliente${index + 1}@correo.es`,
          cp,
          localidad,
          direccion: `Calle Mayor ${index + 1}`,
          segmento: index % 3 === 0 ? 'NEGOCIOS' : 'PARTICULAR',
          ispActual: ['Movistar', 'Vodafone', 'Orange', 'Digi'][index % 4] ?? null,
          estado: agendado ? 'AGENDADO' : 'NUEVO',
          // Half are the demo Comercial's, half unassigned: both show on their screen.
          comercialId: index % 2 === 0 ? comercialId : null,
        })
        .returning({ id: clientes.id });
      const clienteId = row?.id ?? 0;
      await tx
        .insert(telefonosCliente)
        .values({ tenantId, clienteId, telefono: String(610_000_000 + index * 1_013) });
      if (agendado) {
        const fechaAgendado = callbacks[index / 4] ?? new Date();
        await tx
          .insert(atenciones)
          .values({ tenantId, clienteId, comercialId, tipo: 'AGENDADO', fechaAgendado });
      }
    }
  });
}
