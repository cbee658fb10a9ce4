/**
 * The business constants of the product specification (section 9), named once.
 * Both the browser and the server read them from here.
 */

export const REGIONS = ["kampala", "masaka", "mbarara", "fort_portal"] as const;
export type Region = (typeof REGIONS)[number];

export const SERVICE_TYPES = ["art", "prep", "testing", "peer_support"] as const;
export type ServiceType = (typeof SERVICE_TYPES)[number];

export const PRIORITIES = ["urgent", "high", "medium", "low"] as const;
export type Priority = (typeof PRIORITIES)[number];
/** Inbox sort: higher rank first, unknown values rank 0. */
export const PRIORITY_RANK: Record<string, number> = { urgent: 4, high: 3, medium: 2, low: 1 };

export const ROLES = ["admin", "user"] as const;
export type Role = (typeof ROLES)[number];

export const NOTIFICATION_TYPES = ["application", "message", "reply", "other"] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

export const INBOX_STATUSES = ["new", "reviewed"] as const;

/**
 * A case's states (docs/decisions/054-cases.md): new until a navigator acts on it, in
 * progress, waiting for the client, resolved. The client writing again reopens it.
 */
export const CASE_STATES = ["new", "in_progress", "waiting", "resolved"] as const;
export type CaseState = (typeof CASE_STATES)[number];

/** A case waits on the team too long after this, by priority (urgent 1 hour, high 1 day). */
export const CASE_OVERDUE_AFTER_MS: Readonly<Partial<Record<Priority, number>>> = {
  urgent: 60 * 60 * 1000,
  high: 24 * 60 * 60 * 1000,
};

/** A resolved case the client writes to within this time is reopened; later, a new case opens. */
export const CASE_REOPEN_WINDOW_MS = 14 * 24 * 60 * 60 * 1000;

export const APPLICATION_STATUSES = [
  "submitted",
  "in_review",
  "approved",
  "scheduled",
  "completed",
  "declined",
] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

export const ASSISTANT = {
  anonymousLimitPerHour: 5,
  anonymousWindowMs: 60 * 60 * 1000,
  bannerWhenRemainingAtMost: 2,
  inactivityResetMs: 300_000,
  savedSessionValidMs: 24 * 60 * 60 * 1000,
  contextTurnsUsed: 3,
  contextTurnsKept: 5,
  contextReplyChars: 200,
  historyPreviewChars: 50,
  typingMsPerChar: 25,
  greetingDelayMs: 800,
  searchResults: 3,
  searchSnippetChars: 200,
  llmTimeoutMs: 10_000,
  hintDelayMs: 2 * 60 * 1000,
  hintEveryMs: 2 * 60 * 60 * 1000,
  hintVisibleMs: 10_000,
} as const;

export const SPLASH = {
  stepPercent: 2,
  stepMs: 50,
  tipEveryMs: 1000,
  tipCount: 15,
  dotCount: 5,
  completionDelayMs: 500,
} as const;

export const INSTALL_BANNER = {
  browserDelayMs: 3000,
  iosDelayMs: 5000,
  reshowAfterMs: 7 * 24 * 60 * 60 * 1000,
} as const;

export const BACK_ONLINE_COUNTDOWN_MS = 2000;
export const MOBILE_BREAKPOINT_PX = 768;
export const NAV_SCROLL_THRESHOLD_PX = 20;
export const MODAL_CLOSE_DELAY_MS = 300;
export const IMAGE_PRELOAD_DELAY_MS = 1000;
export const BADGE_MAX = 99;
export const TESTIMONIALS_SHOWN = 6;
export const TESTIMONIAL_COUNTER_MAX = 500;
export const MEDICATION_SNOOZE_MS = 10 * 60 * 1000;
export const TIMEZONE = "Africa/Kampala";

export const APP_VERSION = "1.0.0";
export const API_BASE = "/api";
export const API_TIMEOUT_MS = 10_000;

export const FEATURE_FLAGS = {
  analytics: true,
  errorTracking: true,
  offlineMode: true,
  pushNotifications: true,
} as const;

export const QUERY_CACHE = { gcTimeMs: 5 * 60 * 1000, retries: 3, maxRetryDelayMs: 30_000 } as const;

export const SERVICE_ESTIMATED_TIMES = {
  art: "15-30 minutes setup",
  prep: "45-60 minutes initial visit",
  testing: "30-45 minutes",
} as const;

/**
 * The language the person chose, also as a cookie: the server sends each public page already
 * written in it (docs/decisions/076). Not HttpOnly, not personal; kept like the stored choice.
 */
export const LANGUAGE_COOKIE = "lang";

/**
 * The browser storage names of spec section 3. None names health or the product
 * (docs/decisions/051): whoever opens the phone's site data sees only everyday words.
 * The chat's conversations are one value, kept for the visit in session storage, or
 * encrypted in local storage when the visitor chooses to keep them (docs/decisions/053).
 */
export const STORAGE_KEYS = {
  /** Session storage: this visit's conversations. */
  chatVisit: "chat-visit",
  /** Local storage: the conversations a visitor chose to keep, encrypted. */
  chatKept: "chat-kept",
  /** Local storage: the visitor chose to keep conversations on this phone. */
  chatKeep: "chat-keep",
  aiUsage: "ai-usage",
  lastHint: "hint-shown",
  installDismissed: "install-dismissed",
  iosPromptSeen: "ios-prompt-seen",
  theme: "vite-ui-theme",
  language: "i18nextLng",
  splashShown: "splash-shown",
  /** Local storage: a sign-out that has not reached the server yet (lib/auth.tsx). */
  signOutPending: "sign-out-pending",
  /** Local storage: discreet mode is on (docs/safety.md). */
  discreetMode: "discreet-mode",
} as const;

/**
 * What sign-out and the quick exit leave in local storage (docs/decisions/051): settings
 * that say nothing about the person or health, and the sign-out still to finish.
 */
export const DEVICE_KEPT_KEYS: readonly string[] = [
  STORAGE_KEYS.signOutPending,
  STORAGE_KEYS.theme,
  STORAGE_KEYS.language,
  STORAGE_KEYS.discreetMode,
  STORAGE_KEYS.installDismissed,
  STORAGE_KEYS.iosPromptSeen,
];

/** IndexedDB databases, neutral names too: the offline queue and the device's keys. */
export const DATABASE_NAMES = {
  sendQueue: "send-queue",
  deviceKeys: "device-keys",
} as const;

/** What earlier versions stored under the product's name; removed on start. */
export const LEGACY_STORAGE_PREFIX = "hivcare-";

/** What a crisis line is for, when the product knows it (the card names it in the person's language). */
export const CRISIS_LINE_SERVICES = ["police", "emergency", "child_helpline"] as const;
export type CrisisLineService = (typeof CRISIS_LINE_SERVICES)[number];

export interface CrisisLine {
  /** What the phone dials: digits, an optional leading +, spaces. */
  number: string;
  service: CrisisLineService | null;
  /** The operator's own name for a line of theirs, shown as written. */
  label: string | null;
}

/**
 * Uganda's free emergency numbers, shown with every crisis reply unless the operator
 * configures others (CRISIS_LINES): 999 (Uganda Police Force), 112 (general emergency,
 * routed to the police), 116 (Sauti, the national child helpline of the Ministry of
 * Gender, Labour and Social Development), as of 2026-11.
 */
export const DEFAULT_CRISIS_LINES: readonly CrisisLine[] = [
  { number: "999", service: "police", label: null },
  { number: "112", service: "emergency", label: null },
  { number: "116", service: "child_helpline", label: null },
];

/** A visitor's live chat with the team (decision 060): its routes, and its cookie's path. */
export const LIVE_CHAT_PATH = "/api/live-chat";

/** How soon a navigator contacts a person whose chat read as a crisis, as promised to them. */
export const DEFAULT_CRISIS_RESPONSE_MINUTES = 60;
