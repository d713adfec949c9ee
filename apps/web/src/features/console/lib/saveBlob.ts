/**
 * Issue 17: hands a file the console fetched with the staff token (an export, an attachment) to the
 * browser as a download, through a short-lived object URL and an `<a download>`.
 */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started; a later revoke keeps slow browsers from losing it.
  window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
