/**
 * The default font of every PDF: DejaVu Sans (Debian's fonts-dejavu-core, installed with the
 * browser). Chromium's own default is "Times New Roman", which fontconfig maps to whatever the
 * machine has; naming the font makes every machine print the same glyphs, and Chromium embeds the
 * subset it uses. On `html`, so any font the document sets on its own elements wins.
 */
export const BASE_STYLESHEET = "<style>html{font-family:'DejaVu Sans',sans-serif}</style>";

/** A leading byte-order mark, blanks and comments, then the doctype. */
const DOCTYPE = /^\uFEFF?(?:\s|<!--[\s\S]*?-->)*<!doctype[^>]*>/i;

/**
 * The HTML with the base stylesheet first. After the doctype (before it, the page would render in
 * quirks mode), and before everything else: the parser puts a `<style>` met before `<html>` or
 * `<head>` into the head it opens, and the document's own styles come later in the cascade.
 */
export function withBaseStylesheet(html: string): string {
  const doctype = DOCTYPE.exec(html)?.[0] ?? '';
  return doctype + BASE_STYLESHEET + html.slice(doctype.length);
}
