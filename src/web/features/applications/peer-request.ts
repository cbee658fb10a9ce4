/**
 * The peer navigator request: the few fields a navigator needs to reach someone, turned
 * into a peer_support application, which the form checks with the same schema the server uses.
 */
import {
  DISCREET_NOTES_MAX_CHARS,
  type DeliveryPreference,
  type ServiceApplicationInput,
} from "@shared/api/applications";
import type { Region } from "@shared/constants";

export const PEER_REQUEST_FIELDS = [
  "full_name",
  "region",
  "delivery_preference",
  "phone",
  "discreet_notes",
  "consent_data",
] as const;
export type PeerRequestField = (typeof PEER_REQUEST_FIELDS)[number];

export interface PeerRequestValues {
  full_name: string;
  region: Region | "";
  delivery_preference: DeliveryPreference;
  phone: string;
  discreet_notes: string;
  consent_data: boolean;
}

export const EMPTY_PEER_REQUEST: PeerRequestValues = {
  full_name: "",
  region: "",
  delivery_preference: "home",
  phone: "",
  discreet_notes: "",
  consent_data: false,
};

export { DISCREET_NOTES_MAX_CHARS };

export function toApplication(values: PeerRequestValues): ServiceApplicationInput {
  return {
    service_type: "peer_support",
    full_name: values.full_name,
    phone: values.phone,
    region: values.region as Region,
    delivery_preference: values.delivery_preference,
    discreet_notes: values.discreet_notes,
    // Peer support delivers nothing; a navigator meets the person where they choose.
    consent_delivery: false,
    consent_data: values.consent_data as true,
  };
}
