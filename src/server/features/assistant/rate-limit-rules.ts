/**
 * Who may ask how often. Anonymous visitors: 5 messages an hour per visitor id (spec
 * sections 5, 6 and 9), and a much higher ceiling per network address, because in Uganda
 * many phones reach us through one carrier address; the ceiling only stops a script that
 * throws its cookie away. Signed-in people are not limited.
 */
import { ASSISTANT } from "@shared/constants";
import type { Allowance } from "../../security/allowances";

const HOUR_MS = ASSISTANT.anonymousWindowMs;

/** About 40 visitors' full allowance from one address in an hour. */
export const ADDRESS_CEILING_PER_HOUR = 200;

/**
 * Hand-offs land as urgent in a person's inbox, so a flood would bury the real ones; the
 * address ceiling stays high enough that neighbours on one carrier address never block
 * someone in crisis.
 */
export const HANDOFFS_PER_VISITOR_PER_HOUR = 3;
export const HANDOFFS_PER_ADDRESS_PER_HOUR = 30;

const allowance = (key: string, limit: number): Allowance => ({ key, limit, windowMs: HOUR_MS });

export const visitorAllowance = (visitorId: string) =>
  allowance(`visitor:${visitorId}`, ASSISTANT.anonymousLimitPerHour);

/** `addressHash` is a keyed hash of the address (anonymous-id.ts), never the address. */
export const addressAllowance = (addressHash: string) =>
  allowance(`address:${addressHash}`, ADDRESS_CEILING_PER_HOUR);

export const handoffVisitorAllowance = (visitorId: string) =>
  allowance(`handoff-visitor:${visitorId}`, HANDOFFS_PER_VISITOR_PER_HOUR);

export const handoffAddressAllowance = (addressHash: string) =>
  allowance(`handoff-address:${addressHash}`, HANDOFFS_PER_ADDRESS_PER_HOUR);
