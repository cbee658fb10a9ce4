/**
 * Component-test helpers for the notifications: English strings, a fake server behind fetch,
 * and the app's providers (query cache, auth, router).
 */
import { useEnglishStrings } from "@web/test/render-app";
import { stubResizeObserver } from "@web/test/browser-apis";

/** The app's English strings (all of them: a part may read another namespace's). */
export const useEnglish = useEnglishStrings;

/** jsdom lacks what the popover's positioning reads. */
export const stubLayoutApis = stubResizeObserver;

/** The app's fake server (render-app's): anything not routed is a 404. */
export { fakeServer, type FakeServer } from "@web/test/render-app";

export { renderWithApp, SIGNED_IN_ME } from "@web/test/render-app";
