import { describe, expect, it } from 'vitest';
import {
  cambioSecreto,
  CREDENCIAL_MAX,
  credencialFormSchema,
  credencialSchema,
  isPortalUrl,
  MENSAJES_CAMPOS_CREDENCIAL as M,
} from './credenciales-contract';

describe('isPortalUrl', () => {
  it.each([
    ['https://portal.operador.es/login', true],
    ['http://10.0.0.1:8080/', true],
    ['HTTPS://PORTAL.ES', true],
    ['ftp://portal.es', false],
    ['javascript:alert(1)', false],
    ['data:text/html,hola', false],
    ['portal.es', false],
    ['https://', false],
    ['//portal.es', false],
  ])('%s is a portal URL: %s', (url, expected) => {
    expect(isPortalUrl(url)).toBe(expected);
  });
});

describe('cambioSecreto (what a write does to a stored password or cookie)', () => {
  it.each([
    [undefined, { tipo: 'mantener' }],
    [null, { tipo: 'borrar' }],
    ['', { tipo: 'borrar' }],
    ['s3creta', { tipo: 'guardar', valor: 's3creta' }],
    ['  con espacios ', { tipo: 'guardar', valor: '  con espacios ' }],
  ] as const)('%j becomes %j', (value, expected) => {
    expect(cambioSecreto(value)).toEqual(expected);
  });
});

const valid = { nombre_portal: 'Portal A', url: 'https://a.es', username: 'u', password: 'p', cookie: 'c=1' };
const errorsOf = (body: unknown) => {
  const result = credencialFormSchema.safeParse(body);
  return result.success ? null : result.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
};

describe('credencialFormSchema', () => {
  it.each([
    ['a whole form', valid, null],
    ['only the portal name', { nombre_portal: 'P' }, null],
    ['a blank portal name', { ...valid, nombre_portal: '  ' }, [['nombre_portal', M.required]]],
    ['no portal name', { url: '' }, [['nombre_portal', M.text]]],
    ['a javascript: URL', { ...valid, url: 'javascript:alert(1)' }, [['url', M.url]]],
    ['a number as user', { ...valid, username: 5 }, [['username', M.text]]],
    ['an object as password', { ...valid, password: { a: 1 } }, [['password', M.text]]],
    [
      'a 10 KB cookie',
      { ...valid, cookie: 'x'.repeat(10_240) },
      [['cookie', M.tooLong(CREDENCIAL_MAX.cookie)]],
    ],
    [
      'a 10 KB portal name',
      { ...valid, nombre_portal: 'x'.repeat(10_240) },
      [['nombre_portal', M.tooLong(CREDENCIAL_MAX.nombrePortal)]],
    ],
  ])('%s gives %j', (_name, body, expected) => {
    expect(errorsOf(body)).toEqual(expected);
  });

  it('trims texts but keeps secrets as typed, and leaves absent secrets absent', () => {
    const parsed = credencialFormSchema.parse({ nombre_portal: ' P ', url: null, password: ' x ' });
    expect(parsed).toEqual({ nombre_portal: 'P', url: '', username: '', password: ' x ' });
    expect('cookie' in parsed).toBe(false);
  });

  it('keeps an explicit null secret, which clears it', () => {
    expect(credencialFormSchema.parse({ nombre_portal: 'P', cookie: null }).cookie).toBeNull();
  });
});

describe('credencialSchema (a row as answered)', () => {
  it('has no field for the password or the cookie, only whether each is set', () => {
    const keys = Object.keys(credencialSchema.shape);
    expect(keys).toContain('tiene_password');
    expect(keys).toContain('tiene_cookie');
    expect(keys.filter((key) => key === 'password' || key === 'cookie')).toEqual([]);
  });
});
