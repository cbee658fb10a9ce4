import { lazy, Suspense } from "react";
import type { ServiceModalProps } from "./service-modal";

const ServiceModal = lazy(() => import("./service-modal"));

/** Loads the modal (and the dialog library) on the first Learn More, not with the page. */
export function LazyServiceModal(props: ServiceModalProps) {
  if (props.serviceId === null) return null;
  return (
    <Suspense fallback={null}>
      <ServiceModal {...props} />
    </Suspense>
  );
}

/** Starts the download early, when a pointer or focus reaches a Learn More button. */
export function preloadServiceModal() {
  void import("./service-modal");
}
