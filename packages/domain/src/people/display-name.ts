/**
 * How every screen, answer and export names a person: "nombre apellidos", or the username when
 * both are blank. The SQL twin is `app_display_name` (exports); a test checks they agree.
 */
export interface NamedAccount {
  nombre: string | null;
  apellidos: string | null;
  username: string | null;
}

export function displayName(account: NamedAccount): string {
  const full = `${account.nombre ?? ''} ${account.apellidos ?? ''}`.trim();
  return full || (account.username ?? '');
}
