import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MENSAJES_ENVIO_CORREO } from '@ventas/domain/ofertas/envio-correo-contract';
import { callerFor, type Caller } from '../../../test/support/catalogue-caller';
import {
  offerWorld,
  seedOfferCatalogue,
  workedPackages,
  type OfferWorld,
} from '../../../test/support/offer-catalogue';
import { finishedTask } from '../../../test/support/task-wait';
import { insertCliente } from '../../../test/support/tenant-rows';
import { bearer, createTestTenant, login } from '../../../test/support/test-app';
import { accounts } from '../../db/schema/accounts';
import { ofertas } from '../../db/schema/atenciones';
import { auditoria } from '../../db/schema/auditoria';
import { notasCliente } from '../../db/schema/clientes';
import { enviosOferta } from '../../db/schema/correo';
import { jobs } from '../../db/schema/jobs';
import { MENSAJES_FALLO_SMTP } from './adaptadores/smtp-fallo';
import { leerCorreo } from './correo-mime.test-support';
import { startSmtpPrueba, type SmtpPrueba } from './smtp-prueba.test-support';

const CREDENCIALES = { usuario: 'ofertas', password: 'clave-smtp-Secreta-9' };
const DISTRIBUIDOR = { email: 'ofertas@distribuidor.example', nombre: 'Distribuciones Prueba' };
const COMERCIAL_EMAIL = 'comercial@distribuidor.example';

let world: OfferWorld;
let smtp: SmtpPrueba;
let comercialHeaders: Record<string, string>;

const enviarUrl = (ofertaId: number) => `/api/atenciones/oferta/${ofertaId}/enviar-correo/`;

async function configurarCorreo(call: Caller, port: number): Promise<void> {
  const response = await call('admin', 'PUT', '/api/distribuidores/correo/', {
    smtp: {
      host: '127.0.0.1',
      puerto: port,
      seguridad: 'ninguna',
      usuario: CREDENCIALES.usuario,
      password: CREDENCIALES.password,
      remitente_email: DISTRIBUIDOR.email,
      remitente_nombre: DISTRIBUIDOR.nombre,
    },
    plantilla: {
      asunto: 'Oferta {oferta} de {distribuidor}',
      cuerpo: 'Hola, {cliente}:\nle escribe {comercial}.',
    },
  });
  if (response.statusCode !== 200) throw new Error(response.body);
}

/** A customer of the tenant's Comercial (or of `comercialId`) with a saved, Pendiente offer. */
async function nuevaOferta(
  options: {
    email?: string | null;
    comercialId?: number;
    world?: Pick<OfferWorld, 'database' | 'tenant' | 'ids' | 'call'>;
  } = {},
) {
  const { database, tenant, ids, call } = options.world ?? world;
  const clienteId = await insertCliente(database, tenant.id, {
    nombre: `Lucía Fernández ${Math.random().toString(36).slice(2, 8)}`,
    ...(options.email === null ? {} : { email: options.email ?? 'lucia@cliente.example' }),
    comercialId: options.comercialId ?? tenant.accounts.comercial.id,
    segmento: 'PARTICULAR',
  });
  const created = await call('admin', 'POST', '/api/atenciones/entradas/', {
    cliente: clienteId,
    tipo: 'OFERTA',
    oferta: { paquetes: workedPackages(ids), precioAnterior: '90.00' },
  });
  if (created.statusCode !== 201) throw new Error(created.body);
  return { clienteId, ofertaId: created.json().oferta.id as number };
}

const estadoDe = async (ofertaId: number) =>
  (
    await world.database.owner
      .select({ estado: ofertas.estado })
      .from(ofertas)
      .where(and(eq(ofertas.tenantId, world.tenant.id), eq(ofertas.id, ofertaId)))
  )[0]?.estado;

const notasDe = async (clienteId: number) =>
  (
    await world.database.owner
      .select({ nota: notasCliente.nota })
      .from(notasCliente)
      .where(and(eq(notasCliente.tenantId, world.tenant.id), eq(notasCliente.clienteId, clienteId)))
      .orderBy(notasCliente.id)
  ).map((row) => row.nota);

const envioDe = async (ofertaId: number) =>
  (
    await world.database.owner
      .select()
      .from(enviosOferta)
      .where(and(eq(enviosOferta.tenantId, world.tenant.id), eq(enviosOferta.ofertaId, ofertaId)))
  )[0];

/** Every row the send could write, counted: a refused request must leave them all as they were. */
async function huella(): Promise<Record<string, number>> {
  const count = async (table: typeof jobs | typeof enviosOferta | typeof notasCliente | typeof auditoria) =>
    (
      await world.database.owner
        .select({ n: sql<number>`count(*)::int` })
        .from(table)
        .where(eq(table.tenantId, world.tenant.id))
    )[0]?.n ?? -1;
  return {
    jobs: await count(jobs),
    envios: await count(enviosOferta),
    notas: await count(notasCliente),
    auditoria: await count(auditoria),
  };
}

beforeAll(async () => {
  world = await offerWorld();
  smtp = await startSmtpPrueba(CREDENCIALES);
  await configurarCorreo(world.call, smtp.port);
  await world.database.owner
    .update(accounts)
    .set({ email: COMERCIAL_EMAIL })
    .where(and(eq(accounts.tenantId, world.tenant.id), eq(accounts.id, world.tenant.accounts.comercial.id)));
  comercialHeaders = bearer((await login(world.app, world.tenant, 'comercial')).access, world.tenant.host);
});

afterAll(async () => {
  await world.app.close();
  await smtp.close();
});

async function enviar(ofertaId: number, body: Record<string, unknown> = {}) {
  const response = await world.call('comercial', 'POST', enviarUrl(ofertaId), body);
  if (response.statusCode !== 200) throw new Error(response.body);
  return response.json() as { task_id: string; para: string; pasaAPresentada: boolean };
}

describe('POST /api/atenciones/oferta/{id}/enviar-correo/', () => {
  it('mails the offer PDF from the distributor, the agent as reply-to, with the template filled', async () => {
    const { ofertaId } = await nuevaOferta();
    const before = smtp.recibidos.length;
    const answer = await enviar(ofertaId);
    expect(answer).toMatchObject({ para: 'lucia@cliente.example', pasaAPresentada: true });
    const status = await finishedTask(world.app, comercialHeaders, answer.task_id);
    expect(status).toMatchObject({ state: 'SUCCESS' });

    expect(smtp.recibidos).toHaveLength(before + 1);
    const recibido = smtp.recibidos.at(-1)!;
    expect(recibido.remitente).toBe(DISTRIBUIDOR.email);
    expect(recibido.destinatarios).toEqual(['lucia@cliente.example']);
    const correo = leerCorreo(recibido.raw);
    expect(correo.cabeceras.get('from')).toBe(`${DISTRIBUIDOR.nombre} <${DISTRIBUIDOR.email}>`);
    expect(correo.cabeceras.get('reply-to')).toBe(COMERCIAL_EMAIL);
    expect(correo.cabeceras.get('to')).toBe('lucia@cliente.example');
    // The tenant's name, as createTestTenant names it.
    expect(correo.cabeceras.get('subject')).toBe(`Oferta ${ofertaId} de ${DISTRIBUIDOR.nombre}`);
    expect(correo.texto).toMatch(/^Hola, Lucía Fernández \w+:\nle escribe .+\.$/);
    expect(correo.adjuntos).toHaveLength(1);
    expect(correo.adjuntos[0]).toMatchObject({ nombre: `oferta-${ofertaId}.pdf`, tipo: 'application/pdf' });
    expect(correo.adjuntos[0]!.contenido.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  it('moves a Pendiente offer to Presentada and records the request and its outcome (history, audit)', async () => {
    const { ofertaId, clienteId } = await nuevaOferta();
    expect(await estadoDe(ofertaId)).toBe(1);
    const answer = await enviar(ofertaId);
    expect(answer.pasaAPresentada).toBe(true);
    expect(await estadoDe(ofertaId)).toBe(2);
    await finishedTask(world.app, comercialHeaders, answer.task_id);

    expect(await notasDe(clienteId)).toEqual([
      `Oferta ${ofertaId}: envío por correo a lucia@cliente.example solicitado.`,
      `Oferta ${ofertaId}: enviada por correo a lucia@cliente.example.`,
    ]);
    expect(await envioDe(ofertaId)).toMatchObject({
      estado: 'ENVIADO',
      intentos: 1,
      jobId: answer.task_id,
      accountId: world.tenant.accounts.comercial.id,
      responderA: COMERCIAL_EMAIL,
      error: null,
    });
    const audit = await world.database.owner
      .select({ tabla: auditoria.tabla, accion: auditoria.accion, accountId: auditoria.accountId })
      .from(auditoria)
      .where(
        and(
          eq(auditoria.tenantId, world.tenant.id),
          eq(auditoria.entidad, 'oferta'),
          eq(auditoria.entidadId, String(ofertaId)),
          eq(auditoria.clienteId, clienteId),
        ),
      );
    expect(audit).toContainEqual({
      tabla: 'envios_oferta',
      accion: 'INSERT',
      accountId: world.tenant.accounts.comercial.id,
    });
    expect(audit).toContainEqual({
      tabla: 'ofertas',
      accion: 'UPDATE',
      accountId: world.tenant.accounts.comercial.id,
    });
  });

  it('leaves an offer that is not Pendiente where it was, and says so', async () => {
    const { ofertaId } = await nuevaOferta();
    await enviar(ofertaId);
    const again = await enviar(ofertaId);
    expect(again.pasaAPresentada).toBe(false);
    expect(await estadoDe(ofertaId)).toBe(2);

    await world.database.owner
      .update(ofertas)
      .set({ estado: 3 })
      .where(and(eq(ofertas.tenantId, world.tenant.id), eq(ofertas.id, ofertaId)));
    expect((await enviar(ofertaId)).pasaAPresentada).toBe(false);
    expect(await estadoDe(ofertaId)).toBe(3);
    await finishedTask(world.app, comercialHeaders, again.task_id);
  });

  it('sends to the address, subject and message asked for instead of the defaults', async () => {
    const { ofertaId } = await nuevaOferta({ email: null });
    const answer = await enviar(ofertaId, {
      para: ' otra@cliente.example ',
      asunto: 'Su oferta {oferta}',
      mensaje: 'Adjunto la oferta, {cliente}.',
    });
    expect(answer.para).toBe('otra@cliente.example');
    await finishedTask(world.app, comercialHeaders, answer.task_id);
    const correo = leerCorreo(smtp.recibidos.at(-1)!.raw);
    expect(correo.cabeceras.get('to')).toBe('otra@cliente.example');
    expect(correo.cabeceras.get('subject')).toBe(`Su oferta ${ofertaId}`);
    expect(correo.texto).toMatch(/^Adjunto la oferta, Lucía Fernández \w+\.$/);
  });

  it.each([
    ['a CR/LF after the address', { para: 'lucia@cliente.example\r\n' }],
    ['an injected Bcc header', { para: 'lucia@cliente.example\r\nBcc: espia@example.com' }],
    ['a bare LF and a header', { para: 'lucia@cliente.example\nBcc: espia@example.com' }],
    ['a header injected in the subject', { asunto: 'Oferta\r\nBcc: espia@example.com' }],
    ['two addresses', { para: 'lucia@cliente.example, espia@example.com' }],
  ])('refuses %s with 400 and writes nothing', async (_, body) => {
    const { ofertaId } = await nuevaOferta();
    const before = await huella();
    const response = await world.call('comercial', 'POST', enviarUrl(ofertaId), body);
    expect(response.statusCode).toBe(400);
    expect(await huella()).toEqual(before);
    expect(await estadoDe(ofertaId)).toBe(1);
  });

  it('asks for an address when the customer has none (400), and writes nothing', async () => {
    const { ofertaId } = await nuevaOferta({ email: null });
    const before = await huella();
    const response = await world.call('comercial', 'POST', enviarUrl(ofertaId), {});
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ para: [MENSAJES_ENVIO_CORREO.sinDestinatario] });
    expect(await huella()).toEqual(before);
  });

  it("answers 404 for another distributor's offer and for a customer the Comercial does not work", async () => {
    const { ofertaId } = await nuevaOferta();
    const ajena = await world.otherCall('comercial', 'POST', enviarUrl(ofertaId), {});
    expect(ajena.statusCode).toBe(404);
    const { ofertaId: delManager } = await nuevaOferta({ comercialId: world.tenant.accounts.manager.id });
    const before = await huella();
    const noSuya = await world.call('comercial', 'POST', enviarUrl(delManager), {});
    expect(noSuya.statusCode).toBe(404);
    expect(await huella()).toEqual(before);
    expect(await estadoDe(ofertaId)).toBe(1);
  });

  it('answers 409 when the distributor has no outgoing mail, and writes nothing', async () => {
    const tenant = await createTestTenant(world.database);
    const call = await callerFor(world.app, tenant);
    const sinCorreo = { database: world.database, tenant, call, ids: await seedOfferCatalogue(call) };
    const { ofertaId } = await nuevaOferta({ world: sinCorreo });
    const response = await call('comercial', 'POST', enviarUrl(ofertaId), {});
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ detail: MENSAJES_ENVIO_CORREO.sinConfigurar });
    const [oferta] = await world.database.owner
      .select({ estado: ofertas.estado })
      .from(ofertas)
      .where(and(eq(ofertas.tenantId, tenant.id), eq(ofertas.id, ofertaId)));
    expect(oferta?.estado).toBe(1);
    const [pendientes] = await world.database.owner
      .select({ n: sql<number>`count(*)::int` })
      .from(jobs)
      .where(eq(jobs.tenantId, tenant.id));
    expect(pendientes?.n).toBe(0);
  });
});

describe('the send job', () => {
  it('retries a 451 and delivers on the next attempt', async () => {
    const { ofertaId, clienteId } = await nuevaOferta();
    const before = smtp.recibidos.length;
    smtp.rechazos.push(451);
    const answer = await enviar(ofertaId);
    const status = await finishedTask(world.app, comercialHeaders, answer.task_id);
    expect(status.state).toBe('SUCCESS');
    expect(smtp.rechazos).toEqual([]);
    expect(smtp.recibidos).toHaveLength(before + 1);
    expect(await envioDe(ofertaId)).toMatchObject({ estado: 'ENVIADO', intentos: 2 });
    expect((await notasDe(clienteId)).at(-1)).toBe(
      `Oferta ${ofertaId}: enviada por correo a lucia@cliente.example.`,
    );
  });

  it('fails on a 550 at once, with a Spanish message the agent reads and the history keeps', async () => {
    const { ofertaId, clienteId } = await nuevaOferta();
    const before = smtp.recibidos.length;
    smtp.rechazos.push(550);
    const answer = await enviar(ofertaId);
    const status = await finishedTask(world.app, comercialHeaders, answer.task_id);
    expect(status).toMatchObject({ state: 'FAILURE', error: MENSAJES_FALLO_SMTP.rechazado(550) });
    expect(smtp.recibidos).toHaveLength(before);
    expect(await envioDe(ofertaId)).toMatchObject({
      estado: 'FALLIDO',
      intentos: 1,
      error: MENSAJES_FALLO_SMTP.rechazado(550),
    });
    expect((await notasDe(clienteId)).at(-1)).toBe(
      `Oferta ${ofertaId}: no se pudo enviar por correo a lucia@cliente.example. ${MENSAJES_FALLO_SMTP.rechazado(550)}`,
    );
  });
});
