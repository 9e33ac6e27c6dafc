import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { generarPdf } from './pdf-documento';

const DOCUMENTO = {
  titulo: 'Oferta de renovación',
  lineas: [
    'Cuota mensual: 45,20 €',
    'Línea 612 345 678 (España)',
    'Año: 2026 — ¿sí? ¡sí! 1º',
    'Barra \\ y 中文',
  ],
};

function tienePdftoppm(): boolean {
  try {
    execFileSync('pdftoppm', ['-v'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

describe('generarPdf', () => {
  const bytes = generarPdf(DOCUMENTO);
  const texto = bytes.toString('latin1');

  it('starts with a PDF 1.4 header and ends with %%EOF', () => {
    expect(texto.startsWith('%PDF-1.4\n')).toBe(true);
    expect(texto.endsWith('%%EOF\n')).toBe(true);
  });

  it('points every xref entry and startxref at the exact byte of its object', () => {
    const startxref = Number(/startxref\n(\d+)\n%%EOF\n$/.exec(texto)?.[1]);
    expect(texto.slice(startxref, startxref + 5)).toBe('xref\n');
    const [cabecera, ...resto] = texto.slice(startxref + 5).split('\n');
    const [primero, cuantos] = (cabecera ?? '').split(' ').map(Number);
    expect(primero).toBe(0);
    expect(cuantos).toBe(7);
    const entradas = resto.join('\n').match(/\d{10} \d{5} [nf]\r\n/g) ?? [];
    expect(entradas).toHaveLength(7);
    entradas.slice(1).forEach((entrada, i) => {
      const offset = Number(entrada.slice(0, 10));
      expect(texto.slice(offset, offset + 8)).toBe(`${i + 1} 0 obj\n`);
    });
  });

  it('gives the content stream its exact length', () => {
    const encontrado = /<< \/Length (\d+) >>\nstream\n/.exec(texto);
    const inicio = (encontrado?.index ?? 0) + (encontrado?.[0].length ?? 0);
    expect(texto.slice(inicio + Number(encontrado?.[1]), inicio + Number(encontrado?.[1]) + 10)).toBe(
      '\nendstream',
    );
  });

  it('writes Spanish letters in WinAnsi, escapes ( ) \\ and replaces what WinAnsi lacks', () => {
    expect(bytes.includes(Buffer.from('(Cuota mensual: 45,20 \x80)', 'latin1'))).toBe(true);
    expect(bytes.includes(Buffer.from('(L\xednea 612 345 678 \\(Espa\xf1a\\))', 'latin1'))).toBe(true);
    expect(bytes.includes(Buffer.from('(A\xf1o: 2026 \x97 \xbfs\xed? \xa1s\xed! 1\xba)', 'latin1'))).toBe(
      true,
    );
    expect(bytes.includes(Buffer.from('(Barra \\\\ y ??)', 'latin1'))).toBe(true);
  });

  it('gives the same bytes for the same document', () => {
    expect(generarPdf(DOCUMENTO).equals(bytes)).toBe(true);
  });

  it.runIf(tienePdftoppm())('opens in pdftoppm', () => {
    const carpeta = mkdtempSync(join(tmpdir(), 'simulador-pdf-'));
    try {
      writeFileSync(join(carpeta, 'doc.pdf'), bytes);
      const errores = execFileSync(
        'pdftoppm',
        ['-png', '-r', '30', join(carpeta, 'doc.pdf'), join(carpeta, 'p')],
        { stdio: ['ignore', 'pipe', 'pipe'] },
      );
      expect(errores.toString()).toBe('');
      expect(existsSync(join(carpeta, 'p-1.png'))).toBe(true);
      expect(readFileSync(join(carpeta, 'p-1.png')).subarray(1, 4).toString()).toBe('PNG');
    } finally {
      rmSync(carpeta, { recursive: true, force: true });
    }
  });
});
