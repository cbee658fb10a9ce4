import { IMAGE_EXTENSIONS } from "@shared/api/images";

const EXTENSION = new RegExp(`\\.(${IMAGE_EXTENSIONS.join("|")})$`, "i");

function fromAllowedHost(hostname: string, allowedHosts: readonly string[]): boolean {
  const host = hostname.toLowerCase();
  return allowedHosts.some((allowed) => host === allowed || host.endsWith(`.${allowed}`));
}

/**
 * Spec section 5: a result is accepted only from an allowed image host or when its path
 * ends in jpg, jpeg, png, gif or webp. Only https addresses are considered at all: the page
 * is served over https and a plain-http or script address has no place in an <img>.
 */
export function acceptImageUrl(link: string, allowedHosts: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return false;
  }
  if (url.protocol !== "https:" || url.username || url.password) return false;
  return fromAllowedHost(url.hostname, allowedHosts) || EXTENSION.test(url.pathname);
}
