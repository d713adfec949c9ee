import multipart from '@fastify/multipart';
import { ZIdParams, ZProfileImage, type TProfileImage } from '@spona/contracts';
import type { ImageStore } from '../../adapters/files/imageStore';
import type { Database } from '../../db/client';
import { Forbidden } from '../../domain/errors';
import { imageUrl, thumbnailFileOf } from '../../domain/images/assetPaths';
import { replaceProfileImage } from '../../domain/images/profileImage';
import { readImageUpload } from '../../http/readImageUpload';
import type { App } from '../../http/types';
import { requireUser } from '../../plugins/auth';
import { ROUTE_LIMITS } from '../../plugins/rateLimit';
import { authorize } from '../../policies/authorize';
import { isOwnProfile } from '../../policies/profiles';

const present = (file: string | null): TProfileImage => ({
  image_file: file,
  image_url: file ? imageUrl(file) : null,
  thumbnail_url: file ? imageUrl(thumbnailFileOf(file)) : null,
});

/**
 * The profile photo (SPEC §2 profile editor): POST users/{id}/image (multipart, file field `image`)
 * replaces it, DELETE users/{id}/image removes it (avatars then fall back to the initials image).
 * Checked, resized and stripped like offer images. Only the user themself: else 403.
 */
export async function profileImageRoutes(
  app: App,
  { database, images }: { database: Database; images: ImageStore },
) {
  const { db } = database;
  await app.register(multipart);

  app.post(
    '/users/:id/image',
    {
      config: { rateLimit: ROUTE_LIMITS.upload },
      schema: { params: ZIdParams, response: { 200: ZProfileImage } },
    },
    async (request) => {
      authorize(isOwnProfile(requireUser(request), request.params.id), new Forbidden());
      const upload = await readImageUpload(request);
      return present(await replaceProfileImage({ db, images }, request.params.id, upload.image));
    },
  );

  app.delete(
    '/users/:id/image',
    { schema: { params: ZIdParams, response: { 200: ZProfileImage } } },
    async (request) => {
      authorize(isOwnProfile(requireUser(request), request.params.id), new Forbidden());
      return present(await replaceProfileImage({ db, images }, request.params.id, null));
    },
  );
}
