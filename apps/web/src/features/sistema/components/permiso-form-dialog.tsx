import {
  permissionFormSchema,
  type Permission,
  type PermissionForm,
} from '@ventas/domain/permissions/registry-contract';
import { useForm } from 'react-hook-form';
import { FormText } from '../../../components/form-fields/form-text';
import { schemaResolver } from '../../../components/schema-resolver/schema-resolver';
import { crearPermiso } from '../api/crear-permiso';
import { editarPermiso } from '../api/editar-permiso';
import { sistemaKeys } from '../api/sistema-keys';
import { MENSAJES_PERMISO } from '../sistema-messages';
import { FormDialog } from './form-dialog';
import { useCrearOEditar, type CrearOEditar } from './use-crear-o-editar';

interface PermisoValores {
  name: string;
  codename: string;
  /** Typed digits; empty for none. */
  content_type_id: string;
}

const PERMISOS: CrearOEditar<PermissionForm, Permission> = {
  crear: crearPermiso,
  editar: editarPermiso,
  mensajes: MENSAJES_PERMISO,
  lista: sistemaKeys.permisos,
};

/** A non-negative integer as typed, a number the schema then judges, or null for nothing. */
const comoId = (text: string): number | null => (text.trim() === '' ? null : Number(text));

/** Creates or edits a permission; the codename's format and the id are the domain schema's. */
export function PermisoFormDialog({ permiso, onClose }: { permiso: Permission | null; onClose: () => void }) {
  const form = useForm<PermisoValores, unknown, PermissionForm>({
    defaultValues: {
      name: permiso?.name ?? '',
      codename: permiso?.codename ?? '',
      content_type_id: permiso?.content_type_id?.toString() ?? '',
    },
    resolver: schemaResolver(permissionFormSchema, (values) => ({
      ...values,
      content_type_id: comoId(values.content_type_id),
    })),
  });
  const guardado = useCrearOEditar(form, permiso, PERMISOS, onClose);
  return (
    <FormDialog titulo={permiso ? `Editar el permiso ${permiso.name}` : 'Nuevo permiso'} {...guardado}>
      <FormText control={form.control} name="name" label="Nombre" required autoFocus />
      <FormText
        control={form.control}
        name="codename"
        label="Código"
        required
        helperText="Minúsculas, cifras y _, p. ej. view_clientes"
      />
      <FormText
        control={form.control}
        name="content_type_id"
        label="Tipo de contenido (id)"
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
      />
    </FormDialog>
  );
}
