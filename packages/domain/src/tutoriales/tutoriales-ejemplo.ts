/**
 * SPEC §1: "tutorials list (four placeholder entries with video links)". The links are YouTube
 * searches on each topic rather than made-up video ids: an invented id may be missing or show
 * anything, a search always opens related public videos until the Admin puts the company's own.
 */
export const TUTORIALES_DE_EJEMPLO: ReadonlyArray<{
  titulo: string;
  descripcion: string;
  video_url: string;
}> = [
  {
    titulo: 'Primeros pasos con el CRM',
    descripcion:
      'Cómo entrar, buscar un cliente en Teletrabajo, registrar una llamada y agendar la siguiente. Vídeo de ejemplo: sustitúyalo por el de su empresa.',
    video_url: 'https://www.youtube.com/results?search_query=tutorial+CRM+ventas+telefonicas',
  },
  {
    titulo: 'El configurador de ofertas',
    descripcion:
      'Montar una oferta con varios paquetes: tarifa, líneas adicionales, promociones y terminales. Vídeo de ejemplo: sustitúyalo por el de su empresa.',
    video_url: 'https://www.youtube.com/results?search_query=como+preparar+una+oferta+de+telefonia',
  },
  {
    titulo: 'La calculadora de comisiones',
    descripcion:
      'Leer los objetivos del mes, la consecución y lo que falta para el siguiente tramo. Vídeo de ejemplo: sustitúyalo por el de su empresa.',
    video_url: 'https://www.youtube.com/results?search_query=calcular+comisiones+de+ventas',
  },
  {
    titulo: 'Protección de datos en las llamadas',
    descripcion:
      'Qué decir al empezar una llamada, cómo atender una petición de no llamar y qué datos no pedir nunca (RGPD y LOPDGDD). Vídeo de ejemplo: sustitúyalo por el de su empresa.',
    video_url: 'https://www.youtube.com/results?search_query=RGPD+llamadas+comerciales+telemarketing',
  },
];
