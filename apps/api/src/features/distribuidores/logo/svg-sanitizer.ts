/**
 * Rebuilds an uploaded SVG from an allow-list (no DOM library runs on Node without one, and the
 * logo only needs shapes, text and gradients): the file is parsed strictly, and only listed
 * elements and attributes are written back, escaped. Scripts, event handlers, foreignObject,
 * images, animation, styles sheets and any reference outside the file (href, url()) are dropped;
 * DOCTYPEs (entities) and anything the parser does not understand refuse the whole file (null).
 */
const ELEMENTS = new Set(
  (
    'svg g defs symbol use title desc path rect circle ellipse line polyline polygon text tspan ' +
    'lineargradient radialgradient stop clippath mask pattern filter fegaussianblur feoffset ' +
    'feblend fecolormatrix feflood fecomposite femerge femergenode'
  ).split(' '),
);

const ATTRIBUTES = new Set(
  (
    'id class viewbox width height x y x1 y1 x2 y2 cx cy r rx ry d points fill fill-opacity ' +
    'fill-rule stroke stroke-width stroke-linecap stroke-linejoin stroke-miterlimit ' +
    'stroke-dasharray stroke-dashoffset stroke-opacity opacity transform style offset stop-color ' +
    'stop-opacity gradientunits gradienttransform spreadmethod fx fy fr clip-path clip-rule ' +
    'clippathunits mask maskunits maskcontentunits patternunits patterncontentunits ' +
    'patterntransform preserveaspectratio font-family font-size font-weight font-style ' +
    'text-anchor dominant-baseline letter-spacing dx dy version display visibility color filter ' +
    'filterunits stddeviation in in2 result mode values type flood-color flood-opacity operator ' +
    'k1 k2 k3 k4 xml:space href xlink:href xmlns xmlns:xlink'
  ).split(' '),
);

const NAMESPACES: Record<string, string> = {
  xmlns: 'http://www.w3.org/2000/svg',
  'xmlns:xlink': 'http://www.w3.org/1999/xlink',
};

const MAX_DEPTH = 64;
const MAX_ELEMENTS = 20_000;
const LOCAL_REFERENCE = /^#[A-Za-z_][\w.-]*$/;

/** A value may point inside the file (url(#id)) but never outside it, nor run anything. */
function safeValue(name: string, value: string): boolean {
  if (name === 'href' || name === 'xlink:href') return LOCAL_REFERENCE.test(value.trim());
  if (Object.hasOwn(NAMESPACES, name)) return value === NAMESPACES[name];
  if (/javascript:|expression\s*\(|@import|\\|<|behavior\s*:/i.test(value)) return false;
  const urls = value.match(/url\s*\(([^)]*)\)/gi) ?? [];
  return urls.every((url) => LOCAL_REFERENCE.test(url.replace(/^url\s*\(\s*['"]?|['"]?\s*\)$/gi, '')));
}

const ENTITIES: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

class Unreadable extends Error {}

function decode(text: string): string {
  return text.replace(/&([^;\s&]{1,10});?/g, (match, entity: string) => {
    if (!match.endsWith(';')) throw new Unreadable('bare ampersand');
    if (Object.hasOwn(ENTITIES, entity)) return ENTITIES[entity] ?? '';
    const numeric = /^#(?:x([0-9a-f]{1,6})|(\d{1,7}))$/i.exec(entity);
    const code = numeric ? parseInt(numeric[1] ?? numeric[2] ?? '', numeric[1] ? 16 : 10) : NaN;
    if (!Number.isInteger(code) || code === 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff))
      throw new Unreadable(`entity ${entity}`);
    return String.fromCodePoint(code);
  });
}

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttribute = (text: string) => escapeText(text).replace(/"/g, '&quot;');

const ATTRIBUTE = /^\s+([A-Za-z_][\w:.-]*)\s*=\s*(?:"([^"<]*)"|'([^'<]*)')/;
const OPEN_TAG_NAME = /^<([A-Za-z_][\w:.-]*)/;

/** The sanitised SVG, or null when the file cannot be read as one. */
export function sanitizeSvg(source: string): string | null {
  try {
    return rebuild(source.replace(/^\uFEFF/, ''));
  } catch (error) {
    if (error instanceof Unreadable) return null;
    throw error;
  }
}

function rebuild(source: string): string | null {
  let out = '';
  let at = 0;
  let elements = 0;
  /** Open elements; `kept` false: inside a dropped subtree, nothing of it is written. */
  const stack: Array<{ name: string; kept: boolean }> = [];
  const writing = () => stack.every((open) => open.kept);
  let sawRoot = false;

  while (at < source.length) {
    const rest = source.slice(at);
    if (rest.startsWith('<!--')) {
      const end = source.indexOf('-->', at + 4);
      if (end < 0) throw new Unreadable('comment');
      at = end + 3;
    } else if (rest.startsWith('<![CDATA[')) {
      const end = source.indexOf(']]>', at);
      if (end < 0 || stack.length === 0) throw new Unreadable('cdata');
      if (writing()) out += escapeText(source.slice(at + 9, end));
      at = end + 3;
    } else if (rest.startsWith('<?')) {
      const end = source.indexOf('?>', at);
      if (end < 0) throw new Unreadable('processing instruction');
      at = end + 2;
    } else if (rest.startsWith('<!')) {
      throw new Unreadable('doctype');
    } else if (rest.startsWith('</')) {
      const close = /^<\/([A-Za-z_][\w:.-]*)\s*>/.exec(rest);
      const open = stack.pop();
      if (!close || !open || close[1] !== open.name) throw new Unreadable('close tag');
      if (open.kept && writing()) out += `</${open.name}>`;
      at += close[0].length;
    } else if (rest.startsWith('<')) {
      const tag = OPEN_TAG_NAME.exec(rest);
      if (!tag?.[1]) throw new Unreadable('tag');
      const name = tag[1];
      if (stack.length === 0 && (sawRoot || name !== 'svg')) throw new Unreadable('root');
      sawRoot = true;
      if (++elements > MAX_ELEMENTS || stack.length >= MAX_DEPTH) throw new Unreadable('size');
      let cursor = tag[0].length;
      const attributes: string[] = [];
      for (;;) {
        const attribute = ATTRIBUTE.exec(rest.slice(cursor));
        if (!attribute?.[1]) break;
        cursor += attribute[0].length;
        const attributeName = attribute[1].toLowerCase();
        const value = decode(attribute[2] ?? attribute[3] ?? '');
        if (ATTRIBUTES.has(attributeName) && safeValue(attributeName, value))
          attributes.push(` ${attribute[1]}="${escapeAttribute(value)}"`);
      }
      const end = /^\s*(\/?)>/.exec(rest.slice(cursor));
      if (!end) throw new Unreadable('tag end');
      at += cursor + end[0].length;
      const kept = ELEMENTS.has(name.toLowerCase()) && writing();
      if (kept) out += `<${name}${attributes.join('')}${end[1] ? '/>' : '>'}`;
      if (!end[1]) stack.push({ name, kept });
    } else {
      const next = source.indexOf('<', at);
      const text = source.slice(at, next < 0 ? source.length : next);
      if (stack.length === 0 && text.trim() !== '') throw new Unreadable('text outside');
      if (stack.length > 0 && writing()) out += escapeText(decode(text));
      at += text.length;
    }
  }
  if (stack.length > 0 || !sawRoot) throw new Unreadable('unclosed');
  return out;
}
