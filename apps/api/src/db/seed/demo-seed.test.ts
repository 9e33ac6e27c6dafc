import { describe, expect, it } from 'vitest';
import { datosLegalesUpdateSchema } from '@ventas/domain/distribuidores/datos-legales';
import { DEMO_DATOS_LEGALES, demoAccessLines } from './demo-seed';

describe('the demo notice at start', () => {
  it('gives each demo tenant its own URL and lists who may sign in', () => {
    const lines = demoAccessLines(3000, 'admin').join('\n');
    expect(lines).toContain('http://demo.localhost:3000');
    expect(lines).toContain('http://demo2.localhost:3000');
    expect(lines).toContain('Demo Operador (grupo B): http://demo3.localhost:3000');
    expect(lines).toMatch(/Usuarios \(contraseña demo1234\): superadmin, admin, manager, comercial/);
  });

  it('names the platform host and its SuperAdmin', () => {
    const lines = demoAccessLines(3000, 'admin').join('\n');
    expect(lines).toMatch(
      /Plataforma Ventas .*http:\/\/admin\.localhost:3000 — usuario superadmin, contraseña demo1234/,
    );
  });
});

describe('the demo distributors’ legal data (issue 29 §5)', () => {
  it('gives each demo distributor a complete, valid set, as the form would store it', () => {
    expect(Object.keys(DEMO_DATOS_LEGALES).sort()).toEqual(['demo', 'demo2', 'demo3']);
    for (const datos of Object.values(DEMO_DATOS_LEGALES)) {
      expect(Object.values(datos).every(Boolean)).toBe(true);
      expect(datosLegalesUpdateSchema.parse(datos)).toEqual(datos);
    }
  });
});
