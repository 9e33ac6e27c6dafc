import Typography from '@mui/material/Typography';
import {
  superadminCreateSchema,
  type DistribuidorAdmin,
  type SuperadminCreate,
  type SuperadminInicial,
} from '@ventas/domain/distribuidores/distribuidores-contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormText } from '../../../components/form-fields/form-text';
import { schemaResolver } from '../../../components/schema-resolver/schema-resolver';
import { crearSuperadmin } from '../api/crear-superadmin';
import { sistemaKeys } from '../api/sistema-keys';
import { MENSAJES_TENANT } from '../sistema-messages';
import { CredencialInicialDialog } from './credencial-inicial-dialog';
import { FormDialog } from './form-dialog';
import { useGuardar } from './use-guardar';

interface SuperadminCrearDialogProps {
  distribuidor: DistribuidorAdmin;
  onClose: () => void;
}

/**
 * The first SuperAdmin of a distributor created without one (issue 29 §4): asks the username,
 * then shows the one-time password once, as the creation of a distributor does.
 */
export function SuperadminCrearDialog({ distribuidor, onClose }: SuperadminCrearDialogProps) {
  const [creado, setCreado] = useState<SuperadminInicial | null>(null);
  const form = useForm<SuperadminCreate>({
    defaultValues: { username: '' },
    resolver: schemaResolver(superadminCreateSchema, (values) => values),
  });
  const { submit, saving } = useGuardar(
    form,
    (datos: SuperadminCreate) => crearSuperadmin(distribuidor.id, datos),
    { hecho: MENSAJES_TENANT.superadminCreado, fallo: MENSAJES_TENANT.errorSuperadmin },
    sistemaKeys.distribuidores,
    setCreado,
  );
  if (creado) {
    return (
      <CredencialInicialDialog
        titulo={`SuperAdmin de ${distribuidor.name} creado`}
        superadmin={creado}
        onClose={onClose}
      />
    );
  }
  return (
    <FormDialog
      titulo={`Crear el SuperAdmin de ${distribuidor.name}`}
      accion="Crear"
      saving={saving}
      onSubmit={(event) => void submit(event)}
      onClose={onClose}
    >
      <Typography variant="body2">
        Se crea con una contraseña de un solo uso, que verá una sola vez; al entrar por primera vez se le
        pedirá cambiarla.
      </Typography>
      <FormText
        control={form.control}
        name="username"
        label="Usuario"
        required
        autoFocus
        autoComplete="off"
      />
    </FormDialog>
  );
}
