/** What every printable document of the app shares: escaping of users' text and the print style. */

/** Every text of the document goes through here: names and notes are the users' input. */
export const esc = (text: string): string =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

// Print first: A4, the PDF engine's DejaVu Sans, no colours a printer would lose meaning without.
export const DOCUMENT_STYLE = `
@page { size: A4; margin: 15mm; }
body { font-family: 'DejaVu Sans', sans-serif; font-size: 10.5pt; color: #1a1a1a; margin: 0; }
header { display: flex; justify-content: space-between; align-items: center; border-bottom: 2px solid #1565c0; padding-bottom: 8px; }
header img { max-height: 48px; max-width: 180px; }
h1 { font-size: 16pt; margin: 0; color: #1565c0; }
h2 { font-size: 12pt; margin: 18px 0 6px; }
.meta, .cliente { margin-top: 10px; line-height: 1.5; }
table { width: 100%; border-collapse: collapse; margin-top: 4px; }
td, th { padding: 4px 6px; border-bottom: 1px solid #ddd; text-align: left; }
td.importe, th.importe { text-align: right; white-space: nowrap; }
tr.total td { font-weight: bold; border-top: 1px solid #999; }
.resumen { margin-top: 16px; padding: 10px; border: 1px solid #1565c0; border-radius: 4px; }
.nota { color: #555; font-size: 9pt; margin-top: 14px; }
`;
