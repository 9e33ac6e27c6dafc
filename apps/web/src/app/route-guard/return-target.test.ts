import { describe, expect, it } from 'vitest';
import { loginRedirectFor, returnTargetOf, safeReturnTarget } from './return-target';

/** The parts of a router location the guard reads, from a URL written as the address bar shows it. */
function locationOf(url: string) {
  const { pathname, search, hash } = new URL(url, 'http://localhost');
  return { pathname, search, hash };
}

describe('the return target carried to /login', () => {
  it.each([
    '/teletrabajo',
    '/teletrabajo?localidad=Madrid&search=garcia&page=3',
    '/teletrabajo?nombre=Garc%C3%ADa&estadoCliente=ALTA#resultados',
    '/gerencia/reporte?comercial=7&comercial=9',
    '/offerconfigurator/12',
    '/no-existe?x=1',
  ])('brings %s back from the login URL unchanged', (url) => {
    const login = new URL(loginRedirectFor(locationOf(url)), 'http://localhost');

    expect(login.pathname).toBe('/login');
    expect(returnTargetOf(login.search)).toBe(url);
  });

  it('sends the bare home page to plain /login: the dashboard follows login anyway', () => {
    expect(loginRedirectFor(locationOf('/'))).toBe('/login');
  });

  it('keeps a query and a hash on the home page', () => {
    const login = new URL(loginRedirectFor(locationOf('/?a=1#b')), 'http://localhost');
    expect(returnTargetOf(login.search)).toBe('/?a=1#b');
  });

  it('reads nothing from a login URL without a target', () => {
    expect(returnTargetOf('')).toBeNull();
    expect(returnTargetOf('?other=1')).toBeNull();
  });
});

describe('open-redirect guard: only a path of this site is a return target', () => {
  it.each([
    ['a path', '/teletrabajo', '/teletrabajo'],
    ['a path with query and hash', '/teletrabajo?search=ana#top', '/teletrabajo?search=ana#top'],
    ['a query holding a URL', '/teletrabajo?search=//evil.example', '/teletrabajo?search=//evil.example'],
    ['an encoded slash pair (a path of this site)', '/%2F%2Fevil.example', '/%2F%2Fevil.example'],
    [
      'non-ASCII text, percent-encoded as the address bar does',
      '/teletrabajo?nombre=García',
      '/teletrabajo?nombre=Garc%C3%ADa',
    ],
  ])('accepts %s', (_, raw, expected) => {
    expect(safeReturnTarget(raw)).toBe(expected);
  });

  it.each([
    ['nothing', null],
    ['an empty string', ''],
    ['a protocol-relative URL', '//evil.example/teletrabajo'],
    ['three slashes', '///evil.example'],
    ['a backslash the browser reads as a slash', '/\\evil.example'],
    ['a tab the URL parser drops', '/\t/evil.example'],
    ['a newline the URL parser drops', '/\n/evil.example'],
    ['a dot segment that collapses into two slashes', '/.//evil.example'],
    ['an absolute http URL', 'http://evil.example/'],
    ['an absolute https URL', 'https://evil.example/teletrabajo'],
    ['a scheme without slashes', 'https:evil.example'],
    ['a javascript: URL', 'javascript:alert(1)'],
    ['a data: URL', 'data:text/html,<script>alert(1)</script>'],
    ['a relative path', 'teletrabajo'],
    ['a leading space', ' /teletrabajo'],
    ['the login page (a loop)', '/login?next=%2Fteletrabajo'],
    ['the logout route (logging in would log out)', '/logout'],
    ['logout reached through a dot segment', '/a/../logout'],
    ['logout in another case', '/LOGOUT'],
  ])('rejects %s', (_, raw) => {
    expect(safeReturnTarget(raw)).toBeNull();
  });
});
