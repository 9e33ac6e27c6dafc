import {
  distribuidorCreateSchema,
  subdominioSchema,
  type DistribuidorCreado,
  type DistribuidorCreate,
} from '@ventas/domain/distribuidores/distribuidores-contract';
import {
  subdominioLibre,
  subdominioReservado,
  SUBDOMINIO_MESSAGES,
} from '@ventas/domain/distribuidores/subdominio';
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
  /** The answer, with the first SuperAdmin's one-time password if one was made, for the dialog that shows it once. */
  onCreado: (creado: DistribuidorCreado) => void;
}

// This host's first label is the platform's.
const plataforma = () => window.location.hostname.split('.')[0] ?? '';

/**
 * The contract's schema, plus what the browser already knows: the reserved subdomains and those
 * of the distributors listed. The API checks both again.
 */
function crearSchema(enUso: readonly string[]) {
  return distribuidorCreateSchema.extend({
    subdomain: subdominioSchema
      .refine((sub) => !subdominioReservado(sub, plataforma()), SUBDOMINIO_MESSAGES.reservado)
      .refine((sub) => !enUso.includes(sub), SUBDOMINIO_MESSAGES.enUso)
      .optional(),
  });
}

/** An empty subdomain or username is one not given: the API derives the first, and makes no SuperAdmin. */
const aContrato = (values: Valores) => ({
  ...values,
  subdomain: values.subdomain.trim() || undefined,
  superadmin_username: values.superadmin_username.trim() || undefined,
});

/**
 * SPEC §3 form type Create for tenants: the distributor and its groups; its subdomain and its
 * first SuperAdmin only if wanted (issue 29 §4).
 */
export function DistribuidorCrearDialog({ onClose, onCreado }: DistribuidorCrearDialogProps) {
  const distribuidores = useQuery(distribuidoresQuery);
  const enUso = useMemo(() => distribuidores.data?.map((d) => d.subdomain) ?? [], [distribuidores.data]);
  const schema = useMemo(() => crearSchema(enUso), [enUso]);
  const form = useForm<Valores, unknown, DistribuidorCreate>({
    // Each field is checked as it is typed (the subdomain's format live), by the contract's schema.
    mode: 'onChange',
    defaultValues: { name: '', subdomain: '', groups: [], selling_companies: [], superadmin_username: '' },
    resolver: schemaResolver(schema, aContrato),
  });
  const { submit, saving } = useGuardar(
    form,
    crearDistribuidor,
    { hecho: MENSAJES_TENANT.creado, fallo: MENSAJES_TENANT.errorCrear },
    sistemaKeys.distribuidores,
    onCreado,
  );
  const subdomain = form.watch('subdomain').trim().toLowerCase();
  const name = form.watch('name').trim();
  // What the API will derive, as far as the distributors listed tell.
  const derivado = name ? subdominioLibre(name, plataforma(), (label) => enUso.includes(label)) : null;
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
        helperText={
          subdomain
            ? `Dirección: ${direccionDistribuidor(subdomain, window.location)}`
            : `Si lo deja vacío, se deriva del nombre${derivado ? `: ${derivado}` : '.'}`
        }
      />
      <GruposTenantField control={form.control} name="groups" />
      <CompaniasField control={form.control} name="selling_companies" />
      <FormText
        control={form.control}
        name="superadmin_username"
        label="Usuario de su primer SuperAdmin"
        autoComplete="off"
        helperText="Si lo deja vacío, podrá crear el SuperAdmin más tarde desde la tarjeta del distribuidor."
      />
    </FormDialog>
  );
}
