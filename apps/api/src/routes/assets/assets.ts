import { GENERATED_AVATARS_PATH, ZFileParams } from '@spona/contracts';
import type { ImageStore } from '../../adapters/files/imageStore';
import { NotFound } from '../../domain/errors';
import { IMAGES_PATH, INITIALS_PATH } from '../../domain/images/assetPaths';
import { MAX_USER_ID, renderUserAvatar } from '../../domain/images/generatedAvatar';
import { INITIALS_PATTERN, renderInitialsAvatar } from '../../domain/images/initialsAvatar';
import type { App } from '../../http/types';
import { ROUTE_LIMITS } from '../../plugins/rateLimit';

/** Stored files never change (a new upload gets a new random name): cache them for a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Images generated in this process (initials by letters, avatars by user id): a few megabytes at most. */
const GENERATED_CACHE_SIZE = 500;
/** `{user id}.svg`, the id a positive integer without leading zeros. */
const AVATAR_FILE = /^([1-9][0-9]{0,9})\.svg$/;
/** The drawing's own markup only: nothing in it runs or loads, even when the file is opened on its own. */
const SVG_POLICY = "default-src 'none'; style-src 'unsafe-inline'";

/** Remembers what `render` made for the last GENERATED_CACHE_SIZE keys (the oldest goes first). */
function cacheGenerated<T>(render: (key: string) => Promise<T> | T): (key: string) => Promise<T> {
  const cache = new Map<string, T>();
  return async (key) => {
    let value = cache.get(key);
    if (value === undefined) {
      value = await render(key);
      if (cache.size >= GENERATED_CACHE_SIZE) cache.delete(cache.keys().next().value!);
      cache.set(key, value);
    }
    return value;
  };
}

/**
 * SPEC §7 Assets: uploaded images at /assets/images/{image_file} and generated initials avatars at
 * /assets/static/initials/{initials}.jpeg; issue 18: illustrated avatars at
 * /assets/static/avatars/{user id}.svg. Public, outside the API base path.
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

  const initialsJpeg = cacheGenerated(renderInitialsAvatar);
  app.get(
    `${INITIALS_PATH}/:file`,
    { config: { public: true, rateLimit: ROUTE_LIMITS.files }, schema: { params: ZFileParams } },
    async (request, reply) => {
      const initials = /^(.+)\.jpeg$/.exec(request.params.file)?.[1] ?? '';
      if (!INITIALS_PATTERN.test(initials)) throw new NotFound();
      return reply
        .header('cache-control', IMMUTABLE)
        .type('image/jpeg')
        .send(await initialsJpeg(initials));
    },
  );

  // Drawn from the id alone (no database read): any id in range has its avatar, as any letters have
  // their initials image; the id says nothing that a profile URL does not.
  const avatarSvg = cacheGenerated((id) => renderUserAvatar(Number(id)));
  app.get(
    `${GENERATED_AVATARS_PATH}/:file`,
    { config: { public: true, rateLimit: ROUTE_LIMITS.files }, schema: { params: ZFileParams } },
    async (request, reply) => {
      const id = AVATAR_FILE.exec(request.params.file)?.[1];
      if (!id || Number(id) > MAX_USER_ID) throw new NotFound();
      return reply
        .header('cache-control', IMMUTABLE)
        .header('content-security-policy', SVG_POLICY)
        .type('image/svg+xml')
        .send(await avatarSvg(id));
    },
  );
}
