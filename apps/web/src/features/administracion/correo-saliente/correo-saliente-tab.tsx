import { useQuery } from '@tanstack/react-query';
import { SettingsSection } from '../../../components/settings-section/settings-section';
import { correoSalienteQuery } from './correo-saliente-api';
import { CorreoSalienteForm } from './correo-saliente-form';
import { TEXTOS_CORREO_SALIENTE as TEXTOS } from './correo-saliente-messages';

/**
 * /ManagementBase · Correo saliente (issue 31 §3; Admin and above of a distributor, as the API
 * allows: the server's password is a credential): the SMTP server the offers are sent through,
 * and the subject and message they are sent with.
 */
export function CorreoSalienteTab() {
  return (
    <SettingsSection textos={TEXTOS} query={useQuery(correoSalienteQuery)} skeletonHeight={320}>
      {(datos) => <CorreoSalienteForm datos={datos} />}
    </SettingsSection>
  );
}
