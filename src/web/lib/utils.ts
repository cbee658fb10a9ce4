import { clsx, type ClassValue } from "clsx";

/**
 * Joins class names. Components put their defaults first and the caller's classes last;
 * a merging library would resolve conflicts but costs 20 KB of a cheap phone's data.
 */
export function cn(...inputs: ClassValue[]) {
  return clsx(inputs);
}
