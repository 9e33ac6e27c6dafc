import {
  distribuidorCreateSchema,
  type DistribuidorCreado,
  type DistribuidorCreate,
} from '@ventas/domain/distribuidores/distribuidores-contract';
import { subdominioReservado, SUBDOMINIO_MESSAGES } from '@ventas/domain/distribuidores/subdominio';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { FormText } from '../../../components/form-fields/form-text';
import { schemaResolver } from '../../../components/schema-resolver/schema-resolver';
import { crearDistribuidor } from '../api/crear-distribuidor';
import { distribuidoresQuery } from '../api/distribuidores-query';
import { sistemaKeys } from '../api/sistema-keys';
import { direccionDistribuidor } from '../model/direccion-distribuidor';
import { MENSAJES_TENANT } from '../sistema-messages';
import { CompaniasField } from './companias-field';
import { FormDialog } from './form-dialog';
import { GruposTenantField } from './grupos-tenant-field';
import { useGuardar } from './use-guardar';

type Valores = {
  [K in keyof DistribuidorCreate]-?: NonNullable<DistribuidorCreate[K]>;
};

interface DistribuidorCrearDialogProps {
  onClose: () => void;
  /** The answer, with the first SuperAdmin's one-time password, for the dialog that shows it once. */
  onCreado: (creado: DistribuidorCreado) => void;
}

/**
 * The contract's schema, plus what the browser already knows: the reserved subdomains (this
 * host's first label is the platform's) and those of the distributors listed. The API checks both again.
 */
function crearSchema(enUso: readonly string[]) {
  const plataforma = window.location.hostname.split('.')[0] ?? '';
  return distribuidorCreateSchema.extend({
    subdomain: distribuidorCreateSchema.shape.subdomain
      .refine((sub) => !subdominioReservado(sub, plataforma), SUBDOMINIO_MESSAGES.reservado)
      .refine((sub) => !enUso.includes(sub), SUBDOMINIO_MESSAGES.enUso),
  });
}

/** SPEC §3 form type Create for tenants: the distributor, its subdomain and groups, and its first SuperAdmin. */
export function DistribuidorCrearDialog({ onClose, onCreado }: DistribuidorCrearDialogProps) {
  const distribuidores = useQuery(distribuidoresQuery);
  const schema = useMemo(
    () => crearSchema(distribuidores.data?.map((d) => d.subdomain) ?? []),
    [distribuidores.data],
  );
  const form = useForm<Valores, unknown, DistribuidorCreate>({
    // Each field is checked as it is typed (the subdomain's format live), by the contract's schema.
    mode: 'onChange',
    defaultValues: { name: '', subdomain: '', groups: [], selling_companies: [], superadmin_username: '' },
    resolver: schemaResolver(schema, (values) => values),
  });
  const { submit, saving } = useGuardar(
    form,
    crearDistribuidor,
    { hecho: MENSAJES_TENANT.creado, fallo: MENSAJES_TENANT.errorCrear },
    sistemaKeys.distribuidores,
    onCreado,
  );
  const subdomain = form.watch('subdomain').trim().toLowerCase();
  return (
    <FormDialog
      titulo="Nuevo distribuidor"
      accion="Crear"
      saving={saving}
      onSubmit={(event) => void submit(event)}
      onClose={onClose}
    >
      <FormText control={form.control} name="name" label="Nombre" required autoFocus />
      <FormText
        control={form.control}
        name="subdomain"
        label="Subdominio"
        required
        helperText={
          subdomain ? `Dirección: ${direccionDistribuidor(subdomain, window.location)}` : 'p. ej. norte'
        }
      />
      <GruposTenantField control={form.control} name="groups" />
      <CompaniasField control={form.control} name="selling_companies" />
      <FormText
        control={form.control}
        name="superadmin_username"
        label="Usuario de su primer SuperAdmin"
        required
        autoComplete="off"
      />
    </FormDialog>
  );
}
