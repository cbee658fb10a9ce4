/**
 * Spec section 9's search: some questions ask for places or current information
 * ("clinic near me in Masaka", "latest PrEP news"). Those are answered from the resources
 * directory (decision 070): clinics, hotlines and organisations with what they offer, where,
 * when and at what cost. The database version (resources.ts) and tests share this ranking:
 * the service the question is about first, then the region named (or the person's own),
 * then shared words; emergency lines only for an emergency or when asked for by name.
 */
import type { AssistantIntent, AssistantSource } from "@shared/api/assistant";
import { ASSISTANT, type Region } from "@shared/constants";
import type { SiteLocale } from "@shared/domain/locale";
import {
  INTENT_SERVICES,
  KEY_POPULATION_INTENTS,
  formatDirectoryPhone,
  type ResourceAccess,
  type ResourceCategory,
  type ResourceCost,
  type ResourceService,
} from "@shared/domain/directory";
import { normalizeText } from "@shared/danger/normalize";
import { compilePhrase } from "@shared/danger/phrase";
import { indexTerms } from "./retrieve";
import { truncateSnippet } from "./snippet";

/** What the engine knows of the question beyond its words. */
export interface SearchFocus {
  /** The topic asked about: places that offer its services come first. */
  intent?: AssistantIntent;
  /** A high reading: the emergency lines are listed, first. */
  emergency?: boolean;
  /** The person's own region, when known: used when the message names none. */
  region?: Region | null;
}

/** Finds up to ASSISTANT.searchResults resources, snippets cut to ASSISTANT.searchSnippetChars. */
export type ResourceSearch = (
  query: string,
  locale: SiteLocale,
  focus?: SearchFocus,
) => Promise<AssistantSource[]>;

/**
 * One place of the directory. Only the first fields are required: a field left out is not
 * known. An entry without `services` offers none; its tags then say whether it is an
 * emergency line ("police", "helpline") or general care ("clinic", "hospital").
 */
export interface ResourceEntry {
  title: string;
  url: string | null;
  /** The description in English. */
  content: string;
  /** Swahili description, used for Swahili readers when present. */
  contentSw?: string | null;
  /** Luganda description, used for Luganda readers when present. */
  contentLg?: string | null;
  /** null for national services. */
  region: Region | null;
  /** Search words beyond the title and content. */
  tags: string[];
  category?: ResourceCategory;
  services?: readonly ResourceService[];
  address?: string | null;
  openingHours?: string | null;
  /** +256XXXXXXXXX or a short code. */
  phone?: string | null;
  access?: ResourceAccess | null;
  cost?: ResourceCost;
  costNote?: string | null;
  youthFriendly?: boolean;
  keyPopulationFriendly?: boolean;
  /** YYYY-MM-DD; null when nobody has checked the details with the place. */
  lastVerified?: string | null;
  /** Its address, phone and hours are the operator's to fill in: never shown to clients. */
  placeholder?: boolean;
}

const SEARCH_TRIGGERS = [
  "(latest|current|currently|recent|newest|update|updates)",
  "{20[2-3][0-9]}",
  "(find|finding|near|near me|nearest|nearby|close to me)",
  "(kampala|masaka|mbarara|fort portal|fortportal|uganda|ugandan)",
  "(clinic|clinics)",
  // Swahili: latest, current, find, near me, clinic
  "(hivi karibuni|za karibuni|mpya zaidi|ya sasa|za sasa|tafuta|nitapata wapi|napata wapi|karibu nami|karibu na mimi|karibu yangu|karibu na|kliniki)",
  // Luganda: near
  "(okumpi|kumpi)",
].map(compilePhrase);

export function needsSearch(text: string): boolean {
  const normalized = normalizeText(text);
  return SEARCH_TRIGGERS.some((pattern) => {
    pattern.lastIndex = 0;
    return pattern.test(normalized);
  });
}

function matches(pattern: RegExp, normalized: string): boolean {
  pattern.lastIndex = 0;
  return pattern.test(normalized);
}

const REGION_WORDS: Record<Region, RegExp> = {
  kampala: compilePhrase("(kampala|mulago|wakiso|entebbe|butabika)"),
  masaka: compilePhrase("masaka"),
  mbarara: compilePhrase("mbarara"),
  fort_portal: compilePhrase("(fort portal|fortportal|kabarole)"),
};

function regionsIn(normalized: string): Region[] {
  return (Object.keys(REGION_WORDS) as Region[]).filter((region) =>
    matches(REGION_WORDS[region], normalized),
  );
}

/** A young person asking, or asking for young people (English, Swahili, Luganda). */
const YOUTH_WORDS = compilePhrase(
  "(young|youth|youths|teen*|adolescent*|student*|school|kijana|vijana|mwanafunzi|wanafunzi|shule|balehe|muvubuka|bavubuka)",
);
/** Sex workers, men who have sex with men, people who inject drugs, trans people. */
const KEY_POPULATION_WORDS = compilePhrase(
  "(sex work*|msm|gay|men who have sex with men|key population*|inject*|trans|transgender|lgbt*|queer|biashara ya ngono|wafanyabiashara ya ngono|makundi maalum|shoga|mashoga|wanaojidunga)",
);

const REGION_MATCH_SCORE = 3;
const OTHER_REGION_PENALTY = -2;
const SERVICE_MATCH_SCORE = 4;
const EMERGENCY_SCORE = 6;
const FRIENDLY_SCORE = 2;

/** Police and helplines of an entry without services: listed for an emergency, or when asked for. */
const EMERGENCY_TAGS = new Set(["police", "helpline"]);
/** Places of general care of an entry without services, worth listing in the named region. */
const GENERAL_CARE_TAGS = new Set(["clinic", "hospital"]);
/** A clinic or hospital offering any of these is general HIV care: worth listing in its town. */
const HIV_CARE: readonly ResourceService[] = ["art", "hiv_testing", "prep", "pep"];

/** A coarse kind, from the entry or else from its tags. */
export function categoryOf(entry: ResourceEntry): ResourceCategory {
  if (entry.category) return entry.category;
  const tags = new Set(entry.tags);
  if (tags.has("helpline") || tags.has("police")) return "hotline";
  if (tags.has("hospital")) return "hospital";
  if (tags.has("clinic")) return "clinic";
  return "organisation";
}

interface IndexedResource {
  entry: ResourceEntry;
  terms: Set<string>;
  tagTerms: Set<string>;
  order: number;
  services: ReadonlySet<ResourceService> | null;
  emergencyLine: boolean;
  generalCare: boolean;
}

interface Question {
  terms: string[];
  regions: Region[];
  focus: SearchFocus;
  wantsYouth: boolean;
  wantsKeyPopulations: boolean;
}

function indexResource(entry: ResourceEntry, order: number): IndexedResource {
  const services = entry.services ? new Set(entry.services) : null;
  const category = categoryOf(entry);
  return {
    entry,
    order,
    terms: new Set(indexTerms([entry.title, entry.content, entry.tags.join(" ")].join(" "))),
    tagTerms: new Set(indexTerms(entry.tags.join(" "))),
    services,
    emergencyLine: services ? services.has("emergency") : entry.tags.some((tag) => EMERGENCY_TAGS.has(tag)),
    generalCare: services
      ? (category === "clinic" || category === "hospital") &&
        HIV_CARE.some((service) => services.has(service))
      : entry.tags.some((tag) => GENERAL_CARE_TAGS.has(tag)),
  };
}

/** Whether the entry offers one of the services; an entry that lists none offers none. */
function offersAny(resource: IndexedResource, wanted: readonly ResourceService[]): boolean {
  return wanted.some((service) => resource.services?.has(service) ?? false);
}

/** The entry's score for the question, or null when it does not belong in the answer. */
function scoreResource(resource: IndexedResource, question: Question): number | null {
  const { entry } = resource;
  const { terms, regions, focus } = question;
  const askedByName = terms.some((term) => resource.tagTerms.has(term));
  if (resource.emergencyLine && !focus.emergency && !askedByName) return null;
  const inRegion = entry.region !== null && regions.includes(entry.region);
  const wanted: readonly ResourceService[] = focus.intent ? INTENT_SERVICES[focus.intent] : [];
  const offers = wanted.length > 0 && offersAny(resource, wanted);
  // A PrEP question is not answered with a mental hospital that happens to be in the town.
  const generalCareHere = inRegion && resource.generalCare;
  if (wanted.length > 0 && !offers && !generalCareHere && !askedByName) return null;
  const overlap = terms.filter((term) => resource.terms.has(term)).length;
  let score = overlap + (offers ? SERVICE_MATCH_SCORE : 0);
  if (focus.emergency && resource.emergencyLine) score += EMERGENCY_SCORE;
  if (question.wantsYouth && entry.youthFriendly) score += FRIENDLY_SCORE;
  if (question.wantsKeyPopulations && entry.keyPopulationFriendly) score += FRIENDLY_SCORE;
  if (regions.length === 0 || entry.region === null) return score;
  return score + (inRegion ? REGION_MATCH_SCORE : OTHER_REGION_PENALTY);
}

const FACTS: Record<
  SiteLocale,
  {
    hours: (hours: string) => string;
    phone: (phone: string) => string;
    address: (address: string) => string;
    access: Record<ResourceAccess, string>;
    cost: Record<Exclude<ResourceCost, "unknown">, string>;
    youth: string;
    keyPopulations: string;
  }
> = {
  en: {
    hours: (hours) => `Open ${hours}.`,
    phone: (phone) => `Phone ${phone}.`,
    address: (address) => `${address}.`,
    access: { walk_in: "Walk in.", appointment: "By appointment.", both: "Walk in or by appointment." },
    cost: { free: "Free", paid: "Fees apply" },
    youth: "Youth-friendly.",
    keyPopulations: "Welcomes key populations.",
  },
  sw: {
    hours: (hours) => `Saa za kazi: ${hours}.`,
    phone: (phone) => `Simu ${phone}.`,
    address: (address) => `${address}.`,
    access: { walk_in: "Bila miadi.", appointment: "Kwa miadi.", both: "Bila miadi au kwa miadi." },
    cost: { free: "Bure", paid: "Kuna malipo" },
    youth: "Rafiki kwa vijana.",
    keyPopulations: "Inakaribisha makundi maalum.",
  },
  // The directory page's own Luganda words (locales/lg/directory.json), as sentences.
  lg: {
    hours: (hours) => `Essaawa z'okuggulawo: ${hours}.`,
    phone: (phone) => `Essimu ${phone}.`,
    address: (address) => `${address}.`,
    access: {
      walk_in: "Gendayo butereevu.",
      appointment: "Nga mulagaanye.",
      both: "Butereevu oba nga mulagaanye.",
    },
    cost: { free: "Ku bwereere", paid: "Ssente zisasulwa" },
    youth: "Kyaniriza abavubuka.",
    keyPopulations: "Kyaniriza ebibinja ebikulu (key populations).",
  },
};

const endsWithStop = (text: string) => (/[.!?]$/.test(text) ? text : `${text}.`);

/**
 * What a reader needs to go there, in their language, from the fields that are known: the
 * hours, phone and address of a placeholder entry are the operator's to fill in, never shown.
 */
export function factsOf(entry: ResourceEntry, locale: SiteLocale): string[] {
  const words = FACTS[locale];
  const facts: string[] = [];
  if (!entry.placeholder) {
    if (entry.openingHours) facts.push(words.hours(entry.openingHours.replace(/[.\s]+$/, "")));
    if (entry.phone) facts.push(words.phone(formatDirectoryPhone(entry.phone)));
  }
  if (entry.access) facts.push(words.access[entry.access]);
  if (entry.cost && entry.cost !== "unknown")
    facts.push(
      endsWithStop(entry.costNote ? `${words.cost[entry.cost]} (${entry.costNote})` : words.cost[entry.cost]),
    );
  if (entry.youthFriendly) facts.push(words.youth);
  if (entry.keyPopulationFriendly) facts.push(words.keyPopulations);
  if (!entry.placeholder && entry.address) facts.push(words.address(entry.address.replace(/[.\s]+$/, "")));
  return facts;
}

const TRANSLATED_DESCRIPTION = { sw: "contentSw", lg: "contentLg" } as const satisfies Record<
  Exclude<SiteLocale, "en">,
  keyof ResourceEntry
>;

/** The one choice of an entry's description for a reader: theirs when written, else the English. */
export function descriptionIn(entry: ResourceEntry, locale: SiteLocale): string {
  return (locale === "en" ? null : entry[TRANSLATED_DESCRIPTION[locale]]) || entry.content;
}

function toSource(entry: ResourceEntry, locale: SiteLocale): AssistantSource {
  return {
    title: entry.title,
    url: entry.url,
    content: truncateSnippet(
      [...factsOf(entry, locale), descriptionIn(entry, locale)].join(" "),
      ASSISTANT.searchSnippetChars,
    ),
  };
}

/**
 * In-memory search over a fixed list; ranks by the service asked about, the region, shared
 * words, a young person's or a key population's question for places that welcome them,
 * then list order. Emergency lines only for an emergency (first) or when asked for.
 */
export function createStaticResourceSearch(resources: readonly ResourceEntry[]): ResourceSearch {
  const indexed = resources.map(indexResource);
  return async (query, locale, focus = {}) => {
    const normalized = normalizeText(query);
    const named = regionsIn(normalized);
    const question: Question = {
      terms: [...new Set(indexTerms(normalized))],
      regions: named.length > 0 ? named : focus.region ? [focus.region] : [],
      focus,
      wantsYouth: matches(YOUTH_WORDS, normalized),
      wantsKeyPopulations:
        matches(KEY_POPULATION_WORDS, normalized) ||
        (focus.intent !== undefined && KEY_POPULATION_INTENTS.has(focus.intent)),
    };
    return indexed
      .flatMap((resource) => {
        const score = scoreResource(resource, question);
        return score === null ? [] : [{ resource, score }];
      })
      .sort((left, right) => right.score - left.score || left.resource.order - right.resource.order)
      .slice(0, ASSISTANT.searchResults)
      .map(({ resource }) => toSource(resource.entry, locale));
  };
}

/**
 * A public regional referral hospital. They all have an ART clinic with free HIV testing,
 * treatment and PEP, and emergency care, so one description serves them all: only the
 * town and the area served change. `servesArea` comes right after "The public referral
 * hospital" in each language.
 */
function regionalReferralHospital({
  town,
  region,
  servesArea,
}: {
  town: string;
  region: Region;
  servesArea: Record<SiteLocale, string>;
}): ResourceEntry {
  return {
    title: `${town} Regional Referral Hospital`,
    url: null,
    content: `The public referral hospital ${servesArea.en}, with an ART clinic offering free HIV testing, treatment and PEP, and emergency care.`,
    contentSw: `Hospitali ya umma ya rufaa ${servesArea.sw}, yenye kliniki ya ART inayotoa bure kupima VVU, matibabu na PEP, pamoja na huduma ya dharura.`,
    contentLg: `Eddwaliro ekkulu erya gavumenti ${servesArea.lg}, eririna kiriniki ya ART ekebera HIV, ejjanjaba era ewa PEP ku bwereere, n'obujjanjabi obw'amangu.`,
    region,
    category: "hospital",
    services: ["art", "hiv_testing", "pep"],
    cost: "free",
    tags: ["hospital", "clinic", "art", "pep", "testing", "emergency", "hospitali", "kliniki"],
  };
}

/**
 * A starting directory of real, well-known services in Uganda. Phone numbers are only
 * those that are national and well established (999, 112, 116); anything less certain
 * is left out, and a url is given only where the address is well known. The other fields
 * say only what the description already does (a free clinic, a key populations clinic);
 * hours, addresses and the day last verified are left for the team to fill in. The Luganda
 * descriptions (the simpler ones; the others are left for English) are machine-drafted and
 * must be read by a Luganda speaker before launch, as decision 080's strings.
 */
export const defaultResources: readonly ResourceEntry[] = [
  {
    title: "Uganda Police emergency numbers (999 / 112)",
    url: null,
    content:
      "In an emergency anywhere in Uganda, call 999 or 112 (free). For violence or sexual assault, police stations have a Child and Family Protection Unit you can ask for.",
    contentSw:
      "Katika dharura popote Uganda, piga 999 au 112 (bure). Kwa ukatili au unyanyasaji wa kingono, vituo vya polisi vina Child and Family Protection Unit unayoweza kuiuliza.",
    contentLg:
      "Mu mbeera ey'amangu wonna mu Uganda, kuba 999 oba 112 (ku bwereere). Bw'otulugunyizibwa oba bw'okwatibwa olw'amaanyi, ku poliisi osobola okusaba ekitongole ekiyitibwa Child and Family Protection Unit.",
    region: null,
    category: "hotline",
    services: ["emergency", "violence_support"],
    phone: "999",
    cost: "free",
    tags: [
      "emergency",
      "danger",
      "violence",
      "rape",
      "assault",
      "police",
      "unsafe",
      "dharura",
      "polisi",
      "ukatili",
    ],
  },
  {
    title: "Uganda Child Helpline (Sauti 116)",
    url: null,
    content:
      "A free national helpline for children and young people, and for anyone worried about a child's safety, including abuse and violence: dial 116.",
    contentSw:
      "Simu ya msaada ya bure ya kitaifa kwa watoto na vijana, na kwa yeyote mwenye wasiwasi kuhusu usalama wa mtoto, ikiwemo unyanyasaji na ukatili: piga 116.",
    contentLg:
      "Layini y'eggwanga ey'obwereere ey'obuyambi eri abaana n'abavubuka, n'eri buli muntu eyeeraliikirira obukuumi bw'omwana, omuli okutulugunyizibwa n'obukambwe: kuba 116.",
    region: null,
    category: "hotline",
    services: ["emergency", "violence_support"],
    phone: "116",
    cost: "free",
    youthFriendly: true,
    tags: [
      "child",
      "children",
      "young",
      "youth",
      "abuse",
      "violence",
      "helpline",
      "mtoto",
      "watoto",
      "vijana",
    ],
  },
  {
    title: "TASO (The AIDS Support Organisation)",
    url: "https://tasouganda.org",
    content:
      "One of Uganda's oldest HIV organisations, founded in 1987, offering HIV testing, treatment, counselling and community support through centres in many districts, including Kampala (Mulago), Masaka and Mbarara.",
    contentSw:
      "Mojawapo ya mashirika ya zamani zaidi ya VVU Uganda, lililoanzishwa 1987, linalotoa kupima VVU, matibabu, ushauri nasaha na msaada wa jamii kupitia vituo katika wilaya nyingi, ikiwemo Kampala (Mulago), Masaka na Mbarara.",
    region: null,
    category: "organisation",
    services: ["hiv_testing", "art"],
    tags: [
      "hiv",
      "testing",
      "treatment",
      "art",
      "counselling",
      "support",
      "clinic",
      "masaka",
      "mbarara",
      "kampala",
    ],
  },
  {
    title: "Ministry of Health Uganda",
    url: "https://www.health.go.ug",
    content:
      "The national health ministry publishes Uganda's HIV guidelines, including the Consolidated Guidelines for the Prevention and Treatment of HIV and AIDS, and health news and updates.",
    contentSw:
      "Wizara ya afya ya taifa inachapisha miongozo ya VVU ya Uganda, ikiwemo Consolidated Guidelines for the Prevention and Treatment of HIV and AIDS, na habari za afya.",
    contentLg:
      "Minisitule y'Ebyobulamu efulumya ebiragiro bya Uganda ku HIV, omuli Consolidated Guidelines for the Prevention and Treatment of HIV and AIDS, n'amawulire g'ebyobulamu.",
    region: null,
    category: "organisation",
    services: [],
    tags: ["guidelines", "latest", "current", "news", "policy", "government", "miongozo", "habari"],
  },
  {
    title: "Butabika National Referral Mental Hospital",
    url: null,
    content:
      "Uganda's national referral hospital for mental health, in Butabika, Kampala. Offers emergency and outpatient mental health care, and medically assisted therapy (methadone) for people who use opioids.",
    contentSw:
      "Hospitali ya taifa ya rufaa ya afya ya akili, Butabika, Kampala. Inatoa huduma ya dharura na ya kliniki ya afya ya akili, na tiba ya methadone kwa wanaotumia dawa za kulevya za aina ya opioid.",
    region: "kampala",
    category: "hospital",
    services: ["mental_health", "harm_reduction"],
    tags: [
      "mental",
      "health",
      "suicide",
      "depression",
      "counselling",
      "crisis",
      "methadone",
      "drugs",
      "akili",
      "kujiua",
    ],
  },
  {
    title: "Most At Risk Populations Initiative (MARPI) clinic, Mulago",
    url: null,
    content:
      "A public clinic at the Mulago hospital complex in Kampala for key populations, including sex workers, men who have sex with men and people who inject drugs: HIV testing, PrEP, PEP, treatment and STI care.",
    contentSw:
      "Kliniki ya umma katika eneo la hospitali ya Mulago, Kampala, kwa makundi maalum, wakiwemo wafanyabiashara ya ngono, wanaume wanaofanya ngono na wanaume na wanaojidunga dawa za kulevya: kupima VVU, PrEP, PEP, matibabu na magonjwa ya zinaa.",
    contentLg:
      "Kiriniki ya gavumenti mu kifo ky'eddwaliro ly'e Mulago, Kampala, ey'ebibinja ebikulu (key populations), omuli abakola omulimu gw'okwetunda, abasajja abeegatta n'abasajja banaabwe n'abeekuba ebiragalalagala mu mpiso: okukebera HIV, PrEP, PEP, obujjanjabi bwa HIV n'obw'endwadde ezisiigibwa mu kwegatta.",
    region: "kampala",
    category: "clinic",
    services: ["hiv_testing", "prep", "pep", "art", "sti"],
    keyPopulationFriendly: true,
    tags: [
      "sex",
      "worker",
      "key",
      "populations",
      "prep",
      "pep",
      "clinic",
      "inject",
      "drugs",
      "sti",
      "kliniki",
    ],
  },
  {
    title: "Infectious Diseases Institute (IDI), Makerere University",
    url: null,
    content:
      "An HIV care, training and research institute of Makerere University, with an adult HIV clinic on the Mulago hospital complex in Kampala.",
    contentSw:
      "Taasisi ya Chuo Kikuu cha Makerere ya huduma, mafunzo na utafiti wa VVU, yenye kliniki ya VVU ya watu wazima katika eneo la hospitali ya Mulago, Kampala.",
    contentLg:
      "Ekitongole kya Yunivasite y'e Makerere ekijjanjaba, ekitendeka era ekinoonyereza ku HIV, nga kirina kiriniki ya HIV ey'abantu abakulu mu kifo ky'eddwaliro ly'e Mulago, Kampala.",
    region: "kampala",
    category: "clinic",
    services: ["art"],
    tags: ["hiv", "clinic", "treatment", "art", "research", "kliniki"],
  },
  {
    title: "Mildmay Uganda",
    url: null,
    content:
      "An HIV care and treatment centre at Lweza on Entebbe Road, near Kampala, known for care of children, adolescents and families living with HIV.",
    contentSw:
      "Kituo cha huduma na matibabu ya VVU huko Lweza, barabara ya Entebbe, karibu na Kampala, kinachojulikana kwa huduma kwa watoto, vijana na familia wanaoishi na VVU.",
    contentLg:
      "Ekifo ekijjanjaba HIV e Lweza ku luguudo lw'e Entebbe, okumpi ne Kampala, ekimanyiddwa olw'okulabirira abaana, abatiini n'amaka agalimu abalina HIV.",
    region: "kampala",
    category: "clinic",
    services: ["art"],
    youthFriendly: true,
    tags: ["hiv", "children", "adolescents", "family", "clinic", "treatment", "watoto"],
  },
  {
    title: "Mulago National Referral Hospital",
    url: null,
    content:
      "Uganda's national referral hospital in Kampala, with emergency care and HIV services on the Mulago hospital complex.",
    contentSw:
      "Hospitali ya taifa ya rufaa Kampala, yenye huduma ya dharura na huduma za VVU katika eneo la Mulago.",
    contentLg:
      "Eddwaliro ly'eggwanga ekkulu (national referral hospital) mu Kampala, eririna obujjanjabi obw'amangu n'obuweereza bwa HIV mu kifo ky'eddwaliro ly'e Mulago.",
    region: "kampala",
    category: "hospital",
    services: ["art", "pep"],
    tags: ["hospital", "emergency", "clinic", "pep", "hospitali", "dharura"],
  },
  regionalReferralHospital({
    town: "Masaka",
    region: "masaka",
    servesArea: { en: "for the Masaka region", sw: "ya mkoa wa Masaka", lg: "ery'ekitundu kya Masaka" },
  }),
  regionalReferralHospital({
    town: "Mbarara",
    region: "mbarara",
    servesArea: {
      en: "for south-western Uganda in Mbarara",
      sw: "ya kusini-magharibi mwa Uganda huko Mbarara",
      lg: "ery'obukiikaddyo bw'obugwanjuba bwa Uganda, e Mbarara",
    },
  }),
  regionalReferralHospital({
    town: "Fort Portal",
    region: "fort_portal",
    servesArea: {
      en: "in Fort Portal for the Tooro region",
      sw: "huko Fort Portal kwa eneo la Tooro",
      lg: "e Fort Portal ery'ekitundu kya Tooro",
    },
  }),
  {
    title: "FIDA Uganda (Uganda Association of Women Lawyers)",
    url: null,
    content:
      "Free legal aid for women, including domestic violence, child support and property cases, with offices in Kampala and some regions.",
    contentSw:
      "Msaada wa kisheria wa bure kwa wanawake, ikiwemo kesi za ukatili wa nyumbani, matunzo ya watoto na mali, yenye ofisi Kampala na baadhi ya mikoa.",
    contentLg:
      "Obuyambi mu by'amateeka ku bwereere eri abakazi, omuli emisango gy'obukambwe mu maka, egy'okulabirira abaana n'egy'ebintu, n'ofiisi mu Kampala ne mu bitundu ebimu.",
    region: null,
    category: "organisation",
    services: ["legal_aid", "violence_support"],
    cost: "free",
    tags: ["legal", "law", "violence", "domestic", "women", "rights", "discrimination", "sheria", "ukatili"],
  },
  {
    title: "WONETHA (Women's Organisation Network for Human Rights Advocacy)",
    url: null,
    content:
      "A sex-worker-led organisation in Uganda that supports female sex workers with health, safety and human rights.",
    contentSw:
      "Shirika linaloongozwa na wafanyabiashara ya ngono hapa Uganda linalowasaidia wanawake wafanyabiashara ya ngono katika afya, usalama na haki za binadamu.",
    contentLg:
      "Ekibiina mu Uganda ekikulemberwa abakola omulimu gw'okwetunda, ekiyamba abakazi abakola omulimu gw'okwetunda mu by'obulamu, obukuumi n'eddembe ly'obuntu.",
    region: null,
    category: "organisation",
    services: ["violence_support"],
    keyPopulationFriendly: true,
    tags: ["sex", "worker", "workers", "safety", "rights", "violence", "peer", "ngono"],
  },
  {
    title: "Uganda Harm Reduction Network (UHRN)",
    url: null,
    content:
      "A network working with and for people who use drugs in Uganda, sharing harm reduction information and referrals to services.",
    contentSw:
      "Mtandao unaofanya kazi na watu wanaotumia dawa za kulevya Uganda, ukitoa taarifa za kupunguza madhara na rufaa kwa huduma.",
    region: null,
    category: "organisation",
    services: ["harm_reduction"],
    keyPopulationFriendly: true,
    tags: ["drugs", "inject", "needles", "harm", "reduction", "methadone", "kulevya", "sindano"],
  },
  {
    title: "Mental Health Uganda",
    url: null,
    content:
      "A national organisation of people with lived experience of mental illness, offering peer support and information.",
    contentSw:
      "Shirika la kitaifa la watu wenye uzoefu wa magonjwa ya akili, linalotoa msaada wa rika na taarifa.",
    region: null,
    category: "organisation",
    services: ["mental_health"],
    tags: ["mental", "health", "depression", "peer", "support", "akili", "huzuni"],
  },
  {
    title: "Reproductive Health Uganda (RHU)",
    url: null,
    content:
      "Sexual and reproductive health services, including family planning, HIV testing and STI care, through clinics in many districts.",
    contentSw:
      "Huduma za afya ya uzazi na ngono, ikiwemo uzazi wa mpango, kupima VVU na magonjwa ya zinaa, kupitia kliniki katika wilaya nyingi.",
    contentLg:
      "Obuweereza bw'obulamu bw'okwegatta n'okuzaala, omuli okuteekateeka ezzadde, okukebera HIV n'obujjanjabi bw'endwadde ezisiigibwa mu kwegatta, mu kiriniki mu disitulikiti nnyingi.",
    region: null,
    category: "clinic",
    services: ["family_planning", "hiv_testing", "sti"],
    tags: ["family", "planning", "pregnancy", "contraception", "testing", "sti", "youth", "mimba", "kliniki"],
  },
  {
    title: "Uganda AIDS Commission",
    url: null,
    content:
      "The government body that coordinates Uganda's national HIV response, with current national plans and updates.",
    contentSw:
      "Chombo cha serikali kinachoratibu mapambano ya kitaifa dhidi ya VVU Uganda, chenye mipango na taarifa za sasa.",
    region: null,
    category: "organisation",
    services: [],
    tags: ["policy", "latest", "current", "national", "update", "news", "government"],
  },
];
