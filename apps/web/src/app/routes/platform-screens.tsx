import { DistribuidoresTab, GruposTab, PermisosTab } from '../../features/sistema/sistema.public';
import { PlatformScreen } from './platform-screen';

// Issue 29: the registry (decision 134) as the platform's Distribuidores entry and its tabs.

export function DistribuidoresScreen() {
  return (
    <PlatformScreen route="distribuidores">
      <DistribuidoresTab plataforma />
    </PlatformScreen>
  );
}

export function GruposScreen() {
  return (
    <PlatformScreen route="grupos">
      <GruposTab />
    </PlatformScreen>
  );
}

export function PermisosScreen() {
  return (
    <PlatformScreen route="permisos">
      <PermisosTab />
    </PlatformScreen>
  );
}
