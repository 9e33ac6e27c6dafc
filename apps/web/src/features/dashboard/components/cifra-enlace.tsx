import Link from '@mui/material/Link';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

interface CifraEnlaceProps {
  valor: number;
  /** The Teletrabajo list behind the figure; null when no list can say it. */
  enlace: string | null;
  children: ReactNode;
  /** The link's accessible name when its text alone would not say what it opens. */
  nombre?: string;
  title?: string;
}

/**
 * A figure that opens the customers behind it (issue 15). A 0 opens nothing, so it stays text:
 * a link to an empty list is a click for nothing.
 */
export function CifraEnlace({ valor, enlace, children, nombre, title }: CifraEnlaceProps) {
  if (!enlace || valor === 0) return <span title={title}>{children}</span>;
  return (
    <Link component={RouterLink} to={enlace} underline="hover" aria-label={nombre} title={title}>
      {children}
    </Link>
  );
}
