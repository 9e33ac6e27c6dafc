/**
 * A hand-written, minimal PDF 1.4: one A4 page, Helvetica (a standard font, nothing embedded),
 * a title and lines of text, the cross-reference table at its exact byte offsets. Text is written
 * in WinAnsiEncoding so Spanish letters (á, ñ, º, €) print; anything outside it becomes `?`.
 * No creation date: the same document gives the same bytes.
 */

export interface DocumentoPdf {
  titulo: string;
  lineas: readonly string[];
}

const ALTO_PAGINA = 842;
const MARGEN = 56;
const MAX_LINEAS = 48;

/** WinAnsi positions 0x80–0x9f of the characters Spanish text may use (Latin-1 covers the rest). */
const WIN_ANSI_EXTRA: Record<string, number> = {
  '€': 0x80,
  '‚': 0x82,
  '„': 0x84,
  '…': 0x85,
  '‘': 0x91,
  '’': 0x92,
  '“': 0x93,
  '”': 0x94,
  '–': 0x96,
  '—': 0x97,
};

/** A PDF string literal's bytes: WinAnsi, with `(`, `)` and `\` escaped. */
function cadenaPdf(texto: string): Buffer {
  const bytes: number[] = [0x28];
  for (const caracter of texto) {
    const codigo = caracter.codePointAt(0) ?? 0x3f;
    const latin1 = (codigo >= 0x20 && codigo < 0x7f) || (codigo >= 0xa0 && codigo <= 0xff);
    const byte = WIN_ANSI_EXTRA[caracter] ?? (latin1 ? codigo : 0x3f);
    if (byte === 0x28 || byte === 0x29 || byte === 0x5c) bytes.push(0x5c);
    bytes.push(byte);
  }
  bytes.push(0x29);
  return Buffer.from(bytes);
}

function contenido(documento: DocumentoPdf): Buffer {
  const partes: Buffer[] = [
    Buffer.from(`BT /F1 18 Tf ${MARGEN} ${ALTO_PAGINA - 80} Td `, 'latin1'),
    cadenaPdf(documento.titulo),
    Buffer.from(' Tj ET\n', 'latin1'),
  ];
  // A rule under the title.
  partes.push(
    Buffer.from(`0.5 w ${MARGEN} ${ALTO_PAGINA - 92} m ${595 - MARGEN} ${ALTO_PAGINA - 92} l S\n`, 'latin1'),
  );
  documento.lineas.slice(0, MAX_LINEAS).forEach((linea, i) => {
    const y = ALTO_PAGINA - 120 - i * 15;
    partes.push(
      Buffer.from(`BT /F1 11 Tf ${MARGEN} ${y} Td `, 'latin1'),
      cadenaPdf(linea),
      Buffer.from(' Tj ET\n', 'latin1'),
    );
  });
  return Buffer.concat(partes);
}

export function generarPdf(documento: DocumentoPdf): Buffer {
  const flujo = contenido(documento);
  const objetos: Buffer[] = [
    Buffer.from('<< /Type /Catalog /Pages 2 0 R >>', 'latin1'),
    Buffer.from('<< /Type /Pages /Kids [3 0 R] /Count 1 >>', 'latin1'),
    Buffer.from(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 ${ALTO_PAGINA}] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>`,
      'latin1',
    ),
    Buffer.from(
      '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
      'latin1',
    ),
    Buffer.concat([
      Buffer.from(`<< /Length ${flujo.length} >>\nstream\n`, 'latin1'),
      flujo,
      Buffer.from('\nendstream', 'latin1'),
    ]),
    // The Info dictionary is PDFDocEncoding, where 0x80 is not the euro sign.
    Buffer.concat([
      Buffer.from('<< /Title ', 'latin1'),
      cadenaPdf(documento.titulo.replace(/€/g, 'EUR')),
      Buffer.from(' /Producer (Simulador de proveedores Ventas) >>', 'latin1'),
    ]),
  ];
  // The binary comment after the header tells tools the file holds 8-bit bytes.
  const partes: Buffer[] = [Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  let posicion = partes[0]?.length ?? 0;
  const desplazamientos: number[] = [];
  objetos.forEach((cuerpo, i) => {
    desplazamientos.push(posicion);
    const objeto = Buffer.concat([
      Buffer.from(`${i + 1} 0 obj\n`, 'latin1'),
      cuerpo,
      Buffer.from('\nendobj\n', 'latin1'),
    ]);
    partes.push(objeto);
    posicion += objeto.length;
  });
  // Each xref entry is exactly 20 bytes: 10-digit offset, 5-digit generation, type, CR LF.
  const entradas = desplazamientos.map((d) => `${String(d).padStart(10, '0')} 00000 n\r\n`).join('');
  const xref = `xref\n0 ${objetos.length + 1}\n0000000000 65535 f\r\n${entradas}`;
  const trailer = `trailer\n<< /Size ${objetos.length + 1} /Root 1 0 R /Info ${objetos.length} 0 R >>\nstartxref\n${posicion}\n%%EOF\n`;
  partes.push(Buffer.from(xref + trailer, 'latin1'));
  return Buffer.concat(partes);
}
