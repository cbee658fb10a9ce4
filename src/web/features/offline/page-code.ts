/**
 * Downloading a page's code (each route is a lazy module). A failed download is not
 * necessarily an error: offline, on a first visit of that page, it is the normal case and
 * the offline page answers it (docs/decisions/048-offline-never-an-error.md). Online, the
 * download is tried once more before the router's error shows (spec section 8); and when
 * the browser says online but our server cannot be reached either (a mobile link that
 * carries nothing), that is being offline too.
 */
import type { ComponentType } from "react";
import { api, type Api } from "@web/lib/api";
import { lazyRetrying, type RetryingComponent } from "@web/lib/lazy-retrying";
import { isOnline } from "@web/lib/network";

/** A page's code could not be downloaded; `offline` says whether the connection is why. */
export class PageCodeUnavailable extends Error {
  override name = "PageCodeUnavailable";
  readonly offline: boolean;
  /** Downloads the code again; resolves once the page can show. */
  readonly reload: () => Promise<void>;

  constructor({ offline, reload, cause }: { offline: boolean; reload: () => Promise<void>; cause: unknown }) {
    super("A page's code could not be downloaded", { cause });
    this.offline = offline;
    this.reload = reload;
  }
}

export interface Connection {
  online(): boolean;
  reachable(): Promise<boolean>;
}

const REACHABLE_TIMEOUT_MS = 5000;

/** Whether our server answers at all (any status): only asked after a download failed twice. */
export async function serverReachable(client: Api = api): Promise<boolean> {
  // Not AbortSignal.timeout: older phones' browsers lack it, and would take every failed
  // page for being offline.
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), REACHABLE_TIMEOUT_MS);
  try {
    await client.health.$get(undefined, {
      init: { cache: "no-store", credentials: "omit", signal: controller.signal },
    });
    return true;
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

const browserConnection: Connection = { online: isOnline, reachable: () => serverReachable() };

export async function loadPageCode<M>(
  load: () => Promise<M>,
  reload: () => Promise<void>,
  connection: Connection = browserConnection,
): Promise<M> {
  try {
    return await load();
  } catch (first) {
    if (!connection.online()) throw new PageCodeUnavailable({ offline: true, reload, cause: first });
    try {
      return await load();
    } catch (second) {
      const offline = !connection.online() || !(await connection.reachable());
      throw new PageCodeUnavailable({ offline, reload, cause: second });
    }
  }
}

/**
 * A part of a page that only some visitors need (the signed-in portal, the sign-up form):
 * loaded on first render, tried once more online, loadable again after a failure, and
 * offline answered by the offline page rather than an error.
 */
export function lazyPart<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): RetryingComponent<P> {
  const part: RetryingComponent<P> = lazyRetrying(() =>
    loadPageCode<{ default: ComponentType<P> }>(load, () => part.preload()),
  );
  return part;
}

/** A route's page, loaded as a part is. */
export const lazyPage = (load: () => Promise<{ default: ComponentType }>): RetryingComponent<object> =>
  lazyPart<object>(load);
