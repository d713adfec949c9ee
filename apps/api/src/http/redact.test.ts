import { describe, expect, it } from 'vitest';
import { redactUrl } from './redact';

describe('redactUrl', () => {
  it('masks verification and reset tokens in paths', () => {
    expect(redactUrl('/api/v1/register/verify/abc123')).toBe('/api/v1/register/verify/[redacted]');
    expect(redactUrl('/api/v1/register/password/reset/xyz?x=1')).toBe(
      '/api/v1/register/password/reset/[redacted]?x=1',
    );
  });

  it('masks secret query parameters and keeps the others', () => {
    expect(redactUrl('/a?token=s3cret&page=2&access_token=t')).toBe(
      '/a?token=[redacted]&page=2&access_token=[redacted]',
    );
  });

  it('leaves ordinary URLs alone', () => {
    expect(redactUrl('/api/v1/search/offers?query=fitness')).toBe('/api/v1/search/offers?query=fitness');
  });
});
