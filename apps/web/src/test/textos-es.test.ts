import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * One Spanish (issue 29 §5): the texts a person reads agree on the forms below. Every string
 * literal, template text and JSX text of the web app, the domain and the API is read through
 * TypeScript's parser, so code (identifiers, comments, regular expressions) is never searched and
 * tests (which quote what they forbid) are left out. SPEC.md's own texts use none of these forms.
 */

const REPO = path.resolve(import.meta.dirname, '../../../..');
const RAICES = ['apps/web/src', 'packages/domain/src', 'apps/api/src'];

interface Regla {
  nombre: string;
  mal: RegExp;
  bien: string;
}

// Imperatives whose form is only the tú one at the start of a sentence (nouns such as 'Marca' or
// 'Consulta' and a third person after a comma, 'añade, cambia o muestra', are left out).
const IMPERATIVOS_TU =
  'introduce|selecciona|elige|escoge|pulsa|escribe|revisa|comprueba|añade|asegúrate|rellena|arrastra|' +
  'vuelve|recarga|contacta|indica|cierra|abre|elimina|borra|cambia|confirma|usa|haz|pon|mira|sube|crea|' +
  'edita|accede|inicia';
const PALABRAS_TU =
  'tu|tus|te|ti|contigo|tienes|puedes|quieres|debes|estás|eres|necesitas|sabes|' +
  'quítaselo|quítasela|créalo|créala|créalos|créalas|inténtalo|cámbialo|cámbiala|revísalo|revísala|' +
  'cópialo|cópiala|elígelo|elígela|ábrelo|ábrela|bórralo|bórrala|guárdalo|guárdala|súbelo|súbela|' +
  'descárgalo|descárgala|añádelo|añádela|selecciónalo|selecciónala|escríbelo|escríbela';

const REGLAS: readonly Regla[] = [
  {
    nombre: 'usted, not tú',
    mal: new RegExp(
      `(?:^|[^\\p{L}])(?:${PALABRAS_TU})(?![\\p{L}])|(?:^|[.:;¡¿]\\s+)(?:${IMPERATIVOS_TU})(?![\\p{L}])`,
      'iu',
    ),
    bien: "'No tiene comunicados', 'Escriba una y pulse Intro'",
  },
  // RAE: the abbreviation of número carries its full stop.
  { nombre: 'n.º, not nº', mal: /(?:^|[^\p{L}])[nN]º/u, bien: "'N.º de cliente', 'Oferta n.º 31'" },
  // The minus sign formatEuros writes, as Intl's es-ES does: the hyphen-minus.
  { nombre: 'the hyphen-minus, not U+2212', mal: /\u2212/u, bien: "'-12,50 €'" },
];

/**
 * Texts in other engineers' areas at the time of writing (issue 29 §5), to be fixed there: each
 * is allowed in its file only, word for word. Remove an entry once its text is gone.
 */
const PENDIENTES: ReadonlyArray<{ fichero: string; texto: string }> = [];

// Tests, their fixtures and the domain's worked examples: names of cases, not texts on screen.
const NO_SE_LEE = /\.(test|e2e|examples|test-support)\.tsx?$|\.d\.ts$/;

function ficheros(dir: string, out: string[] = []): string[] {
  for (const entrada of readdirSync(dir, { withFileTypes: true })) {
    const ruta = path.join(dir, entrada.name);
    if (entrada.isDirectory()) {
      if (entrada.name !== 'test') ficheros(ruta, out);
    } else if (/\.tsx?$/.test(entrada.name) && !NO_SE_LEE.test(entrada.name)) out.push(ruta);
  }
  return out;
}

/** Every text of a source file a person may read, with its line. */
function textos(ruta: string): Array<{ linea: number; texto: string }> {
  const fuente = ts.createSourceFile(
    ruta,
    readFileSync(ruta, 'utf8'),
    ts.ScriptTarget.Latest,
    true,
    ruta.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const encontrados: Array<{ linea: number; texto: string }> = [];
  const visitar = (nodo: ts.Node): void => {
    if (
      ts.isStringLiteral(nodo) ||
      ts.isNoSubstitutionTemplateLiteral(nodo) ||
      ts.isTemplateHead(nodo) ||
      ts.isTemplateMiddle(nodo) ||
      ts.isTemplateTail(nodo) ||
      ts.isJsxText(nodo)
    ) {
      const linea = fuente.getLineAndCharacterOfPosition(nodo.getStart(fuente)).line + 1;
      encontrados.push({ linea, texto: nodo.text });
    }
    ts.forEachChild(nodo, visitar);
  };
  visitar(fuente);
  return encontrados;
}

const TODOS = RAICES.flatMap((raiz) => ficheros(path.join(REPO, raiz))).map((ruta) => ({
  fichero: path.relative(REPO, ruta),
  textos: textos(ruta),
}));

const pendiente = (fichero: string, texto: string) =>
  PENDIENTES.some((p) => p.fichero === fichero && texto.includes(p.texto));

describe('one Spanish in every text a person reads', () => {
  it('reads the sources', () => {
    expect(TODOS.length).toBeGreaterThan(500);
  });

  it.each(REGLAS)('$nombre', ({ mal, bien }) => {
    const fallos = TODOS.flatMap(({ fichero, textos: suyos }) =>
      suyos
        .filter(({ texto }) => mal.test(texto) && !pendiente(fichero, texto))
        .map(({ linea, texto }) => `${fichero}:${linea}: ${JSON.stringify(texto.trim().slice(0, 90))}`),
    );
    expect(fallos, `write it as ${bien}`).toEqual([]);
  });

  it.each([
    ['No tienes comunicados.', true],
    ['Tu distribuidor', true],
    ['Para confirmar: escribe su subdominio', true],
    ['Escribe una y pulsa Intro', true],
    ['No hay permisos: créalos antes', true],
    ['No tiene comunicados.', false],
    ['Marca', false],
    ['Consulta por dirección', false],
    ['Solo un SuperAdmin añade, cambia o muestra las credenciales', false],
    ['Su dirección vuelve a funcionar', false],
    ['Primero se comprueba el archivo', false],
    ['Déjelo en blanco para mantenerlo.', false],
  ])('tells tú from usted: %j is tú: %s', (texto, tu) => {
    expect(REGLAS[0]!.mal.test(texto)).toBe(tu);
  });

  it.each([
    ['Nº de cliente', true],
    ['Oferta nº 31', true],
    ['N.º de cliente', false],
    ['Calle Mayor 4º B', false],
    ['−5,00 €', true],
    ['-5,00 €', false],
  ])('%j breaks a rule: %s', (texto, mal) => {
    expect(REGLAS.slice(1).some((regla) => regla.mal.test(texto))).toBe(mal);
  });
});
