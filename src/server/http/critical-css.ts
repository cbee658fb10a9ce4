/**
 * The rules a drawn page uses, inlined in its head, and the whole stylesheet moved to the
 * end of the body: the first paint then needs the page alone, one round trip instead of two
 * (docs/decisions/077). Beasties, the kept fork of Google's Critters, keeps each rule whose
 * selector matches an element of the page.
 */
import Beasties from "beasties";
import type { Logger } from "../logger";

/**
 * Rules Beasties cannot match that the first paint still needs: the dark theme's colours,
 * which hang on a class the head's script puts on <html>; and Tailwind's classes written
 * with a character React escapes in the page (`[&_svg]:size-4` is `[&amp;_svg]:size-4`
 * there, and Beasties reads the page as written).
 */
const RULES_MATCHED_ONLY_IN_THE_BROWSER = [".dark", /\\[&'"<>]/];

export function criticalCss(webRoot: string, logger: Logger): (html: string) => Promise<string> {
  const beasties = new Beasties({
    path: webRoot,
    publicPath: "/",
    // A link at the end of the body: no inline handler, which the content security policy
    // would refuse, and nothing for a browser without scripts to miss.
    preload: "body",
    allowRules: RULES_MATCHED_ONLY_IN_THE_BROWSER,
    // The head's own small styles (splash shown, page redrawn) match only after its script.
    reduceInlineStyles: false,
    logLevel: "warn",
    logger: { warn: (message) => logger.warn(message), error: (message) => logger.error(message) },
  });
  return async (html) => {
    try {
      // Beasties marks <html> as the part of the page it matched: a mark for no one else.
      return (await beasties.process(html)).replace(" data-beasties-container", "");
    } catch (error) {
      // The page is still right with its stylesheet in the head, only later to paint.
      logger.error({ err: error }, "the critical CSS of a page could not be chosen");
      return html;
    }
  };
}
