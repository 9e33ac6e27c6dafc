import { AuditoriaTab } from '../../features/auditoria/auditoria.public';
import { PlatformScreen } from './platform-screen';

/** Issue 29: the platform's own audit log (its accounts, its own record), an entry of its drawer. */
export function AuditoriaScreen() {
  return (
    <PlatformScreen route="auditoria">
      <AuditoriaTab />
    </PlatformScreen>
  );
}
