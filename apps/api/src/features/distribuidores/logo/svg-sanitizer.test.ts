import { describe, expect, it } from 'vitest';
import { sanitizeSvg } from './svg-sanitizer';

const NS = 'xmlns="http://www.w3.org/2000/svg"';

describe('an uploaded SVG is rebuilt from an allow-list', () => {
  it('keeps shapes, gradients, text and local references as they were', () => {
    const svg = `<?xml version="1.0"?><svg ${NS} viewBox="0 0 10 10"><defs><linearGradient id="g"><stop offset="0" stop-color="#fff"/></linearGradient></defs><rect width="10" height="10" fill="url(#g)"/><text x="1">Logo &amp; Co</text></svg>`;
    expect(sanitizeSvg(svg)).toBe(
      `<svg ${NS} viewBox="0 0 10 10"><defs><linearGradient id="g"><stop offset="0" stop-color="#fff"/></linearGradient></defs><rect width="10" height="10" fill="url(#g)"/><text x="1">Logo &amp; Co</text></svg>`,
    );
  });

  it.each([
    ['a script element', `<svg ${NS}><script>alert(1)</script><rect/></svg>`, `<svg ${NS}><rect/></svg>`],
    ['an onload handler', `<svg ${NS} onload="alert(1)"><rect/></svg>`, `<svg ${NS}><rect/></svg>`],
    [
      'a javascript: link',
      `<svg ${NS}><use xlink:href="javascript:alert(1)"/></svg>`,
      `<svg ${NS}><use/></svg>`,
    ],
    ['an external link', `<svg ${NS}><use href="https://x.test/a.svg#b"/></svg>`, `<svg ${NS}><use/></svg>`],
    [
      'a foreignObject with HTML',
      `<svg ${NS}><foreignObject><p onclick="x()">hi</p></foreignObject></svg>`,
      `<svg ${NS}></svg>`,
    ],
    ['a style sheet', `<svg ${NS}><style>@import url(https://x.test)</style></svg>`, `<svg ${NS}></svg>`],
    [
      'an external url() in fill',
      `<svg ${NS}><rect fill="url(https://x.test/#a)"/></svg>`,
      `<svg ${NS}><rect/></svg>`,
    ],
    [
      'an animation that could set href',
      `<svg ${NS}><set attributeName="href" to="javascript:x"/></svg>`,
      `<svg ${NS}></svg>`,
    ],
    ['an image', `<svg ${NS}><image href="data:image/png;base64,AA"/></svg>`, `<svg ${NS}></svg>`],
    ['a CDATA script', `<svg ${NS}><script><![CDATA[alert(1)]]></script></svg>`, `<svg ${NS}></svg>`],
    [
      'an entity-encoded javascript: link',
      `<svg ${NS}><use href="&#106;avascript:x"/></svg>`,
      `<svg ${NS}><use/></svg>`,
    ],
    ['a foreign namespace', `<svg xmlns="http://www.w3.org/1999/xhtml"/>`, `<svg/>`],
  ])('drops %s', (_label, input, expected) => {
    expect(sanitizeSvg(input)).toBe(expected);
  });

  it.each([
    ['a DOCTYPE with entities', `<!DOCTYPE svg [<!ENTITY x "y">]><svg ${NS}>&x;</svg>`],
    ['an unknown entity', `<svg ${NS}><text>&x;</text></svg>`],
    ['an HTML page', '<html><body><svg></svg></body></html>'],
    ['an unclosed element', `<svg ${NS}><g>`],
    ['mismatched tags', `<svg ${NS}><g></rect></svg>`],
    ['a second root', `<svg ${NS}/><script>x</script>`],
    ['an unquoted attribute', `<svg ${NS}><rect width=10/></svg>`],
    ['nested too deep', `<svg ${NS}>${'<g>'.repeat(100)}${'</g>'.repeat(100)}</svg>`],
  ])('refuses %s', (_label, input) => {
    expect(sanitizeSvg(input)).toBeNull();
  });
});
