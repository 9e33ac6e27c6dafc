import type { QueryKey } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useGuardar } from './use-guardar';

/** How one kind of registry row is created and edited, and what each outcome says (SPEC §8). */
export interface CrearOEditar<Out, R> {
  crear: (data: Out) => Promise<R>;
  editar: (id: number, data: Out) => Promise<R>;
  mensajes: { creado: string; editado: string; errorCrear: string; errorEditar: string };
  /** The list a save re-reads. */
  lista: QueryKey;
}

/**
 * A registry row's CREATE/EDIT form: no `actual` creates one, otherwise edits it. Answers the
 * props the form dialog needs (saving, onSubmit, onClose); a save closes it.
 */
export function useCrearOEditar<V extends FieldValues, Out, R>(
  form: UseFormReturn<V, unknown, Out>,
  actual: { id: number } | null,
  como: CrearOEditar<Out, R>,
  onClose: () => void,
) {
  const { mensajes } = como;
  const { submit, saving } = useGuardar(
    form,
    (data: Out) => (actual ? como.editar(actual.id, data) : como.crear(data)),
    actual
      ? { hecho: mensajes.editado, fallo: mensajes.errorEditar }
      : { hecho: mensajes.creado, fallo: mensajes.errorCrear },
    como.lista,
    onClose,
  );
  return { saving, onSubmit: (event: FormEvent) => void submit(event), onClose };
}
