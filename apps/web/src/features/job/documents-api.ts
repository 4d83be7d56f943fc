import { HaulDocumentsSchema } from '@freight/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFile, apiRequest } from '../../shared/api/api-client';
import { haulQueryKey } from '../../shared/hauls/haul-api';

/** `GET /haul/{id}/documents/`, under the load's own key: paying or delivering the load adds documents. */
const haulDocumentsQueryOptions = (haulId: string) =>
  queryOptions({
    queryKey: [...haulQueryKey(haulId), 'documents'] as const,
    queryFn: ({ signal }) => apiRequest(`/haul/${haulId}/documents/`, { schema: HaulDocumentsSchema, signal }),
  });

export const useHaulDocuments = (haulId: string) => useQuery(haulDocumentsQueryOptions(haulId));

const fileNameOf = (response: Response, fallback: string) =>
  response.headers.get('content-disposition')?.match(/filename="([^"]+)"/)?.[1] ?? fallback;

/**
 * Saves a document's PDF. A link cannot send the `Authorization` header the API needs, so the bytes are fetched with
 * it and handed to the browser's download through an object URL, under the server's file name.
 */
export const downloadDocument = async (url: string, fallbackName: string): Promise<void> => {
  // The list names each file by its address under /api; apiFile adds that prefix itself.
  const response = await apiFile(url.replace(/^\/api/, ''));
  const objectUrl = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = objectUrl;
  link.download = fileNameOf(response, fallbackName);
  link.click();
  // The click has handed the bytes to the download; the next turn may let the URL go.
  setTimeout(() => URL.revokeObjectURL(objectUrl), 0);
};
