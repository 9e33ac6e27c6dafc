/** What Chromium needs to start, find its fonts and write its temporary files. */
const INHERITED = [
  'PATH',
  'HOME',
  'LANG',
  'LC_ALL',
  'TZ',
  'TMPDIR',
  'XDG_RUNTIME_DIR',
  'FONTCONFIG_FILE',
  'FONTCONFIG_PATH',
];

/**
 * The environment the PDF browser is started with: only INHERITED, never the rest of the API's.
 * Chromium renders untrusted HTML, so it gets none of the server's secrets (DATABASE_URL,
 * JWT_SECRET, CREDENTIALS_KEY...), and no preloaded library: scripts/test-at.mjs preloads
 * libfaketime into the server, and Chromium's processes do not survive it (renders time out).
 * Not configuration (config.ts reads that): what a child process inherits.
 */
export function browserEnvironment(environment: NodeJS.ProcessEnv = process.env): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const name of INHERITED) {
    const value = environment[name];
    if (value !== undefined) kept[name] = value;
  }
  return kept;
}
