import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { formatCuenta } from '../../model/figura-enlace';

interface FiguraCeldaProps {
  valor: number;
  /** The Teletrabajo list behind the figure; null when it cannot be written. */
  enlace: string | null;
  /** Says whose figure it is: 'Agendados de Carlos Comercial'. */
  descripcion: string;
}

/**
 * A count that opens its customers (issue 15). Zero stays plain text: an empty list is no place to
 * go, and a table of zeros would be a long walk for the Tab key (decisions-gerencia-web 4).
 */
export function FiguraCelda({ valor, enlace, descripcion }: FiguraCeldaProps) {
  const texto = formatCuenta(valor);
  if (valor === 0 || enlace === null)
    return (
      <Typography component="span" variant="body2" color={valor === 0 ? 'text.secondary' : undefined}>
        {texto}
      </Typography>
    );
  return (
    <Link component={RouterLink} to={enlace} aria-label={`${descripcion}: ${texto}`} underline="hover">
      {texto}
    </Link>
  );
}
