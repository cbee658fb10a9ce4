import { usePageTitle } from "@web/lib/use-page-title";
import { HeroSection } from "@web/features/home/components/hero-section";
import { MissionSection } from "@web/features/home/components/mission-section";
import { WhyChooseSection } from "@web/features/home/components/why-choose-section";
import { CareFeaturesSection } from "@web/features/home/components/care-features-section";
import { ServicesSection } from "@web/features/home/components/services-section";
import { LocationsSection } from "@web/features/home/components/locations-section";
import { PartnershipsSection } from "@web/features/home/components/partnerships-section";
import { CtaSection } from "@web/features/home/components/cta-section";
import { FaqSection } from "@web/features/home/components/faq-section";
import { TestimonialsSection } from "@web/features/home/components/testimonials-section";
import { ShareTestimonialButton } from "@web/features/testimonials/components/share-testimonial-button";
import { LazyServiceModal } from "@web/features/services/components/lazy-service-modal";
import { useServiceModal } from "@web/features/services/hooks/use-service-modal";
import { InTurn } from "@web/lib/in-turn";

export default function HomePage() {
  usePageTitle(null);
  const modal = useServiceModal();
  return (
    <>
      <InTurn>
        <HeroSection />
      </InTurn>
      <InTurn>
        <MissionSection />
      </InTurn>
      <InTurn>
        <WhyChooseSection />
      </InTurn>
      <InTurn>
        <CareFeaturesSection />
      </InTurn>
      <InTurn>
        <ServicesSection onLearnMore={modal.open} />
      </InTurn>
      <InTurn>
        <LocationsSection />
      </InTurn>
      <InTurn>
        <PartnershipsSection />
      </InTurn>
      <InTurn>
        <CtaSection />
      </InTurn>
      <InTurn>
        <FaqSection />
      </InTurn>
      <InTurn>
        <TestimonialsSection shareAction={<ShareTestimonialButton />} />
      </InTurn>
      <LazyServiceModal serviceId={modal.serviceId} closing={modal.closing} onClose={modal.close} />
    </>
  );
}
