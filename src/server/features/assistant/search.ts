/**
 * Spec section 9's search: some questions ask for places or current information
 * ("clinic near me in Masaka", "latest PrEP news"). Those are answered from a directory
 * of resources (clinics, hotlines, organisations) injected into the engine; the lead
 * wires it to the admin-editable `resources` table, tests use the in-memory version.
 */
import type { AssistantIntent, AssistantSource } from "@shared/api/assistant";
import { ASSISTANT, type Region } from "@shared/constants";
import type { AssistantLocale } from "@shared/domain/locale";
import { normalizeText } from "@shared/danger/normalize";
import { compilePhrase } from "@shared/danger/phrase";
import { indexTerms } from "./retrieve";
import { truncateSnippet } from "./snippet";

/** What the engine knows of the question beyond its words. */
export interface SearchFocus {
  /** The topic asked about: places that offer that service come first. */
  intent?: AssistantIntent;
  /** A high reading: the emergency lines are listed. */
  emergency?: boolean;
}

/** Finds up to ASSISTANT.searchResults resources, snippets cut to ASSISTANT.searchSnippetChars. */
export type ResourceSearch = (
  query: string,
  locale: AssistantLocale,
  focus?: SearchFocus,
) => Promise<AssistantSource[]>;

export interface ResourceEntry {
  title: string;
  url: string | null;
  content: string;
  /** Swahili description, used for Swahili readers when present. */
  contentSw?: string;
  /** null for national services. */
  region: Region | null;
  tags: string[];
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

const REGION_WORDS: Record<Region, RegExp> = {
  kampala: compilePhrase("(kampala|mulago|wakiso|entebbe|butabika)"),
  masaka: compilePhrase("masaka"),
  mbarara: compilePhrase("mbarara"),
  fort_portal: compilePhrase("(fort portal|fortportal|kabarole)"),
};

function regionsIn(normalized: string): Region[] {
  return (Object.keys(REGION_WORDS) as Region[]).filter((region) => {
    const pattern = REGION_WORDS[region];
    pattern.lastIndex = 0;
    return pattern.test(normalized);
  });
}

const REGION_MATCH_SCORE = 3;
const OTHER_REGION_PENALTY = -2;
const SERVICE_MATCH_SCORE = 4;

/**
 * The words (as indexed) by which an entry says it offers the service a topic is about.
 * A topic not listed here asks for no particular service.
 */
const SERVICE_WORDS: Partial<Record<AssistantIntent, string[]>> = {
  prep: ["prep"],
  pep: ["pep"],
  testing: ["test"],
  self_testing: ["test"],
  window_period: ["test"],
  art_adherence: ["art", "treatment"],
  missed_dose: ["art", "treatment"],
  side_effects: ["art", "treatment"],
  viral_load_uequalsu: ["art", "treatment"],
  cd4: ["art", "treatment"],
  pregnancy: ["pregnancy", "family"],
  mental_health: ["mental"],
  alcohol_drugs_harm_reduction: ["drug", "harm", "methadone"],
  sex_work_safety: ["sex", "worker"],
};

/** Police and helplines: listed for an emergency, or when the question asks for them by name. */
const EMERGENCY_TAGS = new Set(["police", "helpline"]);
/** Places of general care, worth listing in the named region whatever the service. */
const GENERAL_CARE_TAGS = new Set(["clinic", "hospital"]);

interface IndexedResource {
  entry: ResourceEntry;
  terms: Set<string>;
  tagTerms: Set<string>;
  order: number;
}

interface Question {
  terms: string[];
  regions: Region[];
  focus: SearchFocus;
}

function offersService(resource: IndexedResource, words: readonly string[]): boolean {
  return words.some((word) => resource.terms.has(word));
}

/** The entry's score for the question, or null when it does not belong in the answer. */
function scoreResource(resource: IndexedResource, question: Question): number | null {
  const { entry } = resource;
  const { terms, regions, focus } = question;
  const askedByName = terms.some((term) => resource.tagTerms.has(term));
  if (entry.tags.some((tag) => EMERGENCY_TAGS.has(tag)) && !focus.emergency && !askedByName) return null;
  const inRegion = entry.region !== null && regions.includes(entry.region);
  const serviceWords = focus.intent ? SERVICE_WORDS[focus.intent] : undefined;
  const offers = serviceWords ? offersService(resource, serviceWords) : false;
  // A PrEP question is not answered with a mental hospital that happens to be in the town.
  const generalCareHere = inRegion && entry.tags.some((tag) => GENERAL_CARE_TAGS.has(tag));
  if (serviceWords && !offers && !generalCareHere && !askedByName) return null;
  const overlap = terms.filter((term) => resource.terms.has(term)).length;
  const service = offers ? SERVICE_MATCH_SCORE : 0;
  if (regions.length === 0 || entry.region === null) return overlap + service;
  return overlap + service + (inRegion ? REGION_MATCH_SCORE : OTHER_REGION_PENALTY);
}

function toSource(entry: ResourceEntry, locale: AssistantLocale): AssistantSource {
  const content = locale === "sw" && entry.contentSw ? entry.contentSw : entry.content;
  return {
    title: entry.title,
    url: entry.url,
    content: truncateSnippet(content, ASSISTANT.searchSnippetChars),
  };
}

/**
 * In-memory search over a fixed list; ranks by the service asked about, shared words and
 * region, then list order. Emergency lines only for an emergency or when asked for.
 */
export function createStaticResourceSearch(resources: readonly ResourceEntry[]): ResourceSearch {
  const indexed: IndexedResource[] = resources.map((entry, order) => ({
    entry,
    order,
    terms: new Set(indexTerms([entry.title, entry.content, entry.tags.join(" ")].join(" "))),
    tagTerms: new Set(indexTerms(entry.tags.join(" "))),
  }));
  return async (query, locale, focus = {}) => {
    const normalized = normalizeText(query);
    const question: Question = {
      terms: [...new Set(indexTerms(normalized))],
      regions: regionsIn(normalized),
      focus,
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
 * A starting directory of real, well-known services in Uganda. Phone numbers are only
 * those that are national and well established (999, 112, 116); anything less certain
 * is left out, and a url is given only where the address is well known.
 */
export const defaultResources: readonly ResourceEntry[] = [
  {
    title: "Uganda Police emergency numbers (999 / 112)",
    url: null,
    content:
      "In an emergency anywhere in Uganda, call 999 or 112 (free). For violence or sexual assault, police stations have a Child and Family Protection Unit you can ask for.",
    contentSw:
      "Katika dharura popote Uganda, piga 999 au 112 (bure). Kwa ukatili au unyanyasaji wa kingono, vituo vya polisi vina Child and Family Protection Unit unayoweza kuiuliza.",
    region: null,
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
    region: null,
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
    region: null,
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
    region: "kampala",
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
    region: "kampala",
    tags: ["hiv", "clinic", "treatment", "art", "research", "kliniki"],
  },
  {
    title: "Mildmay Uganda",
    url: null,
    content:
      "An HIV care and treatment centre at Lweza on Entebbe Road, near Kampala, known for care of children, adolescents and families living with HIV.",
    contentSw:
      "Kituo cha huduma na matibabu ya VVU huko Lweza, barabara ya Entebbe, karibu na Kampala, kinachojulikana kwa huduma kwa watoto, vijana na familia wanaoishi na VVU.",
    region: "kampala",
    tags: ["hiv", "children", "adolescents", "family", "clinic", "treatment", "watoto"],
  },
  {
    title: "Mulago National Referral Hospital",
    url: null,
    content:
      "Uganda's national referral hospital in Kampala, with emergency care and HIV services on the Mulago hospital complex.",
    contentSw:
      "Hospitali ya taifa ya rufaa Kampala, yenye huduma ya dharura na huduma za VVU katika eneo la Mulago.",
    region: "kampala",
    tags: ["hospital", "emergency", "clinic", "pep", "hospitali", "dharura"],
  },
  {
    title: "Masaka Regional Referral Hospital",
    url: null,
    content:
      "The public referral hospital for the Masaka region, with an ART clinic offering free HIV testing, treatment and PEP, and emergency care.",
    contentSw:
      "Hospitali ya umma ya rufaa ya mkoa wa Masaka, yenye kliniki ya ART inayotoa bure kupima VVU, matibabu na PEP, pamoja na huduma ya dharura.",
    region: "masaka",
    tags: ["hospital", "clinic", "art", "pep", "testing", "emergency", "hospitali", "kliniki"],
  },
  {
    title: "Mbarara Regional Referral Hospital",
    url: null,
    content:
      "The public referral hospital for south-western Uganda in Mbarara, with an ART clinic offering free HIV testing, treatment and PEP, and emergency care.",
    contentSw:
      "Hospitali ya umma ya rufaa ya kusini-magharibi mwa Uganda huko Mbarara, yenye kliniki ya ART inayotoa bure kupima VVU, matibabu na PEP, pamoja na huduma ya dharura.",
    region: "mbarara",
    tags: ["hospital", "clinic", "art", "pep", "testing", "emergency", "hospitali", "kliniki"],
  },
  {
    title: "Fort Portal Regional Referral Hospital",
    url: null,
    content:
      "The public referral hospital in Fort Portal for the Tooro region, with an ART clinic offering free HIV testing, treatment and PEP, and emergency care.",
    contentSw:
      "Hospitali ya umma ya rufaa huko Fort Portal kwa eneo la Tooro, yenye kliniki ya ART inayotoa bure kupima VVU, matibabu na PEP, pamoja na huduma ya dharura.",
    region: "fort_portal",
    tags: ["hospital", "clinic", "art", "pep", "testing", "emergency", "hospitali", "kliniki"],
  },
  {
    title: "FIDA Uganda (Uganda Association of Women Lawyers)",
    url: null,
    content:
      "Free legal aid for women, including domestic violence, child support and property cases, with offices in Kampala and some regions.",
    contentSw:
      "Msaada wa kisheria wa bure kwa wanawake, ikiwemo kesi za ukatili wa nyumbani, matunzo ya watoto na mali, yenye ofisi Kampala na baadhi ya mikoa.",
    region: null,
    tags: ["legal", "law", "violence", "domestic", "women", "rights", "discrimination", "sheria", "ukatili"],
  },
  {
    title: "WONETHA (Women's Organisation Network for Human Rights Advocacy)",
    url: null,
    content:
      "A sex-worker-led organisation in Uganda that supports female sex workers with health, safety and human rights.",
    contentSw:
      "Shirika linaloongozwa na wafanyabiashara ya ngono hapa Uganda linalowasaidia wanawake wafanyabiashara ya ngono katika afya, usalama na haki za binadamu.",
    region: null,
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
    tags: ["mental", "health", "depression", "peer", "support", "akili", "huzuni"],
  },
  {
    title: "Reproductive Health Uganda (RHU)",
    url: null,
    content:
      "Sexual and reproductive health services, including family planning, HIV testing and STI care, through clinics in many districts.",
    contentSw:
      "Huduma za afya ya uzazi na ngono, ikiwemo uzazi wa mpango, kupima VVU na magonjwa ya zinaa, kupitia kliniki katika wilaya nyingi.",
    region: null,
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
    tags: ["policy", "latest", "current", "national", "update", "news", "government"],
  },
];
