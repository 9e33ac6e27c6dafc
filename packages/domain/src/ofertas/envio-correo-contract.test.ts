import { describe, expect, it } from 'vitest';
import {
  correoDistribuidorUpdateSchema,
  envioOfertaRequestSchema,
  MENSAJES_ENVIO_CORREO,
  smtpFormSchema,
  PLANTILLA_POR_DEFECTO,
  renderPlantillaCorreo,
  type PlantillaCorreo,
} from './envio-correo-contract';

const valores = {
  cliente: 'Lucía Fernández',
  comercial: 'Ana Ruiz',
  distribuidor: 'Telecomunicaciones Norte',
  oferta: '42',
};

describe('renderPlantillaCorreo', () => {
  const examples: Array<[string, PlantillaCorreo, PlantillaCorreo]> = [
    [
      'fills every placeholder, as often as it appears',
      {
        asunto: 'Oferta {oferta} para {cliente}',
        cuerpo: '{cliente}, soy {comercial} de {distribuidor}. {cliente}',
      },
      {
        asunto: 'Oferta 42 para Lucía Fernández',
        cuerpo: 'Lucía Fernández, soy Ana Ruiz de Telecomunicaciones Norte. Lucía Fernández',
      },
    ],
    [
      'leaves text without placeholders and unknown braces as written',
      { asunto: 'Su oferta', cuerpo: 'Precio {especial} y {}' },
      { asunto: 'Su oferta', cuerpo: 'Precio {especial} y {}' },
    ],
  ];
  it.each(examples)('%s', (_, plantilla, expected) => {
    expect(renderPlantillaCorreo(plantilla, valores)).toEqual(expected);
  });

  it('folds a line break a value brings into the subject to a space, and keeps the body as written', () => {
    const rendered = renderPlantillaCorreo(
      { asunto: 'Oferta para {cliente}', cuerpo: 'Hola {cliente}' },
      { ...valores, cliente: 'Eva\r\nBcc: x@example.com' },
    );
    expect(rendered.asunto).toBe('Oferta para Eva Bcc: x@example.com');
    expect(rendered.cuerpo).toBe('Hola Eva\r\nBcc: x@example.com');
  });

  it('does not fill a placeholder a value brings along (one pass)', () => {
    const rendered = renderPlantillaCorreo(
      { asunto: '{cliente}', cuerpo: '{cliente} {comercial}' },
      {
        ...valores,
        cliente: '{comercial}',
      },
    );
    expect(rendered).toEqual({ asunto: '{comercial}', cuerpo: '{comercial} Ana Ruiz' });
  });

  it('renders the default template with the distributor, the customer and the commercial', () => {
    const rendered = renderPlantillaCorreo(PLANTILLA_POR_DEFECTO, valores);
    expect(rendered.asunto).toBe('Su oferta de Telecomunicaciones Norte');
    expect(rendered.cuerpo).toContain('Hola, Lucía Fernández:');
    expect(rendered.cuerpo).toContain('Ana Ruiz\nTelecomunicaciones Norte');
  });
});

const smtp = {
  host: 'smtp.example.com',
  puerto: 587,
  seguridad: 'starttls',
  usuario: 'ofertas@example.com',
  remitente_email: 'ofertas@example.com',
  remitente_nombre: 'Telecomunicaciones Norte',
};

describe('correoDistribuidorUpdateSchema', () => {
  it('takes a server without a password (the stored one is kept) and trims the names', () => {
    const parsed = correoDistribuidorUpdateSchema.parse({
      smtp: { ...smtp, remitente_nombre: '  Norte ' },
      plantilla: PLANTILLA_POR_DEFECTO,
    });
    expect(parsed.smtp.password).toBeUndefined();
    expect(parsed.smtp.remitente_nombre).toBe('Norte');
  });

  const refused: Array<[string, Record<string, unknown>, Record<string, unknown>, string]> = [
    [
      'a CR/LF in the sender address',
      { remitente_email: 'a@example.com\r\nBcc: b@example.com' },
      {},
      MENSAJES_ENVIO_CORREO.saltoDeLinea,
    ],
    [
      'a line break in the sender name',
      { remitente_nombre: 'Norte\nBcc: x' },
      {},
      MENSAJES_ENVIO_CORREO.saltoDeLinea,
    ],
    ['a host with a space', { host: 'smtp example.com' }, {}, MENSAJES_ENVIO_CORREO.host],
    ['port 0', { puerto: 0 }, {}, MENSAJES_ENVIO_CORREO.puerto],
    [
      'a line break in the subject',
      {},
      { asunto: 'Oferta\r\nBcc: x@example.com' },
      MENSAJES_ENVIO_CORREO.saltoDeLinea,
    ],
    [
      'an unknown placeholder',
      {},
      { cuerpo: 'Hola {nombre}' },
      MENSAJES_ENVIO_CORREO.marcadorDesconocido('nombre'),
    ],
  ];
  it.each(refused)('refuses %s', (_, smtpChange, plantillaChange, message) => {
    const result = correoDistribuidorUpdateSchema.safeParse({
      smtp: { ...smtp, ...smtpChange },
      plantilla: { ...PLANTILLA_POR_DEFECTO, ...plantillaChange },
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toContain(message);
  });

  it('refuses a key it does not know', () => {
    expect(
      correoDistribuidorUpdateSchema.safeParse({
        smtp: { ...smtp, bcc: 'x@example.com' },
        plantilla: PLANTILLA_POR_DEFECTO,
      }).success,
    ).toBe(false);
  });
});

describe('envioOfertaRequestSchema', () => {
  it('takes an empty request (the customer address and the template)', () => {
    expect(envioOfertaRequestSchema.parse({})).toEqual({});
  });

  it.each([
    ['a trailing CR/LF', 'cliente@example.com\r\n'],
    ['an injected header', 'cliente@example.com\nBcc: otro@example.com'],
    ['two addresses', 'a@example.com, b@example.com'],
  ])('refuses an address with %s', (_, para) => {
    expect(envioOfertaRequestSchema.safeParse({ para }).success).toBe(false);
  });
});

describe('a blank required field of the SMTP settings', () => {
  it.each(['host', 'remitente_nombre'] as const)('%s is refused in Spanish', (campo) => {
    const smtp = {
      host: 'smtp.example.com',
      puerto: 587,
      seguridad: 'starttls',
      usuario: null,
      remitente_email: 'ofertas@example.com',
      remitente_nombre: 'Distribuidor',
      [campo]: '',
    };
    const leido = smtpFormSchema.safeParse(smtp);
    expect(leido.success).toBe(false);
    expect(leido.error?.issues.map((issue) => issue.message)).toContain(MENSAJES_ENVIO_CORREO.obligatorio);
  });
});
