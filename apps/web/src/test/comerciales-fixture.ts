/**
 * The last entry of GET /api/comerciales/ as the API answers it: "Por asignar", the unassigned
 * customers' pseudo-commercial (SPEC §7), with no account fields. Tests append it to their lists.
 */
export const POR_ASIGNAR_ANSWER = {
  id: 'null',
  nombre_completo: 'Por asignar',
  username: null,
  estado: null,
  tipo_comercial: null,
  rol: null,
} as const;
