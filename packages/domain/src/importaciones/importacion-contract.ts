import { z } from 'zod';
import { idSchema } from '../http/id';
import { pageSchema } from '../http/page';

/**
 * Issue 17 "Lead-list import" (/databaseManagement, SuperAdmin). The spec shows no paths; these
 * are ours (docs/decisions/):
 *
 * 1. `POST /api/importaciones/fichero/` (multipart `file`: xlsx or CSV) stores the upload and
 *    answers its columns with a few example values (`ficheroSubidoSchema`).
 * 2. `GET /api/importaciones/mapeo/?origen_bbdd=ID` answers the mapping saved for that origin
 *    (`mapeoGuardadoSchema`); the screen suggests one with `sugerirMapeo` (importacion-mapeo.ts).
 * 3. `POST /api/importaciones/` (`nuevaImportacionSchema`) saves the mapping on the origin, creates
 *    the import record and starts its dry run: 201 `{id, task_id}`.
 * 4. `GET /api/importaciones/{id}/` the record (`importacionSchema`), `GET
 *    /api/importaciones/{id}/filas/?clase=&page=` the sample rows of a class (at most
 *    MUESTRA_POR_CLASE), `POST /api/importaciones/{id}/clasificacion/` the whole classification
 *    as an xlsx job.
 * 5. `POST /api/importaciones/{id}/aplicar/` (`aplicarImportacionSchema`) starts the apply job,
 *    `POST /api/importaciones/{id}/deshacer/` the undo job: `{task_id}`.
 * 6. `GET /api/importaciones/` the import records (the generic paged list).
 */

/** Rows per file: the ceiling. */
export const IMPORTACION_MAX_FILAS = 500_000;
/** 500,000 rows of a dozen columns stay well under this as CSV or xlsx. */
export const IMPORTACION_MAX_BYTES = 100 * 1024 * 1024;
/** Sample rows the screen can page through per class. */
export const MUESTRA_POR_CLASE = 1000;
/** Days during which an applied import can be undone. */
export const DIAS_PARA_DESHACER = 7;

/**
 * The customer fields a column can fill. `telefono` may be chosen for several columns (a list
 * with a landline and a mobile); the others once each. `tipo_documento` absent: the type is
 * detected from the document.
 */
export const CAMPOS_IMPORTACION = {
  nombre: 'Nombre',
  documento: 'Documento',
  tipo_documento: 'Tipo de documento',
  telefono: 'Teléfono',
  email: 'Email',
  direccion: 'Dirección',
  cp: 'Código postal',
  localidad: 'Localidad',
  segmento: 'Segmento',
  isp_actual: 'ISP actual',
  notas: 'Notas',
} as const;
export type CampoImportacion = keyof typeof CAMPOS_IMPORTACION;
export const CAMPOS = Object.keys(CAMPOS_IMPORTACION) as CampoImportacion[];
/** Fields a column can fill more than once. */
export const CAMPOS_REPETIBLES: readonly CampoImportacion[] = ['telefono'];

/** How the dry run classifies a row, with the label the screen shows. */
export const CLASES_FILA = {
  nuevo: 'Nuevos',
  duplicado: 'Ya existen',
  repetido: 'Repetidos en el fichero',
  invalido: 'No válidos',
  no_llamar: 'En la lista de no llamar',
} as const;
export type ClaseFila = keyof typeof CLASES_FILA;
export const CLASES = Object.keys(CLASES_FILA) as ClaseFila[];

/** GET /api/importaciones/{id}/filas/: a class and a page of its sample (at most MUESTRA_POR_CLASE rows). */
export const filasQuerySchema = z.object({
  clase: z.enum(CLASES as [ClaseFila, ...ClaseFila[]], { error: 'Clase no válida' }),
  page: z.coerce.number().int().min(1).max(MUESTRA_POR_CLASE).default(1),
  itemsPerPage: z.coerce.number().int().min(1).max(100).default(25),
});
export type FilasQuery = z.infer<typeof filasQuerySchema>;

/** What a duplicate of an existing customer does on apply. */
export const DUPLICADOS = { omitir: 'Omitirlos', actualizar: 'Actualizar el cliente existente' } as const;
export type Duplicados = keyof typeof DUPLICADOS;

/** The record's life. */
export const ESTADOS_IMPORTACION = {
  SIMULANDO: 'Simulando',
  SIMULADA: 'Simulada',
  APLICANDO: 'Aplicando',
  APLICADA: 'Aplicada',
  DESHACIENDO: 'Deshaciendo',
  DESHECHA: 'Deshecha',
  FALLIDA: 'Fallida',
} as const;
export type EstadoImportacion = keyof typeof ESTADOS_IMPORTACION;

/** One column of the uploaded file: its 1-based number, its header and up to 5 example values. */
export const columnaFicheroSchema = z.object({
  indice: z.number().int().positive(),
  cabecera: z.string(),
  ejemplos: z.array(z.string()),
});
export type ColumnaFichero = z.infer<typeof columnaFicheroSchema>;

/** Answer of POST /api/importaciones/fichero/. */
export const ficheroSubidoSchema = z.object({
  /** The stored upload's name, sent back with the mapping. */
  subida: z.string(),
  /** The file's own name. */
  fichero: z.string(),
  formato: z.enum(['xlsx', 'csv']),
  columnas: z.array(columnaFicheroSchema),
});
export type FicheroSubido = z.infer<typeof ficheroSubidoSchema>;

/** A mapping: column number (as a string key) → field, or null for a column left out. */
export const mapeoSchema = z
  .record(z.string().regex(/^[1-9]\d{0,3}$/, 'Columna no válida'), z.enum(CAMPOS).nullable())
  .refine((mapeo) => Object.values(mapeo).includes('nombre'), {
    message: 'Elija la columna del nombre.',
  })
  .refine(
    (mapeo) => Object.values(mapeo).includes('telefono') || Object.values(mapeo).includes('documento'),
    {
      message: 'Elija al menos una columna de teléfono o de documento.',
    },
  )
  .refine(
    (mapeo) => {
      const unicos = Object.values(mapeo).filter(
        (campo): campo is CampoImportacion => campo !== null && !CAMPOS_REPETIBLES.includes(campo),
      );
      return new Set(unicos).size === unicos.length;
    },
    { message: 'Cada campo, salvo el teléfono, solo puede venir de una columna.' },
  );
export type Mapeo = z.infer<typeof mapeoSchema>;

/** Answer of GET /api/importaciones/mapeo/?origen_bbdd=: the origin's last mapping, by folded header. */
export const mapeoGuardadoSchema = z.object({
  origen_bbdd: z.number().int(),
  /** Folded header (foldCabecera) → field; null when the origin has never been imported into. */
  mapeo: z.record(z.string(), z.enum(CAMPOS).nullable()).nullable(),
});
export type MapeoGuardado = z.infer<typeof mapeoGuardadoSchema>;

/** Body of POST /api/importaciones/. */
export const nuevaImportacionSchema = z.object({
  subida: z.string().min(1).max(200),
  fichero: z.string().trim().min(1).max(255),
  origen_bbdd: idSchema,
  mapeo: mapeoSchema,
});
export type NuevaImportacion = z.infer<typeof nuevaImportacionSchema>;

/** Answer of POST /api/importaciones/ (201). */
export const importacionCreadaSchema = z.object({ id: z.number().int(), task_id: z.string() });

/** Body of POST /api/importaciones/{id}/aplicar/. */
export const aplicarImportacionSchema = z.object({
  duplicados: z.enum(['omitir', 'actualizar']).default('omitir'),
});

export const totalesSchema = z.object(
  Object.fromEntries(CLASES.map((clase) => [clase, z.number().int()])) as Record<ClaseFila, z.ZodNumber>,
);
export type TotalesImportacion = z.infer<typeof totalesSchema>;

export const resultadoImportacionSchema = z.object({
  creados: z.number().int(),
  actualizados: z.number().int(),
  omitidos: z.number().int(),
  /** After an undo: customers removed, and those kept because someone worked them. */
  eliminados: z.number().int().optional(),
  conservados: z.number().int().optional(),
});

/** One import record (GET /api/importaciones/{id}/ and the list's rows). */
export const importacionSchema = z.object({
  id: z.number().int(),
  fichero: z.string(),
  origen_bbdd: z.number().int(),
  origen_bbdd_nombre: z.string(),
  usuario: z.number().int().nullable(),
  usuario_nombre: z.string().nullable(),
  estado: z.enum(Object.keys(ESTADOS_IMPORTACION) as [EstadoImportacion, ...EstadoImportacion[]]),
  duplicados: z.enum(['omitir', 'actualizar']),
  /** Zero for every class until the dry run ends. */
  totales: totalesSchema,
  resultado: resultadoImportacionSchema.nullable(),
  /** The job now running for it (dry run, apply or undo), for the progress bar. */
  task_id: z.string().nullable(),
  error: z.string().nullable(),
  created_on: z.string(),
  aplicada_el: z.string().nullable(),
  deshecha_el: z.string().nullable(),
  /** Applied less than DIAS_PARA_DESHACER days ago and not undone. */
  puede_deshacer: z.boolean(),
});
export type Importacion = z.infer<typeof importacionSchema>;
export const importacionesPageSchema = pageSchema(importacionSchema);

/**
 * A row's customer fields as the dry run read and normalised them (stored per row in
 * `importacion_filas.datos`; the apply writes exactly these). Absent or blank cells are null.
 */
export const datosFilaSchema = z.object({
  nombre: z.string().nullable(),
  documento: z.string().nullable(),
  tipo_documento: z.string().nullable(),
  /** Normalised as the customer's phones are (validators/telefono), in the file's order. */
  telefonos: z.array(z.string()),
  email: z.string().nullable(),
  direccion: z.string().nullable(),
  cp: z.string().nullable(),
  localidad: z.string().nullable(),
  segmento: z.string().nullable(),
  isp_actual: z.string().nullable(),
  notas: z.string().nullable(),
});
export type DatosFila = z.infer<typeof datosFilaSchema>;

/** One classified row (the samples and the downloadable classification). */
export const filaImportacionSchema = z.object({
  fila: z.number().int(),
  clase: z.enum(CLASES as [ClaseFila, ...ClaseFila[]]),
  motivo: z.string(),
  nombre: z.string().nullable(),
  documento: z.string().nullable(),
  telefonos: z.array(z.string()),
  /** The existing customer a duplicate matches (only if the caller may see it). */
  cliente_id: z.number().int().nullable(),
});
export type FilaImportacion = z.infer<typeof filaImportacionSchema>;
export const filasImportacionPageSchema = pageSchema(filaImportacionSchema);

/** Spanish messages the spec does not have (recorded with the decisions). */
export const MENSAJES_IMPORTACION = {
  subido: 'Fichero leído: revise qué columna es cada campo.',
  simulando: 'Comprobando las filas…',
  simulada: 'Comprobación terminada: revise el resultado antes de aplicar.',
  aplicando: 'Importando…',
  aplicada: 'Importación aplicada',
  deshecha: 'Importación deshecha',
  errorSubida: 'No se ha podido leer el fichero',
  errorSimulacion: 'No se ha podido comprobar el fichero',
  errorAplicar: 'No se ha podido aplicar la importación',
  errorDeshacer: 'No se ha podido deshacer la importación',
  errorLista: 'No se han podido cargar las importaciones',
  vacia: 'Todavía no se ha importado ninguna lista',
  noAplicable: 'La importación no se puede aplicar en su estado actual.',
  noDeshacible: `Solo se puede deshacer una importación aplicada hace menos de ${DIAS_PARA_DESHACER} días.`,
  subidaCaducada: 'El fichero subido ya no está disponible; vuelva a subirlo.',
} as const;
