import { lazy, Suspense, useState } from "react";
import { Link } from "@web/lib/router";
import { useTranslation } from "@web/lib/i18n";
import { MessageSquarePlus } from "lucide-react";
import { useAuth } from "@web/lib/auth";
import { Button } from "@web/components/ui/button";

// The dialog (and its form code) loads on the first click, not with the home page.
const TestimonialDialog = lazy(() => import("./testimonial-dialog"));

/**
 * "Share testimonial" for a signed-in user (spec section 2); everyone else sees
 * "Sign in to share your testimonial", leading to the portal's sign-in.
 */
export function ShareTestimonialButton() {
  // Without suspense: the home page must not wait for these strings.
  const { t, ready } = useTranslation("testimonials", { useSuspense: false });
  const { isAuthenticated, loading } = useAuth();
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  if (loading || !ready) return null;
  if (!isAuthenticated) {
    return (
      <Link to="/portal" className="font-semibold text-primary underline underline-offset-4">
        {t("signInToShare")}
      </Link>
    );
  }
  return (
    <>
      <Button
        size="lg"
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
      >
        <MessageSquarePlus aria-hidden="true" />
        {t("share")}
      </Button>
      {wanted ? (
        <Suspense fallback={null}>
          <TestimonialDialog open={open} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </>
  );
}
