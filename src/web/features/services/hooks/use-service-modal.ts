import { useCallback, useEffect, useRef, useState } from "react";
import { MODAL_CLOSE_DELAY_MS } from "@shared/constants";
import type { ModalServiceId } from "../service-catalog";

/**
 * Which service's modal is open. Closing takes 300 ms (spec section 9): the modal fades
 * out while `closing`, then unmounts.
 */
export function useServiceModal() {
  const [serviceId, setServiceId] = useState<ModalServiceId | null>(null);
  const [closing, setClosing] = useState(false);
  const timer = useRef<number | undefined>(undefined);

  const open = useCallback((id: ModalServiceId) => {
    window.clearTimeout(timer.current);
    setClosing(false);
    setServiceId(id);
  }, []);

  const close = useCallback(() => {
    setClosing(true);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => {
      setServiceId(null);
      setClosing(false);
    }, MODAL_CLOSE_DELAY_MS);
  }, []);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  return { serviceId, closing, open, close };
}
