import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { admin } from './admin-client.ts';
import { keys } from './keys.ts';

/**
 * GET /orders/buy/{id}/receipt: the image (or PDF) the player uploaded, fetched with the operator's token
 * (an <img src> could not send it) and shown through an object URL. 404: the order has none.
 */
export function useReceipt(orderId: string, enabled = true, path = `/orders/buy/${orderId}/receipt`) {
  return useQuery({
    queryKey: keys.receipt(path),
    queryFn: ({ signal }) => admin.blob(path, { signal }),
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 60_000,
  });
}

/** An object URL for a blob, revoked when the blob changes or the component goes. */
export function useObjectUrl(blob: Blob | undefined): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!blob) {
      setUrl(null);
      return;
    }
    const created = URL.createObjectURL(blob);
    setUrl(created);
    return () => URL.revokeObjectURL(created);
  }, [blob]);
  return url;
}
