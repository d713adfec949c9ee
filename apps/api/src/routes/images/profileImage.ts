import multipart from '@fastify/multipart';
import {
  ZIdParams,
  ZProfileCover,
  ZProfileImage,
  type TProfileCover,
  type TProfileImage,
} from '@spona/contracts';
import type { ImageStore } from '../../adapters/files/imageStore';
import type { Database } from '../../db/client';
import { Forbidden } from '../../domain/errors';
import { imageUrl, thumbnailFileOf } from '../../domain/images/assetPaths';
import { replaceUserImage } from '../../domain/images/userImage';
import { readImageUpload } from '../../http/readImageUpload';
import type { App } from '../../http/types';
import { requireUser } from '../../plugins/auth';
import { ROUTE_LIMITS } from '../../plugins/rateLimit';
import { authorize } from '../../policies/authorize';
import { isOwnProfile } from '../../policies/profiles';

const urls = (file: string | null) => ({
  url: file ? imageUrl(file) : null,
  thumbnail_url: file ? imageUrl(thumbnailFileOf(file)) : null,
});

const presentPhoto = (file: string | null): TProfileImage => {
  const { url, thumbnail_url } = urls(file);
  return { image_file: file, image_url: url, thumbnail_url };
};

const presentCover = (file: string | null): TProfileCover => {
  const { url, thumbnail_url } = urls(file);
  return { cover_file: file, cover_url: url, thumbnail_url };
};

/**
 * The profile's images, the photo (SPEC §2 profile editor) and the cover banner (issue 18):
 * POST users/{id}/image and users/{id}/cover (multipart, file field `image`) replace one, DELETE of
 * the same path removes it (avatars then fall back to the initials image; pages show no cover).
 * Checked by content, resized and stripped like offer images (the cover cropped to a 4:1 banner).
 * Only the user themself: else 403.
 */
export async function profileImageRoutes(
  app: App,
  { database, images }: { database: Database; images: ImageStore },
) {
  const { db } = database;
  await app.register(multipart);

  const slots = [
    { slot: 'photo', path: '/users/:id/image', schema: ZProfileImage, present: presentPhoto },
    { slot: 'cover', path: '/users/:id/cover', schema: ZProfileCover, present: presentCover },
  ] as const;

  for (const { slot, path, schema, present } of slots) {
    app.post(
      path,
      {
        config: { rateLimit: ROUTE_LIMITS.upload },
        schema: { params: ZIdParams, response: { 200: schema } },
      },
      async (request) => {
        authorize(isOwnProfile(requireUser(request), request.params.id), new Forbidden());
        const upload = await readImageUpload(request);
        return present(await replaceUserImage({ db, images }, request.params.id, slot, upload.image));
      },
    );

    app.delete(path, { schema: { params: ZIdParams, response: { 200: schema } } }, async (request) => {
      authorize(isOwnProfile(requireUser(request), request.params.id), new Forbidden());
      return present(await replaceUserImage({ db, images }, request.params.id, slot, null));
    });
  }
}
