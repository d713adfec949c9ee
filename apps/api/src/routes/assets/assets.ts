import { ZFileParams } from '@spona/contracts';
import type { ImageStore } from '../../adapters/files/imageStore';
import { NotFound } from '../../domain/errors';
import { IMAGES_PATH, INITIALS_PATH } from '../../domain/images/assetPaths';
import { INITIALS_PATTERN, renderInitialsAvatar } from '../../domain/images/initialsAvatar';
import type { App } from '../../http/types';
import { ROUTE_LIMITS } from '../../plugins/rateLimit';

/** Stored files never change (a new upload gets a new random name): cache them for a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Initials images generated in this process, by letters; a few hundred kilobytes at most. */
const INITIALS_CACHE_SIZE = 500;

/**
 * SPEC §7 Assets: uploaded images at /assets/images/{image_file} and generated initials avatars at
 * /assets/static/initials/{initials}.jpeg. Public, outside the API base path.
 */
export async function assetRoutes(app: App, { images }: { images: ImageStore }) {
  app.get(
    `${IMAGES_PATH}/:file`,
    { config: { public: true, rateLimit: ROUTE_LIMITS.files }, schema: { params: ZFileParams } },
    async (request, reply) => {
      const stored = await images.open(request.params.file);
      if (!stored) throw new NotFound();
      return reply
        .header('cache-control', IMMUTABLE)
        .header('content-length', stored.size)
        .type('image/webp')
        .send(stored.stream);
    },
  );

  const initialsCache = new Map<string, Buffer>();
  app.get(
    `${INITIALS_PATH}/:file`,
    { config: { public: true, rateLimit: ROUTE_LIMITS.files }, schema: { params: ZFileParams } },
    async (request, reply) => {
      const initials = /^(.+)\.jpeg$/.exec(request.params.file)?.[1] ?? '';
      if (!INITIALS_PATTERN.test(initials)) throw new NotFound();
      let jpeg = initialsCache.get(initials);
      if (!jpeg) {
        jpeg = await renderInitialsAvatar(initials);
        if (initialsCache.size >= INITIALS_CACHE_SIZE)
          initialsCache.delete(initialsCache.keys().next().value!);
        initialsCache.set(initials, jpeg);
      }
      return reply.header('cache-control', IMMUTABLE).type('image/jpeg').send(jpeg);
    },
  );
}
