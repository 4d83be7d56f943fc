import type { MultipartFile, MultipartValue } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../platform/errors/app-error';
import { fieldError, fieldProblem } from '../../platform/errors/field-problems';

/** Spec 5, word for word: the web shows it as is. */
const PICTURE_TOO_LARGE_DETAIL = 'A picture is too large, 16MB max.';

const NOT_JSON = fieldError('model', 'not_json', 'Not valid JSON.');
export const PICTURES_PER_UPLOAD_MAX = 12;
/** The `model` JSON is small; a bigger field is a mistake or an attack, not a caption. */
export const UPLOAD_FIELD_MAX_BYTES = 8_192;

export type UploadPart = { kind: 'file'; index: number; bytes: Buffer } | { kind: 'model'; value: unknown };

const FILE_FIELD = /^image_(\d{1,3})$/;

/** @fastify/multipart's limit and parse errors, as the API's own codes and words. */
const toAppError = (error: unknown): unknown => {
  switch ((error as { code?: string } | undefined)?.code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return new AppError('payload_too_large', PICTURE_TOO_LARGE_DETAIL);
    case 'FST_FILES_LIMIT':
      return new AppError('payload_too_large', `At most ${PICTURES_PER_UPLOAD_MAX} pictures can be sent at once.`);
    case 'FST_FIELDS_LIMIT':
    case 'FST_PARTS_LIMIT':
      return new AppError('payload_too_large', 'The upload has too many parts.');
    case 'FST_INVALID_JSON_FIELD_ERROR':
      return new AppError('validation_failed', 'The model is not valid JSON.', NOT_JSON);
    case 'FST_PROTO_VIOLATION':
    case 'FST_MP_PREMATURE_CLOSE':
      return new AppError('bad_request', 'The upload could not be read.');
    default:
      return error;
  }
};

const parseModel = (part: MultipartValue): UploadPart => {
  if (part.valueTruncated) throw new AppError('payload_too_large', 'The model field is too large.');
  if (typeof part.value !== 'string') return { kind: 'model', value: part.value };
  try {
    return { kind: 'model', value: JSON.parse(part.value) };
  } catch {
    throw new AppError('validation_failed', 'The model is not valid JSON.', NOT_JSON);
  }
};

const readFile = async (part: MultipartFile): Promise<UploadPart> => {
  const match = FILE_FIELD.exec(part.fieldname);
  if (!match) {
    part.file.resume();
    throw new AppError(
      'validation_failed',
      'Send pictures as image_0, image_1, ...',
      fieldError(part.fieldname, 'unknown_field', 'Unexpected file field; expected image_N.'),
    );
  }
  const bytes = await part.toBuffer();
  // toBuffer() misses the limit when it falls exactly between two chunks: the last chunk is read before busboy
  // marks the stream truncated, and the error would only surface on the next part, after this one was processed.
  if (part.file.truncated) throw new AppError('payload_too_large', PICTURE_TOO_LARGE_DETAIL);
  return { kind: 'file', index: Number(match[1]), bytes };
};

/**
 * The parts of a POST /picture/ body, one at a time, so at most one original (<= 16 MB) is held in memory.
 * Files are image_N; the only other field is `model` (JSON, as text or as an application/json part).
 */
export async function* readUploadParts(request: FastifyRequest): AsyncGenerator<UploadPart> {
  if (!request.isMultipart()) {
    throw new AppError('unsupported_media_type', 'Send pictures as multipart/form-data.');
  }
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        yield await readFile(part);
      } else if (part.fieldname === 'model') {
        yield parseModel(part);
      } else {
        throw new AppError('validation_failed', 'Unexpected field.', {
          [part.fieldname]: [
            fieldProblem('unknown_field', 'Unexpected field; only image_N files and model are accepted.'),
          ],
        });
      }
    }
  } catch (error) {
    throw toAppError(error);
  }
}
