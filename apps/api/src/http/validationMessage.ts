import type { TOptions } from 'i18next';
import { issueMessage } from '@spona/contracts';

/** One validation issue as fastify-type-provider-zod reports it (zod 4 issue without path and code). */
export type ValidationIssue = {
  keyword: string;
  instancePath: string;
  message?: string;
  params: Record<string, unknown>;
};

type Translate = (key: string, options?: TOptions) => string;

/**
 * The translated text of a validation issue in the request's language: the shared mapping of
 * contracts' `issueMessage` (the web app's forms use the same), read from the `api` catalogue.
 */
export function validationMessage(issue: ValidationIssue, t: Translate): string {
  const { key, values } = issueMessage({ ...issue.params, code: issue.keyword, message: issue.message });
  return t(key, values);
}
