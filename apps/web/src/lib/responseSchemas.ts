/**
 * The schemas the app shell and the home page check their responses with (public data, the
 * signed-in user, the blog posts). They come with zod (27 kB gzipped), so they load as a chunk of
 * their own, fetched beside the request that needs them (`loadResponseSchemas`), never before the
 * first page renders (issue 7).
 */
export { ZAuthUser, ZBlogPostList, ZPublicData } from '@spona/contracts';
