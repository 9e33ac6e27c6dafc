import { groupFormSchema, type Group, type GroupForm } from '@ventas/domain/permissions/registry-contract';
import { useForm } from 'react-hook-form';
import { FormText } from '../../../components/form-fields/form-text';
import { schemaResolver } from '../../../components/schema-resolver/schema-resolver';
import { crearGrupo } from '../api/crear-grupo';
import { editarGrupo } from '../api/editar-grupo';
import { sistemaKeys } from '../api/sistema-keys';
import { MENSAJES_GRUPO } from '../sistema-messages';
import { FormDialog } from './form-dialog';
import { useCrearOEditar, type CrearOEditar } from './use-crear-o-editar';

const GRUPOS: CrearOEditar<GroupForm, Group> = {
  crear: crearGrupo,
  editar: editarGrupo,
  mensajes: MENSAJES_GRUPO,
  lista: sistemaKeys.grupos,
};

/**
 * SPEC §3 form types CREATE/EDIT for groups: a new group, or a rename (its permissions are kept:
 * the body carries no `permissions`). A built-in group the server will not rename says why.
 */
export function GrupoFormDialog({ grupo, onClose }: { grupo: Group | null; onClose: () => void }) {
  const form = useForm<{ name: string }, unknown, GroupForm>({
    defaultValues: { name: grupo?.name ?? '' },
    resolver: schemaResolver(groupFormSchema, (values) => ({ name: values.name })),
  });
  const guardado = useCrearOEditar(form, grupo, GRUPOS, onClose);
  return (
    <FormDialog titulo={grupo ? `Renombrar el grupo ${grupo.name}` : 'Nuevo grupo'} {...guardado}>
      <FormText control={form.control} name="name" label="Nombre" required autoFocus />
    </FormDialog>
  );
}
