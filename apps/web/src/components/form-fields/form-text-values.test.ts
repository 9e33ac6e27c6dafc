import { describe, expectTypeOf, it } from 'vitest';
import type { TiendaFormInput } from '@ventas/domain/tiendas/tienda-contract';
import type { EditedGroup, FormTextValues } from './form-text-values';

describe('FormTextValues', () => {
  it('turns texts, numbers and nullable fields into text, keeps switches and id lists', () => {
    type Edited = FormTextValues<{
      nombre: string;
      precio: number | null;
      operador?: number;
      activa?: boolean;
      ids?: number[];
      linea: { tipo: string | null; velocidad: number };
    }>;
    expectTypeOf<Edited>().toEqualTypeOf<{
      nombre: string;
      precio: string;
      operador: string;
      activa: boolean;
      ids: number[];
      linea: { tipo: string; velocidad: string };
    }>();
  });

  it('edits a coerced field (any input) as text, and a list of ids or {id} as the ids', () => {
    type Edited = FormTextValues<{
      origen: unknown;
      promociones?: (number | { id: number })[] | null;
      telefonos: string[];
    }>;
    expectTypeOf<Edited>().toEqualTypeOf<{ origen: string; promociones: number[]; telefonos: string[] }>();
  });

  it('holds a kind of nested group as its edited shape, at any depth', () => {
    type Cantidad = { amount?: number | null; unit?: 'min' | null };
    interface CantidadGroup extends EditedGroup {
      input: Cantidad;
      edited: { amount: string; unit: string; unlimited: boolean };
    }
    type Edited = FormTextValues<
      { nombre: string; voz?: Cantidad | null; linea?: { owners?: number | null; datos?: Cantidad } | null },
      CantidadGroup
    >;
    expectTypeOf<Edited>().toEqualTypeOf<{
      nombre: string;
      voz: { amount: string; unit: string; unlimited: boolean };
      linea: { owners: string; datos: { amount: string; unit: string; unlimited: boolean } };
    }>();
  });

  it("derives the store dialog's values from the store form's input", () => {
    expectTypeOf<FormTextValues<TiendaFormInput>>().toEqualTypeOf<{
      nombre: string;
      direccion: string;
      cp: string;
      localidad: string;
      telefono: string;
      horario: string;
      activa: boolean;
      comerciales: number[];
    }>();
  });
});
