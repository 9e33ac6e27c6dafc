import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';

export type TabName =
  | 'datos'
  | 'historial'
  | 'contratos'
  | 'notas'
  | 'lineas'
  | 'renuevo'
  | 'facturas'
  | 'registros'
  | 'ordenes'
  | 'actividad'
  | 'proteccion';

interface ClienteTabsProps {
  value: TabName;
  onChange: (tab: TabName) => void;
  /** How many entries each list has, once loaded. */
  counts: { historial?: number; contratos?: number; notas?: number };
  /** Issue 17: the data-protection tab, for Admin and above. */
  proteccion: boolean;
  /** Issue 18: provider B's tabs, when the distributor has it (group B). */
  operador: boolean;
}

const withCount = (label: string, count: number | undefined) =>
  count === undefined ? label : `${label} (${count})`;

export function ClienteTabs({ value, onChange, counts, proteccion, operador }: ClienteTabsProps) {
  return (
    <Tabs
      value={value}
      onChange={(_event, next: TabName) => onChange(next)}
      variant="scrollable"
      allowScrollButtonsMobile
      sx={{ px: { xs: 1, sm: 3 }, borderBottom: 1, borderColor: 'divider' }}
    >
      <Tab value="datos" label="Datos" />
      <Tab value="historial" label={withCount('Historial', counts.historial)} />
      <Tab value="contratos" label={withCount('Contratos', counts.contratos)} />
      <Tab value="notas" label={withCount('Notas', counts.notas)} />
      {operador && <Tab value="lineas" label="Líneas" />}
      {operador && <Tab value="renuevo" label="Renuevo" />}
      {operador && <Tab value="facturas" label="Facturas" />}
      {operador && <Tab value="registros" label="Registros" />}
      {operador && <Tab value="ordenes" label="Órdenes" />}
      {/* Issue 17: the audit trail of this customer; no count, it loads only when opened. */}
      <Tab value="actividad" label="Actividad" />
      {proteccion && <Tab value="proteccion" label="Protección de datos" />}
    </Tabs>
  );
}
