import { describe, expect, it } from 'vitest';
import { cabeceraDescarga, nombreDeContrato } from './content-disposition';

describe('contract PDF file name (SPEC §7)', () => {
  it.each([
    ['attachment; filename="Contrato 2026-0042.pdf"', 'Contrato 2026-0042.pdf'],
    ['attachment; filename=contrato.pdf', 'contrato.pdf'],
    ['attachment; filename="Contrato"', 'Contrato.pdf'],
    ['attachment; filename="x.pdf"; filename*=UTF-8\'\'Contrato%20Mu%C3%B1oz.pdf', 'Contrato Munoz.pdf'],
    ['attachment; filename="../../etc/passwd"', 'passwd.pdf'],
    ['attachment; filename="C:\\\\temp\\\\evil.pdf"', 'evil.pdf'],
    ['attachment; filename="a\\"b.pdf"', 'a_b.pdf'],
    ['attachment; filename="<script>alert(1)</script>.pdf"', 'script_.pdf'],
    ['attachment; filename="contrato\r\nSet-Cookie: x=1.pdf"', 'contrato_Set-Cookie_ x_1.pdf'],
    ['attachment; filename="...."', 'Contrato_C-17.pdf'],
    ['attachment; filename=""', 'Contrato_C-17.pdf'],
    ['attachment', 'Contrato_C-17.pdf'],
    ["inline; filename*=UTF-8''%E0%A4%A", 'Contrato_C-17.pdf'],
    [null, 'Contrato_C-17.pdf'],
    ['', 'Contrato_C-17.pdf'],
  ])('%j gives %j', (header, nombre) => {
    expect(nombreDeContrato(header, 'C-17')).toBe(nombre);
  });

  it('keeps a long name to 120 characters with its extension', () => {
    const nombre = nombreDeContrato(`attachment; filename="${'a'.repeat(500)}.pdf"`, '1');
    expect(nombre).toHaveLength(120);
    expect(nombre.endsWith('.pdf')).toBe(true);
  });

  it('never leaves a character that could break our own header', () => {
    for (const header of ['filename="a;b,c.pdf"', 'filename="ñ€\u0000.pdf"', "filename*=UTF-8''%0D%0A.pdf"]) {
      expect(nombreDeContrato(header, '9')).toMatch(/^[A-Za-z0-9 ._-]+\.pdf$/);
    }
    expect(cabeceraDescarga('Contrato 1.pdf')).toBe(
      `attachment; filename="Contrato 1.pdf"; filename*=UTF-8''Contrato%201.pdf`,
    );
  });
});
