/** What the customer's history (their notes) says of a send of an offer by mail (issue 31 §3). */
export const notaEnvio = {
  solicitado: (ofertaId: number, para: string) =>
    `Oferta ${ofertaId}: envío por correo a ${para} solicitado.`,
  enviado: (ofertaId: number, para: string) => `Oferta ${ofertaId}: enviada por correo a ${para}.`,
  fallido: (ofertaId: number, para: string, motivo: string) =>
    `Oferta ${ofertaId}: no se pudo enviar por correo a ${para}. ${motivo}`,
} as const;
