/** Issue 31 §1: the words of the callback notices (the top bar's bell and the notice when one falls due). */
export const MENSAJES_RECORDATORIOS = {
  campana: (n: number) => (n === 1 ? 'Agendados vencidos: 1' : `Agendados vencidos: ${n}`),
  titulo: 'Agendados vencidos',
  ninguno: 'No tiene agendados vencidos',
  cargando: 'Cargando agendados',
  error: 'No se pudieron cargar los agendados',
  mostrando: (n: number, de: number) => `Mostrando los ${n} más antiguos de ${de}`,
  aviso: 'Agendado para ahora',
  cerrarAviso: 'Cerrar aviso',
  permiso: 'Avisarme también con notificaciones del navegador',
  equipo: 'Vencidos de su equipo',
  errorEquipo: 'No se pudieron cargar los agendados de su equipo',
  moverEnGerencia: 'Moverlos en Gerencia',
  permisoDenegado: 'El navegador tiene bloqueadas las notificaciones de Ventas',
} as const;
