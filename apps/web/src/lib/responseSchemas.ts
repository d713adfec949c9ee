/**
 * The schemas that check the answers of the app shell, the home page and the auth feature (public
 * data, the signed-in user, the blog posts, sign-in, registration and password reset). They come with
 * zod (27 kB gzipped), so they load as a chunk of their own, fetched beside the request that needs
 * them (`loadResponseSchemas`), never before the first page renders (issue 7).
 */
export {
  ZAuthUser,
  ZAvailability,
  ZBlogPostList,
  ZChallenge,
  ZEmailVerification,
  ZPasswordResetCheck,
  ZPublicData,
  ZTokenResponse,
} from '@spona/contracts';
