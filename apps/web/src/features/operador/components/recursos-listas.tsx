import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { formatDay } from '@ventas/domain/time/madrid';
import type { ReactNode } from 'react';
import { recursosQuery, releasesQuery } from '../api/recursos-calls';
import { NoDisponible } from '../../../components/no-disponible/no-disponible';
import { Cargando, Vacio } from './vista-estado';

/** Loading, the silent failure's neutral state (SPEC §8) and empty, around a table. */
function Estado<T>(props: {
  query: UseQueryResult<T>;
  filas: (data: T) => readonly unknown[];
  vacio: string;
  children: (data: T) => ReactNode;
}) {
  const { query } = props;
  if (query.isError) return <NoDisponible onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  if (query.isPending) return <Cargando />;
  if (props.filas(query.data).length === 0) return <Vacio>{props.vacio}</Vacio>;
  return <>{props.children(query.data)}</>;
}

function Tabla({ label, columnas, children }: { label: string; columnas: string[]; children: ReactNode }) {
  return (
    <TableContainer sx={{ overflowX: 'auto', maxWidth: '100%' }}>
      <Table size="small" aria-label={label} sx={{ minWidth: 480 }}>
        <TableHead>
          <TableRow>
            {columnas.map((columna) => (
              <TableCell key={columna}>{columna}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>{children}</TableBody>
      </Table>
    </TableContainer>
  );
}

/** The operator's resources for agents: name, kind, last update. */
export function RecursosLista({ slug }: { slug: string }) {
  return (
    <Estado query={useQuery(recursosQuery(slug))} filas={(d) => d.recursos} vacio="No hay recursos.">
      {(data) => (
        <Tabla label="Recursos" columnas={['Nombre', 'Tipo', 'Actualizado']}>
          {data.recursos.map((recurso) => (
            <TableRow key={recurso.id}>
              <TableCell>{recurso.nombre}</TableCell>
              <TableCell>{recurso.tipo}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDay(recurso.actualizado)}</TableCell>
            </TableRow>
          ))}
        </Tabla>
      )}
    </Estado>
  );
}

/** The operator's releases: version, date, notes. */
export function ReleasesLista({ slug }: { slug: string }) {
  return (
    <Estado query={useQuery(releasesQuery(slug))} filas={(d) => d.releases} vacio="No hay novedades.">
      {(data) => (
        <Tabla label="Novedades" columnas={['Versión', 'Fecha', 'Notas']}>
          {data.releases.map((release) => (
            <TableRow key={release.id}>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{release.version}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDay(release.fecha)}</TableCell>
              <TableCell sx={{ whiteSpace: 'pre-line' }}>{release.notas}</TableCell>
            </TableRow>
          ))}
        </Tabla>
      )}
    </Estado>
  );
}
