/**
 * The banners slot of SPEC §2 (install, update available, cookie and analytics consent).
 * The PWA issue fills it; it renders nothing until then.
 */
export function Banners() {
  return null;
}
