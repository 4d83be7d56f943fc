import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { haulQueryKey } from '../../shared/hauls/haul-api';

/** Once a minute is often enough to follow a truck on a map and to see the delivery land, and cheap for the server. */
const REFRESH_MS = 60_000;

/**
 * While the shipper's load travels, reads it again every minute: the driver's reported location moves on the map,
 * and delivery (the driver entering the code) shows without a reload.
 */
export const useTravellingRefresh = (haulId: string, isTravelling: boolean) => {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!isTravelling) return;
    const timer = setInterval(() => {
      void queryClient.invalidateQueries({ queryKey: haulQueryKey(haulId) });
    }, REFRESH_MS);
    return () => clearInterval(timer);
  }, [queryClient, haulId, isTravelling]);
};
