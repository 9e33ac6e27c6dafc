import {
  distribuidorUpdateSchema,
  type DistribuidorAdmin,
  type DistribuidorUpdate,
} from '@ventas/domain/distribuidores/distribuidores-contract';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormText } from '../../../components/form-fields/form-text';
import { schemaResolver } from '../../../components/schema-resolver/schema-resolver';
import { DatosLegalesFields, valoresDatosLegales } from './datos-legales-fields';
import { editarDistribuidor } from '../api/editar-distribuidor';
import { sistemaKeys } from '../api/sistema-keys';
import { MENSAJES_TENANT } from '../sistema-messages';
import { CompaniasField } from './companias-field';
import { FormDialog } from './form-dialog';
import { GruposTenantField } from './grupos-tenant-field';
import { useGuardar } from './use-guardar';

// The fields this dialog changes; the groups only on the platform (decision 134); the legal data
// printed on its offers (issue 29 §5), blank meaning unset.
const edicionSchema = distribuidorUpdateSchema.pick({
  name: true,
  selling_companies: true,
  groups: true,
  razon_social: true,
  cif: true,
  direccion: true,
  codigo_postal: true,
  localidad: true,
});
const propioSchema = edicionSchema.omit({ groups: true });
type Valores = Required<Omit<z.input<typeof edicionSchema>, keyof ReturnType<typeof valoresDatosLegales>>> &
  ReturnType<typeof valoresDatosLegales>;

interface DistribuidorEditarDialogProps {
  distribuidor: DistribuidorAdmin;
  plataforma: boolean;
  onClose: () => void;
}

/** Renames a distributor and changes its selling companies (and, on the platform, its groups). */
export function DistribuidorEditarDialog({
  distribuidor,
  plataforma,
  onClose,
}: DistribuidorEditarDialogProps) {
  const form = useForm<Valores, unknown, DistribuidorUpdate>({
    defaultValues: {
      name: distribuidor.name,
      selling_companies: distribuidor.selling_companies,
      groups: distribuidor.groups,
      ...valoresDatosLegales(distribuidor),
    },
    resolver: schemaResolver<Valores, DistribuidorUpdate>(
      plataforma ? edicionSchema : propioSchema,
      (values) => {
        if (plataforma) return values;
        const { groups: _grupos, ...propios } = values;
        return propios;
      },
    ),
  });
  const { submit, saving } = useGuardar(
    form,
    (cambios: DistribuidorUpdate) => editarDistribuidor(distribuidor.id, cambios),
    { hecho: MENSAJES_TENANT.editado, fallo: MENSAJES_TENANT.errorEditar },
    sistemaKeys.distribuidores,
    onClose,
  );
  return (
    <FormDialog
      titulo={`Editar el distribuidor ${distribuidor.name}`}
      saving={saving}
      onSubmit={(event) => void submit(event)}
      onClose={onClose}
    >
      <FormText control={form.control} name="name" label="Nombre" required autoFocus />
      {plataforma && <GruposTenantField control={form.control} name="groups" />}
      <CompaniasField control={form.control} name="selling_companies" />
      <DatosLegalesFields control={form.control} />
    </FormDialog>
  );
}
