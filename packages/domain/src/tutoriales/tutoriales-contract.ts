import { z } from 'zod';
import { idSchema } from '../http/id';

/**
 * SPEC §1 "tutorials list" (issue 17, group A): title, description, video link and order.
 * GET/POST /api/tutoriales/, PUT/DELETE /api/tutoriales/{id}/, POST /api/tutoriales/orden/.
 */

export const TUTORIAL_MAX = { titulo: 200, descripcion: 2000, videoUrl: 2000 } as const;

/** A distributor's list is read whole and reordered whole: a bound keeps both small. */
export const MAX_TUTORIALES = 200;

export const MENSAJES_CAMPOS_TUTORIAL = {
  required: 'Este campo es obligatorio',
  text: 'Texto no válido',
  tooLong: (max: number) => `Máximo ${max} caracteres`,
  url: 'Enlace no válido: debe ser una dirección completa que empiece por https://',
  lleno: `No se pueden tener más de ${MAX_TUTORIALES} tutoriales`,
} as const;

const M = MENSAJES_CAMPOS_TUTORIAL;

/**
 * Whether `value` may be stored as a tutorial's video link: an absolute https URL with a host and
 * no user name or password in it. http: is refused (the app is served over https and the link
 * would downgrade), and so are javascript:, data: and every other scheme; `https://youtube.com@x.io`
 * (a host hidden behind a user name) is refused as a disguise.
 */
export function isVideoUrl(value: string): boolean {
  if (!/^https:\/\//i.test(value) || /\s/.test(value)) return false;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname !== '' && url.username === '' && url.password === '';
  } catch {
    return false;
  }
}

const text = (max: number) =>
  z
    .string({ error: (issue) => (issue.input === undefined ? M.required : M.text) })
    .trim()
    .max(max, M.tooLong(max));

/** The add and edit form (web) and the POST/PUT body (API); `orden` is never written here. */
export const tutorialFormSchema = z.object({
  titulo: text(TUTORIAL_MAX.titulo).min(1, M.required),
  descripcion: text(TUTORIAL_MAX.descripcion).default(''),
  video_url: text(TUTORIAL_MAX.videoUrl).min(1, M.required).refine(isVideoUrl, M.url),
});
export type TutorialForm = z.input<typeof tutorialFormSchema>;
export type TutorialInput = z.output<typeof tutorialFormSchema>;

export const tutorialSchema = z.object({
  id: z.number().int(),
  titulo: z.string(),
  descripcion: z.string(),
  video_url: z.string(),
  /** 1..n in the order the list shows. */
  orden: z.number().int(),
});
export type Tutorial = z.infer<typeof tutorialSchema>;

export const tutorialesSchema = z.array(tutorialSchema);

/** POST /api/tutoriales/orden/: every tutorial of the distributor, in the new order. */
export const tutorialesOrdenSchema = z.object({
  ids: z.array(idSchema, { error: 'Lista de tutoriales no válida' }).max(MAX_TUTORIALES, M.lleno),
});
export type TutorialesOrden = z.infer<typeof tutorialesOrdenSchema>;
