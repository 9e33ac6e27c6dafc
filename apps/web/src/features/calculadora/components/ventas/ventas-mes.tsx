import Box from '@mui/material/Box';
import type { PermisosCalculadora } from '../../model/permisos-calculadora';
import { AtencionesMes } from './atenciones-mes';
import { PaquetesMes } from './paquetes-mes';
import { useVentasAcciones } from './use-ventas-acciones';

interface VentasMesProps {
  /** 'YYYY-MM'. */
  mes: string;
  /** Whose sales: the commercial the calculator shows (objetivo_mes's `comercial`). */
  comercial: number;
  permisos: PermisosCalculadora;
}

/** Issue 14's sales list below the calculator: the month's packages, then its procedures and offers. */
export function VentasMes({ mes, comercial, permisos }: VentasMesProps) {
  const acciones = useVentasAcciones();
  return (
    <Box sx={{ mt: 2 }}>
      <PaquetesMes mes={mes} comercial={comercial} acciones={acciones} />
      <AtencionesMes mes={mes} comercial={comercial} permisos={permisos} acciones={acciones} />
    </Box>
  );
}
