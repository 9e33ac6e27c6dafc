import PhoneIcon from '@mui/icons-material/Phone';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { telHref } from '@ventas/domain/validators/telefono';

/** Click-to-call links; a click here never opens the row. */
export function TelefonoLinks({ telefonos }: { telefonos: readonly string[] }) {
  if (telefonos.length === 0)
    return (
      <Typography variant="body2" color="text.disabled">
        —
      </Typography>
    );
  return (
    <Stack
      direction="row"
      useFlexGap
      sx={{ flexWrap: 'wrap', columnGap: 1.5, alignItems: 'center', height: '100%' }}
    >
      {telefonos.map((telefono) => {
        const href = telHref(telefono);
        if (!href) return <span key={telefono}>{telefono}</span>;
        return (
          <Link
            key={telefono}
            href={href}
            underline="hover"
            aria-label={`Llamar al ${telefono}`}
            onClick={(event) => event.stopPropagation()}
            onKeyDown={(event) => event.stopPropagation()}
            sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, whiteSpace: 'nowrap' }}
          >
            <PhoneIcon sx={{ fontSize: 16 }} aria-hidden />
            {telefono}
          </Link>
        );
      })}
    </Stack>
  );
}
