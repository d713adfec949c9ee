// @vitest-environment jsdom
import '../test/setupDom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiGetBlob } from './apiClient';
import { apiUpload } from './apiUpload';
import { ApiError } from './apiError';
import { writeAuth } from './authStorage';
import { i18n } from './i18n';
import { jsonResponse } from '../test/publicDataFixture';

/** The last XMLHttpRequest the client made, driven by the test. */
class FakeXhr {
  static last: FakeXhr;
  method = '';
  url = '';
  headers = new Map<string, string>();
  body: unknown;
  status = 0;
  responseText = '';
  responseHeaders = new Headers();
  upload: { onprogress: ((event: Partial<ProgressEvent>) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers.set(name.toLowerCase(), value);
  }
  getResponseHeader(name: string) {
    return this.responseHeaders.get(name);
  }
  send(body: unknown) {
    this.body = body;
  }
  abort() {
    this.onabort?.();
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.responseHeaders = new Headers({ 'Content-Type': 'application/json' });
    this.onload?.();
  }
}

describe('apiClient: private files (issue 16)', () => {
  beforeEach(async () => {
    writeAuth({ access_token: 'abc', refresh_token: 'def', expires_in: 7 * 24 * 3600 });
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    await i18n.changeLanguage('en');
  });

  it('fetches a file as bytes with the bearer token', async () => {
    const fetchMock = vi.fn(async () => new Response(new Uint8Array([37, 80, 68, 70])));
    vi.stubGlobal('fetch', fetchMock);
    const blob = await apiGetBlob('arrangements/5/files/9');
    expect(new Uint8Array(await new Response(blob).arrayBuffer())).toEqual(new Uint8Array([37, 80, 68, 70]));
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/v1/arrangements/5/files/9');
    const headers = new Headers(init.headers);
    expect(headers.get('Authorization')).toBe('Bearer abc');
    expect(headers.get('Accept')).toBe('*/*');
  });

  it("rethrows a refused file fetch with the server's message", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse({ message: 'Not found.' }, 404)),
    );
    await expect(apiGetBlob('arrangements/5/files/9')).rejects.toMatchObject({
      status: 404,
      message: 'Not found.',
    });
  });

  it('uploads a form with the usual headers and reports its progress', async () => {
    document.cookie = 'XSRF-TOKEN=tok; path=/';
    const form = new FormData();
    const progress: number[] = [];
    const done = apiUpload<{ data: unknown[] }>('arrangements/5/files', form, {
      onProgress: (fraction) => progress.push(fraction),
    });
    await vi.waitFor(() => expect(FakeXhr.last?.body).toBe(form));
    const request = FakeXhr.last;
    expect(request.method).toBe('POST');
    expect(request.url).toBe('/api/v1/arrangements/5/files');
    expect(request.headers.get('authorization')).toBe('Bearer abc');
    expect(request.headers.get('app-language')).toBe('en');
    expect(request.headers.get('x-xsrf-token')).toBe('tok');
    // The browser sets the multipart type with its boundary.
    expect(request.headers.has('content-type')).toBe(false);

    request.upload.onprogress?.({ lengthComputable: true, loaded: 25, total: 100 });
    request.upload.onprogress?.({ lengthComputable: true, loaded: 100, total: 100 });
    request.answer(201, { data: [] });
    await expect(done).resolves.toEqual({ data: [] });
    expect(progress).toEqual([0.25, 1]);
  });

  it('rejects a refused upload with the field errors, and a cancelled one as aborted', async () => {
    const refused = apiUpload('arrangements/5/files', new FormData());
    await vi.waitFor(() => expect(FakeXhr.last?.body).toBeInstanceOf(FormData));
    FakeXhr.last.answer(422, { message: 'Invalid file.', errors: { files: ['The file is too large.'] } });
    const error = await refused.catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 422, errors: { files: ['The file is too large.'] } });

    const first = FakeXhr.last;
    const controller = new AbortController();
    const cancelled = apiUpload('arrangements/5/files', new FormData(), { signal: controller.signal });
    await vi.waitFor(() => expect(FakeXhr.last).not.toBe(first));
    controller.abort();
    await expect(cancelled).rejects.toMatchObject({ name: 'AbortError' });
  });
});
