import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';

/** A sold package's row action: opens its "Datos del pedido" (the order's additional info). */
export function AdditionalInfoButton({ cliente, onClick }: { cliente: string; onClick: () => void }) {
  return (
    <Tooltip title="Datos del pedido">
      <IconButton aria-label={`Datos del pedido de ${cliente}`} size="small" onClick={onClick}>
        <ReceiptLongIcon fontSize="small" />
      </IconButton>
    </Tooltip>
  );
}
