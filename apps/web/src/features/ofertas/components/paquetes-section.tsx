import AddIcon from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useId, type Ref } from 'react';
import type { PaqueteDetail } from '@ventas/domain/ofertas/oferta-contract';
import { OFERTA_LIMITS } from '@ventas/domain/ofertas/oferta-contract';
import { ATAJOS } from '../hooks/use-offer-shortcuts';
import type { PaquetePricing } from '../model/price-draft';
import { PaqueteCard, type PaqueteShared } from './paquete/paquete-card';

interface PaquetesSectionProps {
  /** The field array's stable keys, one per package. */
  keys: readonly string[];
  /** The saved package of each (EDIT), by position. */
  saved: readonly (PaqueteDetail | undefined)[];
  pricing: readonly PaquetePricing[];
  shared: PaqueteShared;
  /** A problem with the packages as a whole ('Añada al menos un paquete con tarifa'). */
  error: string | undefined;
  onAdd: () => void;
  addRef: Ref<HTMLButtonElement>;
}

/** The offer's packages, each with its own price, and the button (and shortcut) that adds one. */
export function PaquetesSection(props: PaquetesSectionProps) {
  const { keys, shared } = props;
  const headingId = useId();
  const full = keys.length >= OFERTA_LIMITS.paquetes;
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} variant="h6" component="h2" sx={{ mb: 1 }}>
        {`Paquetes (${keys.length})`}
      </Typography>
      {props.error && (
        <Alert severity="error" sx={{ mb: 1.5 }}>
          {props.error}
        </Alert>
      )}
      <Stack spacing={2}>
        {keys.map((key, index) => (
          <PaqueteCard
            key={key}
            index={index}
            shared={shared}
            pricing={props.pricing[index] ?? { estado: 'sinLinea' }}
            saved={props.saved[index]}
          />
        ))}
      </Stack>
      {keys.length === 0 && (
        <Typography color="text.secondary" sx={{ py: 2 }}>
          La oferta no tiene paquetes. Añada uno para elegir la tarifa.
        </Typography>
      )}
      <Tooltip
        title={
          full
            ? `Como máximo ${OFERTA_LIMITS.paquetes} paquetes`
            : `Añadir paquete (${ATAJOS.anadirPaquete.label})`
        }
      >
        <span>
          <Button
            ref={props.addRef}
            variant="outlined"
            startIcon={<AddIcon />}
            onClick={props.onAdd}
            disabled={full}
            aria-keyshortcuts={ATAJOS.anadirPaquete.keys}
            sx={{ mt: 2 }}
          >
            Añadir paquete
          </Button>
        </span>
      </Tooltip>
    </Box>
  );
}
