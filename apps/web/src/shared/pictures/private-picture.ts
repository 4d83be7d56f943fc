import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { ApiRequestError } from '../api/api-request-error';
import { readToken } from '../session/session';

/**
 * Chat pictures are served only to whoever presents a key that may see them, and an <img> cannot send the
 * Authorization header: the bytes are fetched with it and shown through an object URL.
 */
const fetchPicture = async ({ src, signal }: { src: string; signal: AbortSignal }): Promise<Blob> => {
  const token = readToken();
  const response = await fetch(src, { headers: token ? { Authorization: `Token ${token}` } : {}, signal });
  if (!response.ok) {
    throw new ApiRequestError({ status: response.status, code: 'not_found', detail: response.statusText });
  }
  return response.blob();
};

/** The object URL of a private picture while the caller is on screen, or undefined until its bytes arrive. */
export const usePrivatePictureUrl = (src: string | null): { url: string | undefined; isError: boolean } => {
  const picture = useQuery({
    queryKey: ['picture-file', src],
    queryFn: ({ signal }) => fetchPicture({ src: src ?? '', signal }),
    enabled: src !== null,
    // A stored version never changes: a new picture gets a new address.
    staleTime: Number.POSITIVE_INFINITY,
  });
  const [url, setUrl] = useState<string>();
  const blob = picture.data;
  useEffect(() => {
    if (!blob) return undefined;
    const objectUrl = URL.createObjectURL(blob);
    setUrl(objectUrl);
    return () => {
      URL.revokeObjectURL(objectUrl);
      setUrl(undefined);
    };
  }, [blob]);
  return { url, isError: picture.isError };
};
