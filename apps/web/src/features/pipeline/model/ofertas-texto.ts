/** "1 oferta", "1.234 ofertas": a column's and the board's count, as a person says it. */
export const ofertasTexto = (count: number) =>
  `${count.toLocaleString('es-ES')} ${count === 1 ? 'oferta' : 'ofertas'}`;
