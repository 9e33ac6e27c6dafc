/** A received message read back: its headers (decoded), its text and its attachments. */
export interface CorreoLeido {
  cabeceras: Map<string, string>;
  texto: string;
  adjuntos: Array<{ nombre: string; tipo: string; contenido: Buffer }>;
}

const ENCODED_WORD = /=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g;

const qBytes = (text: string) =>
  Buffer.from(
    text.replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  );

/** RFC 2047 encoded words (`=?UTF-8?Q?Luc=C3=ADa?=`), adjacent ones joined. */
function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(ENCODED_WORD, (_, _charset: string, encoding: string, text: string) =>
      (encoding.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64')
        : qBytes(text.replaceAll('_', ' '))
      ).toString('utf8'),
    );
}

function parseCabeceras(head: string): Map<string, string> {
  const cabeceras = new Map<string, string>();
  for (const line of head.replace(/\r\n[ \t]+/g, ' ').split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0)
      cabeceras.set(line.slice(0, colon).trim().toLowerCase(), decodeWords(line.slice(colon + 1).trim()));
  }
  return cabeceras;
}

function decodeBody(body: string, encoding: string | undefined): Buffer {
  if (encoding === 'base64') return Buffer.from(body.replace(/\s/g, ''), 'base64');
  if (encoding === 'quoted-printable') return qBytes(body.replace(/=\r\n/g, ''));
  return Buffer.from(body, 'utf8');
}

const parametro = (header: string | undefined, nombre: string) =>
  header?.match(new RegExp(`${nombre}="?([^";]+)"?`, 'i'))?.[1];

/** Reads a message as nodemailer writes one: text alone, or multipart/mixed with attachments. */
export function leerCorreo(raw: string): CorreoLeido {
  const leido: CorreoLeido = { cabeceras: new Map(), texto: '', adjuntos: [] };
  const visitar = (parte: string, raiz: boolean) => {
    const corte = parte.indexOf('\r\n\r\n');
    const cabeceras = parseCabeceras(parte.slice(0, corte));
    const cuerpo = parte.slice(corte + 4);
    if (raiz) leido.cabeceras = cabeceras;
    const tipo = cabeceras.get('content-type') ?? 'text/plain';
    const boundary = parametro(tipo, 'boundary');
    if (boundary) {
      for (const sub of cuerpo.split(`--${boundary}`).slice(1))
        if (!sub.startsWith('--')) visitar(sub.replace(/^\r\n/, ''), false);
      return;
    }
    const contenido = decodeBody(cuerpo, cabeceras.get('content-transfer-encoding')?.toLowerCase());
    const nombre = parametro(cabeceras.get('content-disposition'), 'filename');
    if (nombre) leido.adjuntos.push({ nombre, tipo: tipo.split(';')[0] ?? tipo, contenido });
    else if (tipo.startsWith('text/plain'))
      leido.texto = contenido.toString('utf8').replace(/\r\n/g, '\n').trimEnd();
  };
  visitar(raw, true);
  return leido;
}
