/**
 * What the PDF tests share: poppler-utils to read a PDF back (scripts/ensure-system-deps.mjs
 * installs it for tests), a local HTTP server that counts whoever reaches it, and a document
 * that tries every way of fetching something.
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';

/** A poppler tool reading the PDF from stdin ('-'). */
const poppler = (tool: string, pdf: Buffer, args: string[]) =>
  execFileSync(tool, args, { input: pdf, encoding: 'utf8' });

/** The PDF's text, as pdftotext reads it (to stdout). */
export const pdfText = (pdf: Buffer): string => poppler('pdftotext', pdf, ['-', '-']);

/** The PDF's fonts: name and whether it is embedded (pdffonts' "emb" column). */
export function pdfFonts(pdf: Buffer): Array<{ name: string; embedded: boolean }> {
  const lines = poppler('pdffonts', pdf, ['-']).split('\n').slice(2).filter(Boolean);
  return lines.map((line) => {
    // name, type words, encoding, then emb sub uni object-id generation.
    const columns = line.trim().split(/\s+/);
    return { name: columns[0] ?? '', embedded: columns.at(-5) === 'yes' };
  });
}

/** "595.276 x 841.89 pts (A4)" for an A4 page. */
export const pdfPageSize = (pdf: Buffer): string =>
  /^Page size:\s+(.+)$/m.exec(poppler('pdfinfo', pdf, ['-']))?.[1] ?? '';

/** A local server counting TCP connections and HTTP requests: a render must cause neither. */
export async function startCountingServer(): Promise<{
  url: string;
  connections: () => number;
  requests: () => number;
  close: () => Promise<void>;
}> {
  let connections = 0;
  let requests = 0;
  const server: Server = createServer((_request, response) => {
    requests += 1;
    response.end('FETCHED-FROM-LOCAL-SERVER');
  });
  server.on('connection', () => (connections += 1));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    connections: () => connections,
    requests: () => requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** The first line of /etc/passwd, which no PDF may ever contain. */
export const PASSWD_FIRST_LINE = readFileSync('/etc/passwd', 'utf8').split('\n')[0] ?? 'root:x:0:0';

/** Text a script would write if scripts ran. */
export const SCRIPT_MARK = 'ESCRITO-POR-UN-SCRIPT';

/** A document that tries to read a local file, reach a local server and run scripts, every way. */
export function hostileHtml(serverUrl: string): string {
  const file = 'file:///etc/passwd';
  const remote = (name: string) => `${serverUrl}/${name}`;
  return `<!doctype html><html><head>
<link rel="stylesheet" href="${file}"><link rel="stylesheet" href="${remote('css')}">
<link rel="prefetch" href="${remote('prefetch')}"><link rel="preload" as="image" href="${remote('preload')}">
<link rel="preconnect" href="${serverUrl}"><link rel="dns-prefetch" href="${serverUrl}">
<link rel="icon" href="${remote('icon')}">
<style>
@import url(${remote('import')});
@font-face { font-family: Remota; src: url(${remote('font')}); }
body { background: url(${file}); }
.remota { font-family: Remota; background-image: url(${remote('bg')}); }
</style>
</head><body>
<p class="remota">Documento hostil</p>
<img src="${file}"><img src="${remote('img')}"><img srcset="${remote('srcset')} 2x">
<iframe src="${file}"></iframe><iframe src="${remote('frame')}"></iframe>
<iframe srcdoc="<script>document.write('${SCRIPT_MARK}')</script>"></iframe>
<object data="${file}"></object><object data="${remote('object')}"></object><embed src="${remote('embed')}">
<video poster="${remote('poster')}"></video><svg><image href="${remote('svg')}" width="9" height="9"/></svg>
<script>document.write('${SCRIPT_MARK}'); fetch('${remote('fetch')}');</script>
<img src="x" onerror="document.body.append('${SCRIPT_MARK}')">
</body></html>`;
}

/**
 * Pids of the browsers this process launched (its direct children). Debian's
 * /usr/bin/chromium-headless-shell is a shell script that runs the real browser as its child, so a
 * crash is simulated on the whole process group (`killBrowser`), as Playwright itself kills it.
 */
export function chromiumChildPids(): number[] {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((pid) => {
      try {
        const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
        const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
        const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
        return parent === process.pid && name.startsWith('chrom');
      } catch {
        return false;
      }
    })
    .map(Number);
}

/** SIGKILL to a launched browser's process group: the wrapper, the browser and its renderers. */
export function killBrowser(pid: number): void {
  process.kill(-pid, 'SIGKILL');
}
