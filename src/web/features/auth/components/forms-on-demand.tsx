/**
 * The account forms a visitor may never open, loaded when they are shown: sign-up, the
 * phone's steps and the second step of sign-in. The sign-in page's first load then carries
 * only the e-mail form, which most visitors use (issue 20: on a phone four times slower
 * than this machine, evaluating the rest blocked the page for a third of a second). Offline,
 * a form never loaded is answered by the offline page, as a page is.
 */
import { Suspense, type ComponentType } from "react";
import { lazyPart } from "@web/features/offline/page-code";
import { PageFallback } from "@web/components/page/page-fallback";

function onDemand<P extends object>(load: () => Promise<ComponentType<P>>) {
  const Form = lazyPart<P>(() => load().then((form) => ({ default: form })));
  function FormOnDemand(props: P) {
    return (
      <Suspense fallback={<PageFallback height="form" />}>
        <Form {...props} />
      </Suspense>
    );
  }
  /**
   * Starts the download when a press is coming (a pointer over, or the focus on, what opens
   * the form), so the form is usually there by the press. A failure is left to the form's
   * own loading, which tries again and answers offline.
   */
  const preload = () => void Form.preload().catch(() => {});
  return Object.assign(FormOnDemand, { preload });
}

export const SignUpForm = onDemand(() => import("./sign-up-form").then((module) => module.SignUpForm));

export const PhoneCodeForm = onDemand(() =>
  import("./phone-code-form").then((module) => module.PhoneCodeForm),
);

export const TwoFactorChallenge = onDemand(() =>
  import("./two-factor-challenge").then((module) => module.TwoFactorChallenge),
);
