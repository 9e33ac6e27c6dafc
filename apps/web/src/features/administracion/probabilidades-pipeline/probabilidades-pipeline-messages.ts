/** Administración · Pipeline de ofertas (issue 31 §2): what the tab says (usted). */
export const TEXTOS_PROBABILIDADES_PIPELINE = {
  titulo: 'Probabilidades del pipeline',
  explicacion:
    'La probabilidad de que una oferta en cada estado acabe en venta. El tablero de ofertas pondera el importe mensual de cada columna con ella para calcular la previsión.',
  campo: (estado: string) => `Probabilidad de ${estado}`,
  guardar: 'Guardar',
  guardado: 'Probabilidades del pipeline guardadas',
  errorGuardar: 'No se han podido guardar las probabilidades del pipeline',
  errorCarga: 'No se han podido cargar las probabilidades del pipeline',
  cargando: 'Cargando las probabilidades del pipeline',
  soloAdmin: 'Solo un administrador puede cambiarlas.',
} as const;
