import type { Control } from 'react-hook-form';
import type {
  Cuenta,
  CuentaCreate,
  CuentaCreateInput,
  CuentaUpdate,
  CuentaUpdateInput,
} from '@ventas/domain/cuentas/cuenta-form';
import type { FormTextValues } from '../../../components/form-fields/form-text-values';

/**
 * The account dialog's editing values: texts ('' = nothing), the role as the select's text, the
 * phones as a list of texts. The domain's schemas (cuenta-form.ts) check what `toCreateInput` and
 * `toUpdateInput` make of them. The IBAN is always blank on edit: the API sends it masked; a typed
 * one replaces it.
 */
export type CuentaFormValues = FormTextValues<CuentaCreateInput>;

/** What a valid form submits: the create or the update schema's output. */
export type CuentaSaved = CuentaCreate | CuentaUpdate;
export type CuentaControl = Control<CuentaFormValues, unknown, CuentaSaved>;

export const emptyCuentaValues = (): CuentaFormValues => ({
  username: '',
  nombre: '',
  apellidos: '',
  rol: { id: '4' },
  documento: '',
  tipoDocumento: '',
  numerosContacto: [],
  email: '',
  direccion: '',
  cp: '',
  localidad: '',
  costoGeneral: '',
  nuss: '',
  iban: '',
  talla: '',
  estado: 'ALTA',
  tipoComercial: 'TIENDA',
  password: '',
  password2: '',
});

export const cuentaValuesOf = (cuenta: Cuenta): CuentaFormValues => ({
  username: cuenta.username,
  nombre: cuenta.nombre,
  apellidos: cuenta.apellidos,
  rol: { id: String(cuenta.rol.id) },
  documento: cuenta.documento ?? '',
  tipoDocumento: cuenta.tipoDocumento ?? '',
  numerosContacto: cuenta.numerosContacto,
  email: cuenta.email ?? '',
  direccion: cuenta.direccion ?? '',
  cp: cuenta.cp ?? '',
  localidad: cuenta.localidad ?? '',
  costoGeneral: cuenta.costoGeneral ?? '',
  nuss: cuenta.nuss ?? '',
  iban: '',
  talla: cuenta.talla ?? '',
  estado: cuenta.estado,
  tipoComercial: cuenta.tipoComercial,
  password: '',
  password2: '',
});

/** Every field as the create schema reads it (the schema turns blanks into nulls). */
type CreateInput = Omit<CuentaCreateInput, 'password' | 'password2'> & {
  password: string | undefined;
  password2: string | undefined;
};

export const toCreateInput = (values: CuentaFormValues): CreateInput => ({
  ...values,
  rol: { id: Number(values.rol.id) },
  // A Spanish decimal comma is what people type: the schema reads a point.
  costoGeneral: values.costoGeneral.trim().replace(',', '.'),
  tipoDocumento: (values.tipoDocumento || null) as CuentaCreateInput['tipoDocumento'],
  estado: values.estado as CuentaCreateInput['estado'],
  tipoComercial: values.tipoComercial as CuentaCreateInput['tipoComercial'],
  // Blank is "not given": the schema then says 'Indique la contraseña inicial'.
  password: values.password || undefined,
  password2: values.password2 || undefined,
});

type Key = keyof CuentaFormValues;
const SIMPLE: readonly Key[] = [
  'username',
  'nombre',
  'apellidos',
  'email',
  'direccion',
  'cp',
  'localidad',
  'costoGeneral',
  'nuss',
  'talla',
  'estado',
  'tipoComercial',
];

/**
 * Only what the user changed (SPEC §5: absent = unchanged). The document goes with its type (the
 * schema checks one by the other), the password with its repetition, and the IBAN only when a
 * new one was typed.
 */
export const toUpdateInput =
  (initial: CuentaFormValues) =>
  (values: CuentaFormValues): CuentaUpdateInput => {
    const full = toCreateInput(values);
    const changes: Record<string, unknown> = {};
    for (const key of SIMPLE) if (values[key] !== initial[key]) changes[key] = full[key];
    if (values.rol.id !== initial.rol.id) changes['rol'] = full.rol;
    if (values.documento !== initial.documento || values.tipoDocumento !== initial.tipoDocumento) {
      changes['documento'] = full.documento;
      changes['tipoDocumento'] = full.tipoDocumento;
    }
    if (values.numerosContacto.join('\n') !== initial.numerosContacto.join('\n'))
      changes['numerosContacto'] = values.numerosContacto;
    if (values.iban.trim()) changes['iban'] = values.iban;
    if (values.password || values.password2) {
      changes['password'] = values.password;
      changes['password2'] = values.password2;
    }
    return changes as CuentaUpdateInput;
  };
