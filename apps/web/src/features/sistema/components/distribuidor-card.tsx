import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import ImageIcon from '@mui/icons-material/Image';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { DistribuidorAdmin } from '@ventas/domain/distribuidores/distribuidores-contract';
import { useId } from 'react';
import { direccionDistribuidor } from '../model/direccion-distribuidor';
import { estadoDistribuidor } from '../model/estado-distribuidor';
import { AccionesFila, type AccionFila } from './acciones-fila';
import { DistribuidorLogo } from './distribuidor-logo';
import { ExportarDatos } from './exportar-datos';
import { MantenimientoSwitch } from './mantenimiento-switch';
import { RestaurarDistribuidor } from './restaurar-distribuidor';

export type AccionDistribuidor = 'editar' | 'logo' | 'eliminar' | 'superadmin';

interface DistribuidorCardProps {
  distribuidor: DistribuidorAdmin;
  /** The platform's view: every distributor, deletable but the platform itself. */
  plataforma: boolean;
  onAccion: (accion: AccionDistribuidor) => void;
}

/**
 * One distributor: logo, name, address, groups, selling companies, state and maintenance. A
 * deleted one keeps only its state and the download of its data until it is erased.
 */
export function DistribuidorCard({ distribuidor, plataforma, onAccion }: DistribuidorCardProps) {
  const titleId = useId();
  const { name, subdomain, deleted_at } = distribuidor;
  const direccion = direccionDistribuidor(subdomain, window.location);
  const acciones: AccionFila[] = [
    { label: `Editar el distribuidor ${name}`, icon: <EditIcon />, run: () => onAccion('editar') },
    { label: `Logo del distribuidor ${name}`, icon: <ImageIcon />, run: () => onAccion('logo') },
  ];
  if (plataforma && !distribuidor.plataforma) {
    acciones.push({
      label: `Eliminar el distribuidor ${name}`,
      icon: <DeleteIcon />,
      danger: true,
      run: () => onAccion('eliminar'),
    });
  }
  return (
    <Card variant="outlined" component="article" aria-labelledby={titleId} sx={{ height: '100%' }}>
      <CardHeader
        avatar={<DistribuidorLogo distribuidor={distribuidor} size={48} />}
        title={
          <Typography id={titleId} variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
            {name}
            {distribuidor.plataforma && <Chip size="small" label="Plataforma" sx={{ ml: 1 }} />}
          </Typography>
        }
        subheader={deleted_at ? subdomain : <Link href={direccion}>{direccion}</Link>}
        slotProps={{ subheader: { sx: { overflowWrap: 'anywhere' } } }}
      />
      <CardContent sx={{ pt: 0 }}>
        <Stack spacing={1}>
          <Typography variant="body2" color={deleted_at ? 'error' : 'success.main'}>
            Estado: {estadoDistribuidor(distribuidor)}
          </Typography>
          <Stack direction="row" spacing={0.5} sx={{ flexWrap: 'wrap', gap: 0.5, alignItems: 'center' }}>
            <Typography variant="body2">Grupos:</Typography>
            {distribuidor.groups.length === 0 && <Typography variant="body2">ninguno</Typography>}
            {distribuidor.groups.map((grupo) => (
              <Chip key={grupo} size="small" color="primary" variant="outlined" label={`Grupo ${grupo}`} />
            ))}
          </Stack>
          <Typography variant="body2">
            Compañías: {distribuidor.selling_companies.join(', ') || 'ninguna'}
          </Typography>
          {plataforma && !deleted_at && !distribuidor.tiene_superadmin && (
            // Created without one (issue 29 §4): the platform makes its first SuperAdmin here.
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
              <Typography variant="body2">Sin SuperAdmin</Typography>
              <Button size="small" startIcon={<PersonAddIcon />} onClick={() => onAccion('superadmin')}>
                Crear SuperAdmin
              </Button>
            </Stack>
          )}
        </Stack>
      </CardContent>
      <CardActions sx={{ justifyContent: 'space-between', flexWrap: 'wrap' }}>
        {deleted_at ? (
          <>
            <ExportarDatos distribuidor={distribuidor} />
            {plataforma && <RestaurarDistribuidor distribuidor={distribuidor} />}
          </>
        ) : (
          <>
            <MantenimientoSwitch
              distribuidor={distribuidor}
              propio={!plataforma || distribuidor.plataforma}
            />
            <AccionesFila acciones={acciones} />
          </>
        )}
      </CardActions>
    </Card>
  );
}
