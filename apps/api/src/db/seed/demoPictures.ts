import { asc, eq, inArray, isNull } from 'drizzle-orm';
import PQueue from 'p-queue';
import type { ImageStore } from '../../adapters/files/imageStore';
import type { ImageFiles } from '../../adapters/files/imageStore';
import { storeOfferImage, uploadOfferImage } from '../../domain/images/offerImages';
import {
  OFFER_IMAGE_SIZES,
  PORTFOLIO_IMAGE_SIZES,
  processImage,
  type ImageSizes,
} from '../../domain/images/processImage';
import { replaceUserImage } from '../../domain/images/userImage';
import { replacePortfolioImage } from '../../domain/profiles/portfolio';
import type { Db } from '../client';
import { linkPreviews, offers, portfolioItems, users } from '../schema';
import {
  drawCover,
  drawOfferPicture,
  drawPatternPicture,
  drawPortfolioPicture,
  drawPortrait,
  drawPostPreview,
} from './demoArtwork';
import { Random } from './random';

type Stores = { db: Db; images: Pick<ImageStore, 'save' | 'remove'> };

/** Pictures drawn and stored at once: sharp works on its own threads, a few keep them all busy. */
const PICTURE_CONCURRENCY = 4;
/**
 * Text-free pictures drawn once and stored for several offers (an offer's second and third pictures)
 * and link previews: drawing and encoding is what makes seeding slow, storing a copy is cheap.
 */
const OFFER_POOL_SIZE = 16;
const PREVIEW_POOL_SIZE = 8;

/** A stable 32-bit number of a text (FNV-1a), so each picture has its own seed from what it shows. */
export function seedOf(text: string): number {
  let hash = 0x811c9dc5;
  for (const char of text) hash = Math.imul(hash ^ char.codePointAt(0)!, 0x01000193) >>> 0;
  return hash;
}

const randomFor = (text: string) => new Random(seedOf(text));

/** `size` pictures drawn by `draw` from their own seeds, checked and encoded as uploads are. */
function preparePool(
  name: string,
  size: number,
  draw: (random: Random) => Promise<Buffer>,
  sizes: ImageSizes,
): Promise<ImageFiles[]> {
  return Promise.all(
    Array.from({ length: size }, async (_, i) => processImage(await draw(randomFor(`${name}:${i}`)), sizes)),
  );
}

/** A demo user as their pictures need them. */
export type PicturedUser = {
  id: number;
  username: string;
  gender: string | null;
  company: string | null;
};

/** A demo user's photo (a portrait from the avatar library) and cover, each seeded by the username. */
export async function storeUserPictures(stores: Stores, person: PicturedUser): Promise<void> {
  const photo = await drawPortrait(`spona-demo-${person.username}`, {
    isBeardless: person.gender === 'FEMALE',
  });
  await replaceUserImage(stores, person.id, 'photo', photo);
  const cover = await drawCover(randomFor(`cover:${person.username}`), person.company);
  await replaceUserImage(stores, person.id, 'cover', cover);
}

/**
 * Issue 18: pictures for the demo set, so it looks like a living marketplace: every creator and
 * advertiser a photo and a 4:1 cover, every offer and service 1 to 3 gallery pictures (described, for
 * their alt texts), an IMAGE item with its picture in every portfolio, and kept previews of the
 * portfolio's post links (the demo has no network to read them from). All drawn on the machine
 * (demoArtwork.ts), each from its own seed, so the same data gets the same bytes on every run, and
 * stored the way uploads are (the same domain functions: processImage checks and re-encodes, the
 * ImageStore keeps them). The demo set's own random sequence is left untouched.
 */
export async function seedDemoPictures({ db, images }: Stores, now: Date): Promise<void> {
  const queue = new PQueue({ concurrency: PICTURE_CONCURRENCY });
  const people = await db
    .select({
      id: users.id,
      username: users.username,
      gender: users.gender,
      company: users.company,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(users)
    .where(inArray(users.type, ['INFLUENCER', 'ADVERTISER']))
    .orderBy(asc(users.id));
  const nameOf = new Map(people.map((u) => [u.id, u.company ?? `${u.firstName} ${u.lastName}`]));

  for (const person of people) void queue.add(() => storeUserPictures({ db, images }, person));

  const liveOffers = await db
    .select({ id: offers.id, userId: offers.userId, name: offers.name })
    .from(offers)
    .where(isNull(offers.deletedAt))
    .orderBy(asc(offers.id));
  const pool = await preparePool('offer-pool', OFFER_POOL_SIZE, drawPatternPicture, OFFER_IMAGE_SIZES);
  for (const offer of liveOffers) {
    const random = randomFor(`offer:${offer.id}:${offer.name}`);
    const more = random.sample(pool, random.int(0, 2));
    const owner = nameOf.get(offer.userId) ?? '';
    const describe = (n: number) => `${offer.name} (${n}/${more.length + 1})`;
    void queue.add(async () => {
      // One after another: the gallery's order is the order they are added in.
      const title = await drawOfferPicture(random, { title: offer.name, owner, layout: offer.id });
      await uploadOfferImage({ db, images }, offer.id, title, describe(1));
      for (const [i, files] of more.entries()) {
        await storeOfferImage({ db, images }, offer.id, files, describe(i + 2));
      }
    });
  }

  await seedPortfolioPictures({ db, images }, queue, now);
  await queue.onIdle();
}

/** An IMAGE item beside each demo portfolio's posts, and the previews of the posts' links. */
async function seedPortfolioPictures({ db, images }: Stores, queue: PQueue, now: Date): Promise<void> {
  const posts = await db
    .select({
      id: portfolioItems.id,
      userId: portfolioItems.userId,
      advertiserName: portfolioItems.advertiserName,
      link: portfolioItems.link,
      firstName: users.firstName,
    })
    .from(portfolioItems)
    .innerJoin(users, eq(users.id, portfolioItems.userId))
    .where(eq(portfolioItems.type, 'SOCIAL_POST'))
    .orderBy(asc(portfolioItems.id));

  // The items are added in order (their ids the same on every run); their pictures are drawn at once.
  const owners = [...new Set(posts.map((p) => p.userId))];
  for (const userId of owners) {
    const { advertiserName } = posts.find((p) => p.userId === userId)!;
    const [item] = await db
      .insert(portfolioItems)
      .values({
        userId,
        advertiserName,
        type: 'IMAGE',
        description: `${advertiserName}: fotografija kampanje`,
        showOnProfile: true,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    void queue.add(async () => {
      const picture = await drawPortfolioPicture(randomFor(`portfolio:${userId}`), advertiserName);
      await replacePortfolioImage({ db, images }, item!, picture);
    });
  }

  const previews = await preparePool(
    'preview-pool',
    PREVIEW_POOL_SIZE,
    drawPostPreview,
    PORTFOLIO_IMAGE_SIZES,
  );
  for (const post of posts) {
    if (!post.link) continue;
    const link = post.link;
    void queue.add(async () => {
      const imageFile = await images.save(randomFor(`preview:${link}`).pick(previews));
      await db
        .insert(linkPreviews)
        .values({
          url: link,
          ok: true,
          title: `${post.advertiserName} × ${post.firstName}`,
          description: `Objava na Instagramu za ${post.advertiserName}`,
          siteName: 'Instagram',
          imageFile,
          fetchedAt: now,
        })
        .onConflictDoNothing();
    });
  }
}
