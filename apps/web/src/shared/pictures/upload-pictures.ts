import { ApiErrorSchema, type Picture, PictureListSchema, type UploadPicturesModel } from '@freight/domain';
import { ApiRequestError } from '../api/api-request-error';
import { readToken } from '../session/session';

const readJson = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

/**
 * POST /picture/ (multipart: `model` JSON and files image_0..N). XMLHttpRequest rather than fetch, because only it
 * reports upload progress (spec: upload progress shown); `onProgress` hears 0..1.
 */
export const uploadPictures = ({
  model,
  files,
  onProgress,
}: {
  model: UploadPicturesModel;
  files: File[];
  onProgress?: (share: number) => void;
}): Promise<Picture[]> =>
  new Promise((resolve, reject) => {
    const form = new FormData();
    form.append('model', JSON.stringify(model));
    files.forEach((file, index) => {
      form.append(`image_${index}`, file, file.name);
    });
    const request = new XMLHttpRequest();
    request.open('POST', '/api/picture/');
    const token = readToken();
    if (token) request.setRequestHeader('Authorization', `Token ${token}`);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(event.loaded / event.total);
    };
    request.onload = () => {
      const body = readJson(request.responseText);
      const pictures = PictureListSchema.safeParse(body);
      if (request.status === 201 && pictures.success) {
        resolve(pictures.data);
        return;
      }
      const error = ApiErrorSchema.safeParse(body);
      const fallback = { code: 'invalid_response', detail: `${request.status} ${request.statusText}` };
      reject(new ApiRequestError({ status: request.status, ...(error.success ? error.data : fallback) }));
    };
    request.onerror = () => reject(new ApiRequestError({ status: 0, code: 'network_error', detail: 'No response.' }));
    request.send(form);
  });
