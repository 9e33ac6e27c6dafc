import PhoneIcon from '@mui/icons-material/Phone';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { SyntheticEvent } from 'react';
import { telHref } from '@ventas/domain/validators/telefono';
import { NoLlamarChip } from '../../../no-llamar/no-llamar.public';

/** A click here never opens the row. */
const stayInRow = {
  onClick: (event: SyntheticEvent) => event.stopPropagation(),
  onKeyDown: (event: SyntheticEvent) => event.stopPropagation(),
};

/**
 * Click-to-call links, except for the phones on the do-not-call list (`noLlamar`, from the
 * record: decision 152), which show their number and the "No llamar" chip and cannot be called.
 */
export function TelefonoLinks({
  telefonos,
  noLlamar,
}: {
  telefonos: readonly string[];
  noLlamar: readonly string[];
}) {
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
        if (noLlamar.includes(telefono))
          return (
            <Stack
              key={telefono}
              direction="row"
              {...stayInRow}
              sx={{ alignItems: 'center', gap: 0.5, whiteSpace: 'nowrap' }}
            >
              <span>{telefono}</span>
              <NoLlamarChip telefono={telefono} />
            </Stack>
          );
        const href = telHref(telefono);
        if (!href) return <span key={telefono}>{telefono}</span>;
        return (
          <Link
            key={telefono}
            href={href}
            underline="hover"
            aria-label={`Llamar al ${telefono}`}
            {...stayInRow}
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
