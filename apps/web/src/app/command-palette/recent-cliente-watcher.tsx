import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { clienteDetailQuery } from '../../features/clientes/clientes.public';
import { rememberCliente, toRecent } from './recent-clientes';

interface RecentClienteWatcherProps {
  userId: number;
  clienteId: number;
}

/**
 * A customer opened anywhere (?cliente=<id> in the URL) joins the recents once the customer
 * dialog has loaded it. It makes no request of its own (`enabled: false` only reads what the
 * dialog fetched), so a customer the user may not see, or that does not exist, never joins.
 */
export function RecentClienteWatcher({ userId, clienteId }: RecentClienteWatcherProps) {
  const { data } = useQuery({ ...clienteDetailQuery(clienteId), enabled: false });
  useEffect(() => {
    if (data && data.id === clienteId) rememberCliente(userId, toRecent(data));
  }, [data, userId, clienteId]);
  return null;
}
