import { describe, expect, it } from 'vitest';
import { isVideoUrl, MENSAJES_CAMPOS_TUTORIAL, tutorialFormSchema } from './tutoriales-contract';
import { TUTORIALES_DE_EJEMPLO } from './tutoriales-ejemplo';

describe('isVideoUrl', () => {
  it.each([
    ['https://www.youtube.com/watch?v=abc123', true],
    ['https://vimeo.com/123456', true],
    ['HTTPS://Example.com/video', true],
    ['https://intranet.empresa.es:8443/formacion/crm.mp4', true],
    ['http://www.youtube.com/watch?v=abc123', false],
    ['javascript:alert(1)', false],
    ['data:text/html,<script>alert(1)</script>', false],
    ['ftp://videos.example.com/a.mp4', false],
    ['//www.youtube.com/watch?v=abc', false],
    ['www.youtube.com/watch?v=abc', false],
    ['/videos/crm.mp4', false],
    ['https://', false],
    ['https://www.youtube.com@malo.example/video', false],
    ['https://user:clave@videos.example.com/', false],
    ['https://www.you tube.com/', false],
    ['', false],
  ])('judges %s as %s', (url, valid) => {
    expect(isVideoUrl(url)).toBe(valid);
  });
});

describe('tutorialFormSchema', () => {
  const valid = { titulo: ' CRM ', video_url: ' https://vimeo.com/1 ' };

  it('trims the fields and defaults the description to empty', () => {
    expect(tutorialFormSchema.parse(valid)).toEqual({
      titulo: 'CRM',
      descripcion: '',
      video_url: 'https://vimeo.com/1',
    });
  });

  it.each([
    ['no title', { titulo: '   ' }, 'titulo', MENSAJES_CAMPOS_TUTORIAL.required],
    ['a title of 201 characters', { titulo: 'x'.repeat(201) }, 'titulo', 'Máximo 200 caracteres'],
    [
      'a description of 2,001 characters',
      { descripcion: 'x'.repeat(2001) },
      'descripcion',
      'Máximo 2000 caracteres',
    ],
    ['a numeric title', { titulo: 5 }, 'titulo', MENSAJES_CAMPOS_TUTORIAL.text],
    ['no link', { video_url: undefined }, 'video_url', MENSAJES_CAMPOS_TUTORIAL.required],
    ['an http link', { video_url: 'http://vimeo.com/1' }, 'video_url', MENSAJES_CAMPOS_TUTORIAL.url],
    ['a javascript: link', { video_url: 'javascript:alert(1)' }, 'video_url', MENSAJES_CAMPOS_TUTORIAL.url],
    [
      'a link of 2,001 characters',
      { video_url: `https://a.es/${'x'.repeat(1988)}` },
      'video_url',
      'Máximo 2000 caracteres',
    ],
  ])('refuses %s on the field, in Spanish', (_name, change, field, message) => {
    const result = tutorialFormSchema.safeParse({ ...valid, ...change });
    expect(result.success).toBe(false);
    const issue = result.error!.issues.find((i) => i.path[0] === field);
    expect(issue?.message).toBe(message);
  });

  it('accepts the four placeholder tutorials the seed writes', () => {
    expect(TUTORIALES_DE_EJEMPLO).toHaveLength(4);
    for (const tutorial of TUTORIALES_DE_EJEMPLO)
      expect(tutorialFormSchema.safeParse(tutorial).success).toBe(true);
  });
});
