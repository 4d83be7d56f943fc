import {
  fieldCodeOf,
  type UpdatePictureBody,
  type UploadPicturesModel,
  UploadPicturesModelSchema,
} from '@freight/domain';
import type { UserRow } from '../../platform/auth/auth-hook';
import type { Database } from '../../platform/db/database';
import { newId } from '../../platform/db/new-id';
import { AppError } from '../../platform/errors/app-error';
import { type FieldProblems, fieldError } from '../../platform/errors/field-problems';
import type { FileStorage, StoredFile } from '../../platform/storage/file-storage';
import { PICTURE_OUTPUT_CONTENT_TYPE, type RenderedPicture, renderPicture } from './picture-images';
import {
  findHaulOwnerId,
  isChatPictureSharedWith,
  isDisputePictureSharedWith,
  isHaulShownToDrivers,
  isInspectionPictureOfParty,
} from './picture-links.repository';
import type { UploadPart } from './picture-upload-parts';
import {
  findPictureById,
  insertPictures,
  type NewPicture,
  type PictureChanges,
  type PictureRow,
  updatePicture,
} from './pictures.repository';
import { setProfilePicture } from './profile-picture.service';

export type PicturesContext = { db: Database; storage: FileStorage };

const NOT_FOUND = 'No such picture.';
const KEY_PATTERN = /^pictures\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\/(thumb|large)\.webp$/;

const keysFor = (id: string) => ({ thumbKey: `pictures/${id}/thumb.webp`, largeKey: `pictures/${id}/large.webp` });

const parseModel = (value: unknown): UploadPicturesModel => {
  const parsed = UploadPicturesModelSchema.safeParse(value);
  if (parsed.success) return parsed.data;
  const fields: FieldProblems = {};
  for (const issue of parsed.error.issues) {
    const path = ['model', ...issue.path.map(String)].join('.');
    fields[path] = [...(fields[path] ?? []), { ...fieldCodeOf(issue), message: issue.message }];
  }
  throw new AppError('validation_failed', 'Some fields are missing or invalid.', fields);
};

const renderOrRefuse = async (index: number, bytes: Buffer): Promise<RenderedPicture> => {
  const refused = new AppError(
    'unsupported_media_type',
    `image_${index} is not a picture we can read; send JPEG, PNG, WebP, GIF, AVIF, HEIF or TIFF.`,
  );
  const rendered = await renderPicture(bytes).catch(() => null);
  if (!rendered) throw refused;
  return rendered;
};

/** Pictures go on the actor's own hauls (staff: any); another's haul is answered as if it did not exist. */
const assertMayAttachTo = async (db: PicturesContext['db'], actor: UserRow, haulId: string): Promise<void> => {
  const ownerId = await findHaulOwnerId(db, haulId);
  if (ownerId === null || (ownerId !== actor.id && !actor.isStaff)) {
    throw new AppError('not_found', 'No such haul.', fieldError('haul_id', 'not_found', 'No such haul.'));
  }
};

/**
 * A profile picture is shown to everyone the user meets, so it belongs to a registered account (spec 6: a temporary
 * visitor may only get quotes), and a profile has one: a second file would be stored, public and never shown.
 */
const assertMayHaveProfilePicture = (owner: UserRow, fileCount: number): void => {
  if (owner.status === 'temporary') throw new AppError('forbidden', 'You need to log in to do that.');
  if (fileCount > 1) {
    const message = 'A profile has one picture.';
    throw new AppError('validation_failed', message, fieldError('image_1', 'too_many', message));
  }
};

type PendingPicture = Omit<NewPicture, 'ownerId' | 'purpose' | 'haulId' | 'caption'>;

/**
 * Stores every image_N of one upload, or none: a refused or failed file removes what this request already stored,
 * and rows are written in one insert only after every file is safely stored.
 */
export const uploadPictures = async (
  { db, storage }: PicturesContext,
  { owner, parts }: { owner: UserRow; parts: AsyncIterable<UploadPart> },
): Promise<PictureRow[]> => {
  const storedKeys: string[] = [];
  try {
    let model: UploadPicturesModel | undefined;
    const pending: PendingPicture[] = [];
    for await (const part of parts) {
      if (part.kind === 'model') {
        model = parseModel(part.value);
        continue;
      }
      if (pending.some((picture) => picture.sortOrder === part.index)) {
        throw new AppError(
          'validation_failed',
          'Each image_N may be sent once.',
          fieldError(`image_${part.index}`, 'picture_sent_twice', 'Sent twice.'),
        );
      }
      const rendered = await renderOrRefuse(part.index, part.bytes);
      const id = newId();
      const keys = keysFor(id);
      storedKeys.push(keys.thumbKey, keys.largeKey);
      await storage.put(keys.thumbKey, rendered.thumb.bytes, PICTURE_OUTPUT_CONTENT_TYPE);
      await storage.put(keys.largeKey, rendered.large.bytes, PICTURE_OUTPUT_CONTENT_TYPE);
      pending.push({
        id,
        ...keys,
        sortOrder: part.index,
        originalContentType: rendered.originalContentType,
        originalBytes: part.bytes.length,
        width: rendered.large.widthPx,
        height: rendered.large.heightPx,
      });
    }
    if (!model) {
      throw new AppError(
        'validation_failed',
        'The model field is required.',
        fieldError('model', 'required', 'Required.'),
      );
    }
    if (pending.length === 0) {
      const message = 'Send at least one picture.';
      throw new AppError('validation_failed', message, fieldError('image_0', 'picture_required', message));
    }
    const { purpose, haul_id, caption } = model;
    if (purpose === 'profile') assertMayHaveProfilePicture(owner, pending.length);
    if (haul_id) await assertMayAttachTo(db, owner, haul_id);
    const rows = await insertPictures(
      db,
      pending.map((picture) => ({
        ...picture,
        ownerId: owner.id,
        purpose,
        haulId: haul_id ?? null,
        caption: caption ?? '',
      })),
    );
    const sorted = rows.sort((a, b) => a.sortOrder - b.sortOrder);
    // A profile upload replaces the user's picture (and deletes the one it replaces).
    if (purpose === 'profile' && sorted[0]) {
      await setProfilePicture({ db, storage }, { userId: owner.id, pictureId: sorted[0].id });
    }
    return sorted;
  } catch (error) {
    await Promise.allSettled(storedKeys.map((key) => storage.delete(key)));
    throw error;
  }
};

/** Only the owner or staff may change a picture; anyone else is told it does not exist. */
export const changePicture = async (
  { db }: PicturesContext,
  { actor, id, body }: { actor: UserRow; id: string; body: UpdatePictureBody },
): Promise<PictureRow> => {
  const picture = await findPictureById(db, id);
  if (!picture || (picture.ownerId !== actor.id && !actor.isStaff)) throw new AppError('not_found', NOT_FOUND);
  const changes: PictureChanges = {};
  if (body.caption !== undefined) changes.caption = body.caption;
  if (body.order !== undefined) changes.sortOrder = body.order;
  if (body.haul_id) await assertMayAttachTo(db, actor, body.haul_id);
  if (body.haul_id !== undefined) changes.haulId = body.haul_id;
  if (Object.keys(changes).length === 0) return picture;
  return updatePicture(db, id, changes);
};

/**
 * Who may read a picture's bytes. `anyone`: profile pictures and the pictures of a load drivers can see (an <img>
 * cannot send the Authorization header; the unguessable UUIDv7 in the path plus stripped metadata keep them low-risk).
 * `members`: chat pictures, for their owner, staff and the members of a conversation where they were sent. `owner`:
 * a draft's pictures and pictures not attached to anything yet, for their owner and staff only. `parties`: the
 * condition photos of an inspection (the electronic bill of lading) and a problem report's pictures, for the haul's
 * shipper, its driver and staff.
 */
export type PictureAudience = 'anyone' | 'members' | 'parties' | 'owner';

export type OpenedPictureFile = StoredFile & { audience: PictureAudience };

const audienceOf = async (db: Database, picture: PictureRow): Promise<PictureAudience> => {
  switch (picture.purpose) {
    case 'profile':
      return 'anyone';
    case 'chat':
      return 'members';
    case 'inspection':
    case 'dispute':
      return 'parties';
    case 'haul':
      return picture.haulId && (await isHaulShownToDrivers(db, picture.haulId)) ? 'anyone' : 'owner';
    default:
      return picture.purpose satisfies never;
  }
};

const mayRead = async (
  db: Database,
  { viewer, picture, audience }: { viewer: UserRow; picture: PictureRow; audience: PictureAudience },
): Promise<boolean> => {
  if (audience === 'anyone' || viewer.id === picture.ownerId || viewer.isStaff) return true;
  const shared = { pictureId: picture.id, userId: viewer.id };
  if (audience === 'parties') {
    return picture.purpose === 'dispute'
      ? isDisputePictureSharedWith(db, shared)
      : isInspectionPictureOfParty(db, shared);
  }
  return audience === 'members' && isChatPictureSharedWith(db, shared);
};

/**
 * The bytes of one stored version, for whoever may read them (see PictureAudience). Anyone else, with a key or
 * without, is told it does not exist: a leaked link to a private picture confirms nothing.
 */
export const openPictureFile = async (
  { db, storage }: PicturesContext,
  { viewer, key }: { viewer: UserRow | null; key: string },
): Promise<OpenedPictureFile> => {
  const match = KEY_PATTERN.exec(key);
  const picture = match?.[1] ? await findPictureById(db, match[1]) : undefined;
  if (!picture || (picture.thumbKey !== key && picture.largeKey !== key)) throw new AppError('not_found', NOT_FOUND);
  const audience = await audienceOf(db, picture);
  if (audience !== 'anyone' && !(viewer && (await mayRead(db, { viewer, picture, audience })))) {
    throw new AppError('not_found', NOT_FOUND);
  }
  const file = await storage.get(key);
  if (!file) throw new AppError('not_found', NOT_FOUND);
  return { ...file, audience };
};
