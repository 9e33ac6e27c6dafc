import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  MENSAJES_ENVIO_CORREO,
  PLANTILLA_POR_DEFECTO,
  type CorreoDistribuidor,
} from '@ventas/domain/ofertas/envio-correo-contract';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../api/query-client';
import { createFakeServer, stubViewportWidth, type Reply } from '../../../test/fake-server';
import { TestProviders } from '../../../test/test-providers';
import { CorreoSalienteTab } from './correo-saliente-tab';

const PATH = '/api/distribuidores/correo/';

const SMTP = {
  host: 'smtp.distribuidor.example',
  puerto: 587,
  seguridad: 'starttls',
  usuario: 'ofertas@distribuidor.example',
  remitente_email: 'ofertas@distribuidor.example',
  remitente_nombre: 'Distribuciones Prueba',
} as const;

/** As the API answers a distributor whose Admin has saved a server with a password. */
const GUARDADO: CorreoDistribuidor = {
  smtp: { ...SMTP, password_guardada: true },
  plantilla: { asunto: 'Oferta {oferta} de {distribuidor}', cuerpo: 'Hola, {cliente}.\n{comercial}' },
};

/** As the API answers before anyone has saved one. */
const SIN_CONFIGURAR: CorreoDistribuidor = { smtp: null, plantilla: PLANTILLA_POR_DEFECTO };

interface Opciones {
  /** What the GETs answer (the first one may be another answer). */
  datos?: CorreoDistribuidor;
  primeraLectura?: Reply;
  /** The answer to a PUT; by default the body sent, as stored, without its password. */
  alGuardar?: Reply;
}

const comoGuardado = (body: unknown): CorreoDistribuidor => {
  const { smtp, plantilla } = body as {
    smtp: typeof SMTP & { password?: string };
    plantilla: CorreoDistribuidor['plantilla'];
  };
  const { password, ...servidor } = smtp;
  return { smtp: { ...servidor, password_guardada: password !== undefined }, plantilla };
};

function renderTab({ datos = GUARDADO, primeraLectura, alGuardar }: Opciones = {}) {
  stubViewportWidth(360);
  let lecturas = 0;
  const server = createFakeServer((call): Reply => {
    if (call.path !== PATH) return { status: 404, body: { detail: 'No encontrado.' } };
    if (call.method === 'PUT') return alGuardar ?? { status: 200, body: comoGuardado(call.body) };
    lecturas += 1;
    return (lecturas === 1 && primeraLectura) || { status: 200, body: datos };
  });
  vi.stubGlobal('fetch', server.fetch);
  render(
    <TestProviders queryClient={createQueryClient()}>
      <CorreoSalienteTab />
    </TestProviders>,
  );
  const envios = () => server.calls.filter((call) => call.method === 'PUT').map((call) => call.body);
  return { user: userEvent.setup(), envios };
}

/** A box by its label; the password's has no role, so it is found by its label. */
const campo = (nombre: string) =>
  nombre === 'Contraseña'
    ? screen.findByLabelText<HTMLInputElement>(nombre)
    : screen.findByRole<HTMLInputElement>('textbox', { name: nombre });
const aviso = (texto: string) => screen.findByText((content) => content.startsWith(texto));
const guardar = () => screen.getByRole('button', { name: 'Guardar' });
const vistaPrevia = () => screen.getByRole('region', { name: 'Vista previa' });

async function escribir(user: ReturnType<typeof userEvent.setup>, nombre: string, texto: string) {
  const input = await campo(nombre);
  await user.clear(input);
  // Pasted, as user-event would read the braces of a placeholder as a key.
  await user.click(input);
  await user.paste(texto);
  return input;
}

describe('Administración · Correo saliente', () => {
  it('shows the saved server and template after a skeleton, never the password, saying one is kept', async () => {
    renderTab();
    expect(screen.getByRole('progressbar', { name: 'Cargando el correo saliente' })).toBeTruthy();
    expect((await campo('Servidor')).value).toBe('smtp.distribuidor.example');
    expect((await campo('Puerto')).value).toBe('587');
    expect(screen.getByRole('combobox', { name: 'Seguridad' }).textContent).toBe('STARTTLS');
    expect((await campo('Usuario')).value).toBe('ofertas@distribuidor.example');
    const password = await campo('Contraseña');
    expect(password.type).toBe('password');
    expect(password.value).toBe('');
    expect(screen.getByText('Guardada; déjela vacía para mantenerla')).toBeTruthy();
    expect((await campo('Remitente')).value).toBe('ofertas@distribuidor.example');
    expect((await campo('Nombre del remitente')).value).toBe('Distribuciones Prueba');
    expect((await campo('Asunto')).value).toBe('Oferta {oferta} de {distribuidor}');
    expect((await campo('Mensaje')).value).toBe('Hola, {cliente}.\n{comercial}');
    expect((guardar() as HTMLButtonElement).disabled).toBe(true);
  });

  it('saves the edits without a password key when the box is left empty, keeping the stored one', async () => {
    const { user, envios } = renderTab();
    await escribir(user, 'Puerto', '465');
    await user.click(screen.getByRole('combobox', { name: 'Seguridad' }));
    await user.click(screen.getByRole('option', { name: 'TLS' }));
    await user.click(guardar());
    expect(await aviso('Correo saliente guardado')).toBeTruthy();
    expect(envios()).toEqual([
      { smtp: { ...SMTP, puerto: 465, seguridad: 'tls' }, plantilla: GUARDADO.plantilla },
    ]);
    expect(envios()[0]).not.toHaveProperty('smtp.password');
    expect((guardar() as HTMLButtonElement).disabled).toBe(true);
  });

  it('sends the password typed, and a blank user as none', async () => {
    const { user, envios } = renderTab();
    await user.clear(await campo('Usuario'));
    await escribir(user, 'Contraseña', 'clave-smtp-Secreta-9');
    await user.click(guardar());
    expect(await aviso('Correo saliente guardado')).toBeTruthy();
    expect(envios()).toEqual([
      {
        smtp: { ...SMTP, usuario: null, password: 'clave-smtp-Secreta-9' },
        plantilla: GUARDADO.plantilla,
      },
    ]);
    expect((await campo('Contraseña')).value).toBe('');
  });

  it('offers empty server fields and the default template on the first configuration', async () => {
    renderTab({ datos: SIN_CONFIGURAR });
    for (const nombre of ['Servidor', 'Puerto', 'Usuario', 'Contraseña', 'Remitente', 'Nombre del remitente'])
      expect((await campo(nombre)).value).toBe('');
    expect((await campo('Asunto')).value).toBe(PLANTILLA_POR_DEFECTO.asunto);
    expect((await campo('Mensaje')).value).toBe(PLANTILLA_POR_DEFECTO.cuerpo);
    expect(screen.queryByText('Guardada; déjela vacía para mantenerla')).toBeNull();
    expect(screen.getByText('Necesaria si indica un usuario')).toBeTruthy();
  });

  it('shows the server’s refusal under its field, keeping what was typed', async () => {
    const { user, envios } = renderTab({
      datos: SIN_CONFIGURAR,
      alGuardar: { status: 400, body: { 'smtp.password': [MENSAJES_ENVIO_CORREO.passwordNecesaria] } },
    });
    await escribir(user, 'Servidor', SMTP.host);
    await escribir(user, 'Puerto', '587');
    await escribir(user, 'Usuario', SMTP.usuario);
    await escribir(user, 'Remitente', SMTP.remitente_email);
    await escribir(user, 'Nombre del remitente', SMTP.remitente_nombre);
    await user.click(guardar());
    expect(await screen.findByText(MENSAJES_ENVIO_CORREO.passwordNecesaria)).toBeTruthy();
    expect((await campo('Contraseña')).getAttribute('aria-invalid')).toBe('true');
    expect((await campo('Servidor')).value).toBe(SMTP.host);
    expect(await aviso('No se ha podido guardar el correo saliente')).toBeTruthy();
    expect(envios()).toEqual([{ smtp: SMTP, plantilla: PLANTILLA_POR_DEFECTO }]);
  });

  it('previews the subject and message with sample values as they are typed', async () => {
    const { user } = renderTab();
    await campo('Asunto');
    expect(within(vistaPrevia()).getByText('Oferta 125 de Distribuciones Prueba')).toBeTruthy();
    await escribir(user, 'Asunto', 'Para {cliente}, de {comercial}');
    await escribir(user, 'Mensaje', 'Hola, {cliente}.\n\n{distribuidor}');
    await escribir(user, 'Nombre del remitente', 'Telefonía Sur');
    expect(within(vistaPrevia()).getByText('Para Ana Pérez, de Carlos Comercial')).toBeTruthy();
    expect(vistaPrevia().textContent).toContain('Hola, Ana Pérez.\n\nTelefonía Sur');
  });

  it('lists the placeholders the domain defines', async () => {
    renderTab();
    await campo('Asunto');
    const ayuda = screen.getByText(/Puede usar estos marcadores/).nextElementSibling as HTMLElement;
    expect(
      within(ayuda)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      '{cliente}: el nombre del cliente',
      '{comercial}: el nombre del comercial que la envía',
      '{distribuidor}: el nombre del distribuidor',
      '{oferta}: el número de la oferta',
    ]);
  });

  it.each([
    [
      'an unknown placeholder',
      'Asunto',
      'Oferta {precio}',
      MENSAJES_ENVIO_CORREO.marcadorDesconocido('precio'),
    ],
    ['a port out of range', 'Puerto', '70000', MENSAJES_ENVIO_CORREO.puerto],
    ['a port that is no number', 'Puerto', 'smtp', MENSAJES_ENVIO_CORREO.puerto],
  ])('refuses %s in the domain’s words and sends nothing', async (_caso, nombre, texto, mensaje) => {
    const { user, envios } = renderTab();
    const input = await escribir(user, nombre, texto);
    await user.click(guardar());
    expect(await screen.findByText(mensaje)).toBeTruthy();
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(envios()).toEqual([]);
  });

  it('says the settings could not be loaded, and asks again on Reintentar', async () => {
    const { user } = renderTab({ primeraLectura: { status: 403, body: { detail: 'Sin permiso.' } } });
    expect(await screen.findByText('No se ha podido cargar el correo saliente')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    await waitFor(async () => expect((await campo('Servidor')).value).toBe(SMTP.host));
  });
});
