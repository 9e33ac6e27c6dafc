import { describe, expectTypeOf, it } from 'vitest';
import type { TiendaFormInput } from '@ventas/domain/tiendas/tienda-contract';
import type { FormTextValues } from './form-text-values';

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
