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

export default function HomePage() {
  usePageTitle(null);
  const modal = useServiceModal();
  return (
    <>
      <HeroSection />
      <MissionSection />
      <WhyChooseSection />
      <CareFeaturesSection />
      <ServicesSection onLearnMore={modal.open} />
      <LocationsSection />
      <PartnershipsSection />
      <CtaSection />
      <FaqSection />
      <TestimonialsSection shareAction={<ShareTestimonialButton />} />
      <LazyServiceModal serviceId={modal.serviceId} closing={modal.closing} onClose={modal.close} />
    </>
  );
}
