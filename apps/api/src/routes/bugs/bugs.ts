import multipart from '@fastify/multipart';
import {
  BUG_PROBLEM_MAX_LENGTH,
  BUG_SCREENSHOT_MAX_BYTES,
  ZBugReportCreate,
  ZBugReportCreated,
} from '@spona/contracts';
import type { Database } from '../../db/client';
import { createBugReport } from '../../domain/support/bugReports';
import type { ScreenshotStore } from '../../domain/support/screenshot';
import { readMultipart } from '../../http/readMultipart';
import type { App } from '../../http/types';
import { requireUser } from '../../plugins/auth';
import { ROUTE_LIMITS } from '../../plugins/rateLimit';

/** A JSON body holds the screenshot in base64 (4/3 of its size) beside the text. */
const BUG_REPORT_BODY_LIMIT = Math.ceil((BUG_SCREENSHOT_MAX_BYTES * 4) / 3) + 64 * 1024;

/**
 * SPEC §7 POST bugs, the navbar's bug report (SPEC §2, §4), for signed-in users only (the button is
 * only in their navbar; anonymous callers get 401). JSON with the screenshot as a data URL, or
 * multipart/form-data with the same fields and the screenshot as the file part `image_file`: both are
 * validated by the one schema. Empty problem 400, screenshot over 5 MB 413, not a PNG 415.
 */
export async function bugRoutes(
  app: App,
  { database, screenshots }: { database: Database; screenshots: ScreenshotStore },
) {
  await app.register(multipart);
  const limits = {
    fileSize: BUG_SCREENSHOT_MAX_BYTES,
    files: 1,
    fields: 10,
    fieldSize: BUG_PROBLEM_MAX_LENGTH * 4,
    parts: 11,
  };

  app.post(
    '/bugs',
    {
      bodyLimit: BUG_REPORT_BODY_LIMIT,
      config: { rateLimit: ROUTE_LIMITS.bugReport },
      schema: { body: ZBugReportCreate, response: { 201: ZBugReportCreated } },
      // A form becomes the body the schema validates, its file the same data URL a JSON body carries
      // (its bytes are checked afterwards); a broken form is a 400 (readMultipart), never a 500.
      preValidation: async (request) => {
        if (!request.isMultipart()) return;
        const { fields, files } = await readMultipart(request, limits);
        const screenshot = files.image_file;
        request.body = {
          ...fields,
          image_file: screenshot?.length
            ? `data:application/octet-stream;base64,${screenshot.toString('base64')}`
            : '',
        } as typeof request.body;
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const body = request.body;
      const { id } = await createBugReport(database.db, screenshots, {
        ...body,
        image_file: body.image_file || null,
        userId: user.id,
        userAgent: request.headers['user-agent'],
      });
      return reply.code(201).send({ id, message: request.t('support.reported') });
    },
  );
}
