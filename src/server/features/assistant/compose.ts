/**
 * Turns an intent and retrieved passages into a warm reply in the reader's language:
 * an opening that fits the question, the key facts from the knowledge base, and a
 * next step. Kept short, because the chat types replies out character by character.
 */
import type { AssistantIntent, AssistantSource } from "@shared/api/assistant";
import { passageInLocale, type Passage } from "./knowledge-base";
import { inLocale, type SiteLocale, type Localized } from "@shared/domain/locale";
import { bestPassageInTopic, type RetrievedPassage } from "./retrieve";
import { namesTopic } from "./intent";
import type { DangerReading, SafetyCategory } from "@shared/danger/read-danger";
import { labResultFor, labResultSentence, passageKeyForLabResult } from "./lab-results";
import { truncateSnippet } from "./snippet";

const OPENINGS: Record<AssistantIntent, Localized> = {
  greeting: { en: "", sw: "", lg: "" },
  art_adherence: {
    en: "Good question: taking ARVs well makes a big difference.",
    sw: "Swali zuri: kumeza ARV vizuri kunaleta tofauti kubwa.",
  },
  missed_dose: {
    en: "Don't worry, missing a dose happens to many people.",
    sw: "Usijali, kukosa dozi hutokea kwa watu wengi.",
    lg: "Teweeraliikirira, okusubwa dozi kutuuka ku bantu bangi.",
  },
  side_effects: {
    en: "I'm sorry you're dealing with this. Side effects are a common worry, and there is help.",
    sw: "Pole kwa hali hii. Madhara ya dawa ni wasiwasi wa kawaida, na msaada upo.",
  },
  viral_load_uequalsu: {
    en: "Here is what your viral load tells you.",
    sw: "Hiki ndicho wingi wa virusi unachokueleza.",
  },
  cd4: { en: "Here is what CD4 means for you.", sw: "Hiki ndicho CD4 inachomaanisha kwako." },
  prep: {
    en: "PrEP is a strong way to stay HIV-negative.",
    sw: "PrEP ni njia imara ya kubaki bila VVU.",
    lg: "PrEP ngeri ya maanyi ey'okusigala nga tolina HIV.",
  },
  pep: {
    en: "Here is what you need to know about PEP.",
    sw: "Haya ndiyo unayohitaji kujua kuhusu PEP.",
    lg: "Bino bye weetaaga okumanya ku PEP.",
  },
  testing: {
    en: "Testing is an important step, and we can make it easy.",
    sw: "Kupima ni hatua muhimu, na tunaweza kukurahisishia.",
    lg: "Okwekebeza ddaala kkulu, era tusobola okukikwanguyiza.",
  },
  self_testing: {
    en: "Self-testing lets you test privately, in your own time.",
    sw: "Kujipima kunakuwezesha kupima kwa faragha, kwa muda wako.",
    lg: "Okwekebera wekka kukusobozesa okwekebera mu kyama, mu budde bwo.",
  },
  window_period: {
    en: "It's natural to want a clear answer after a risk.",
    sw: "Ni kawaida kutaka jibu la uhakika baada ya kuwa hatarini.",
    lg: "Kya bulijjo okwagala okufuna eky'okuddamu ekitegeerekeka oluvannyuma lw'okubeera mu bulabe.",
  },
  pregnancy: {
    en: "Many mothers living with HIV have healthy, HIV-negative babies.",
    sw: "Akina mama wengi wanaoishi na VVU hupata watoto wenye afya wasio na VVU.",
  },
  stigma_disclosure: {
    en: "Deciding who to tell is personal, and you don't have to face it alone.",
    sw: "Kuamua nani umweleze ni jambo lako binafsi, na huhitaji kulikabili peke yako.",
  },
  mental_health: {
    en: "Thank you for sharing how you feel.",
    sw: "Asante kwa kunieleza unavyojisikia.",
  },
  alcohol_drugs_harm_reduction: {
    en: "Thanks for asking openly. There is no judgement here.",
    sw: "Asante kwa kuuliza waziwazi. Hapa hakuna kuhukumiwa.",
  },
  sex_work_safety: {
    en: "Your health and safety matter, and we don't judge.",
    sw: "Afya na usalama wako ni muhimu, na hatukuhukumu.",
  },
  service_offer: {
    en: "Here is how we can support you.",
    sw: "Hivi ndivyo tunavyoweza kukusaidia.",
    lg: "Eno y'engeri gye tusobola okukuyambamu.",
  },
  locations: {
    en: "Here is where we work.",
    sw: "Haya ndiyo maeneo tunayofanyia kazi.",
    lg: "Wano we tukolera.",
  },
  how_to_apply: { en: "Applying is simple.", sw: "Kuomba huduma ni rahisi.", lg: "Okusaba kwangu." },
  privacy: { en: "Your privacy matters to us.", sw: "Faragha yako ni muhimu kwetu." },
  tuberculosis: {
    en: "TB is common with HIV, and it can be prevented, found early and cured.",
    sw: "TB ni ya kawaida kwa watu wenye VVU, na inaweza kuzuiwa, kugunduliwa mapema na kutibiwa.",
  },
  sti: {
    en: "Thanks for asking. STIs are common, and most are easy to treat.",
    sw: "Asante kwa kuuliza. Magonjwa ya zinaa ni ya kawaida, na mengi hutibika kwa urahisi.",
  },
  contraception: {
    en: "Good question: you can plan your family while taking ARVs.",
    sw: "Swali zuri: unaweza kupanga uzazi huku ukimeza ARV.",
  },
  myths_transmission: {
    en: "Good to check: there are many myths about HIV.",
    sw: "Ni vizuri kuhakikisha: kuna dhana nyingi potofu kuhusu VVU.",
  },
  rights_legal: {
    en: "You have rights, and the law protects people living with HIV.",
    sw: "Una haki, na sheria inawalinda watu wanaoishi na VVU.",
  },
  crisis: {
    en: "I'm really glad you reached out. Your safety matters most right now.",
    sw: "Nashukuru sana kwamba umeniandikia. Usalama wako ndio muhimu zaidi sasa hivi.",
    lg: "Nsanyuse nnyo okuba nti otutuukiridde. Obukuumi bwo bwe businga obukulu kaakano.",
  },
  other: { en: "", sw: "", lg: "" },
};

/** When a safety finding shapes the answer, the opening speaks to it rather than to the topic. */
const CATEGORY_OPENINGS: Partial<Record<SafetyCategory, Localized>> = {
  hiv_exposure_within_72h: {
    en: "Thank you for reaching out quickly: time matters here.",
    sw: "Asante kwa kuwasiliana haraka: muda ni muhimu hapa.",
    lg: "Weebale okututuukirira amangu: obudde bukulu nnyo wano.",
  },
  out_of_arvs: {
    en: "Thank you for telling us. Let's make sure you are not left without your pills.",
    sw: "Asante kwa kutueleza. Tuhakikishe hubaki bila dawa zako.",
    lg: "Weebale okutubuulira. Ka tukakase nti tosigala nga tolina mpeke zo.",
  },
  treatment_interruption: {
    en: "Thank you for asking before deciding. This matters for your health.",
    sw: "Asante kwa kuuliza kabla ya kuamua. Jambo hili ni muhimu kwa afya yako.",
    lg: "Weebale okubuuza nga tonnasalawo. Kino kikulu eri obulamu bwo.",
  },
  earlier_hiv_exposure: {
    en: "It's natural to worry after a risk, and there are clear next steps.",
    sw: "Ni kawaida kuwa na wasiwasi baada ya kuwa hatarini, na hatua zinazofuata ziko wazi.",
    lg: "Kya bulijjo okweraliikirira oluvannyuma lw'okubeera mu bulabe, era waliwo emitendera egiddako egitegeerekeka.",
  },
  symptoms_to_check: {
    en: "I'm sorry you're not feeling well. I can't examine you, but here is what may help.",
    sw: "Pole kwa kutojisikia vizuri. Siwezi kukuchunguza, lakini haya yanaweza kusaidia.",
    lg: "Nkusaasira okuba nti towulira bulungi. Sisobola kukukebera, naye bino biyinza okuyamba.",
  },
};

/** The findings whose opening replaces the topic's, most urgent first. */
const OPENING_CATEGORY_ORDER: SafetyCategory[] = [
  "hiv_exposure_within_72h",
  "out_of_arvs",
  "treatment_interruption",
  "earlier_hiv_exposure",
  "symptoms_to_check",
];

const NEXT_STEPS: Record<AssistantIntent, Localized> = {
  greeting: {
    en: "What would you like to know today?",
    sw: "Ungependa kujua nini leo?",
    lg: "Oyagala kumanya ki leero?",
  },
  art_adherence: {
    en: "If you'd like, a peer navigator can help you make a plan, and you can ask for discreet ART delivery in the Client Portal.",
    sw: "Ukipenda, msaidizi rika anaweza kukusaidia kupanga mbinu, na unaweza kuomba kuletewa ARV kwa siri kupitia Ukurasa wa Mteja.",
  },
  missed_dose: {
    en: "If doses are often hard to take, a peer navigator can help you find a routine that works.",
    sw: "Ikiwa mara nyingi ni vigumu kumeza dozi, msaidizi rika anaweza kukusaidia kupata ratiba inayokufaa.",
    lg: "Bw'oba emirundi mingi kikukaluubirira okumira dozi, omuyambi munno (peer navigator) asobola okukuyamba okufuna enteekateeka ekukolera.",
  },
  side_effects: {
    en: "Please talk to your clinic before changing anything; we can help you prepare what to ask.",
    sw: "Tafadhali zungumza na kliniki yako kabla ya kubadilisha chochote; tunaweza kukusaidia kujiandaa na maswali.",
  },
  viral_load_uequalsu: {
    en: "Your clinic can explain your own results, and a peer navigator can help you prepare your questions.",
    sw: "Kliniki yako inaweza kukueleza majibu yako, na msaidizi rika anaweza kukusaidia kuandaa maswali yako.",
  },
  cd4: {
    en: "Your clinic can explain your own results, and a peer navigator can help you prepare your questions.",
    sw: "Kliniki yako inaweza kukueleza majibu yako, na msaidizi rika anaweza kukusaidia kuandaa maswali yako.",
  },
  prep: {
    en: "You can apply for PrEP in the Client Portal; the first visit takes 45-60 minutes.",
    sw: "Unaweza kuomba PrEP kupitia Ukurasa wa Mteja; ziara ya kwanza huchukua dakika 45-60.",
    lg: "Osobola okusaba PrEP mu Client Portal; okukyala okusooka kutwala eddakiika 45-60.",
  },
  pep: {
    en: "If the exposure was in the last 72 hours, please go to the nearest health facility today and don't wait.",
    sw: "Ikiwa tukio lilitokea ndani ya saa 72 zilizopita, tafadhali nenda kituo cha afya kilicho karibu leo, usisubiri.",
    lg: "Singa ekyabaddewo kyali mu ssaawa 72 eziyise, mwattu genda ku kifo ky'ebyobulamu ekisinga okukuba okumpi leero, tolinda.",
  },
  testing: {
    en: "You can book professional HIV testing (30-45 minutes) through the Client Portal.",
    sw: "Unaweza kupanga kupima VVU kwa wataalamu (dakika 30-45) kupitia Ukurasa wa Mteja.",
    lg: "Osobola okusaba okwekebeza HIV okukolebwa abakugu (eddakiika 30-45) ng'oyita mu Client Portal.",
  },
  self_testing: {
    en: "If your result is reactive or you're unsure, we can link you to a confirmatory test and a peer navigator.",
    sw: "Majibu yakionyesha dalili ya VVU au ukiwa na shaka, tunaweza kukuunganisha na kipimo cha kuthibitisha na msaidizi rika.",
    lg: "Ebiva mu kwekebera bwe biraga obubonero bwa HIV (reactive) oba nga tokakasa, tusobola okukuyunga ku kukebera okukakasa ne ku muyambi munno (peer navigator).",
  },
  window_period: {
    en: "You can book an HIV test through the Client Portal, and ask us about PrEP to stay protected.",
    sw: "Unaweza kupanga kupima VVU kupitia Ukurasa wa Mteja, na utuulize kuhusu PrEP ili ujikinge.",
    lg: "Osobola okusaba okwekebeza HIV ng'oyita mu Client Portal, era otubuuze ku PrEP osigale ng'okuumibwa.",
  },
  pregnancy: {
    en: "Keep all your antenatal visits; a peer navigator can support you and your baby along the way.",
    sw: "Hudhuria kliniki zote za wajawazito; msaidizi rika anaweza kukusaidia wewe na mtoto wako njiani.",
  },
  stigma_disclosure: {
    en: "Our peer navigators can help you plan, in confidence.",
    sw: "Wasaidizi rika wetu wanaweza kukusaidia kupanga, kwa siri.",
  },
  mental_health: {
    en: "Would you like to talk to a peer navigator? Ask in the Client Portal or call the 24/7 support line.",
    sw: "Ungependa kuzungumza na msaidizi rika? Omba kupitia Ukurasa wa Mteja au piga simu ya msaada ya saa 24.",
  },
  alcohol_drugs_harm_reduction: {
    en: "Whenever you're ready, a peer navigator can help, without judgement.",
    sw: "Wakati wowote utakapokuwa tayari, msaidizi rika anaweza kukusaidia bila kukuhukumu.",
  },
  sex_work_safety: {
    en: "Ask us for PrEP, condoms or a peer navigator; you can apply in the Client Portal.",
    sw: "Tuombe PrEP, kondomu au msaidizi rika; unaweza kuomba kupitia Ukurasa wa Mteja.",
  },
  service_offer: {
    en: "To get started, open the Client Portal and choose a service.",
    sw: "Kuanza, fungua Ukurasa wa Mteja na uchague huduma.",
    lg: "Okutandika, ggulawo Client Portal olonde obuweereza.",
  },
  locations: {
    en: "Tell me your area and I'll point you to services near you.",
    sw: "Niambie eneo lako nami nitakuonyesha huduma zilizo karibu nawe.",
    lg: "Mbuulira ekitundu kyo, nkulagire obuweereza obuli okumpi naawe.",
  },
  how_to_apply: {
    en: "If you need help with the form, ask for a peer navigator or call the support line.",
    sw: "Ukihitaji msaada wa kujaza fomu, omba msaidizi rika au piga simu ya msaada.",
    lg: "Bw'oba weetaaga obuyambi ku foomu, saba omuyambi munno (peer navigator) oba kuba ku ssimu y'obuyambi.",
  },
  privacy: {
    en: "If you have a privacy concern, contact the team through the portal or the support line.",
    sw: "Ukiwa na wasiwasi kuhusu faragha, wasiliana na timu kupitia ukurasa wa mteja au simu ya msaada.",
  },
  tuberculosis: {
    en: "If you have a cough, fever, night sweats or weight loss, please ask your clinic for a TB check soon.",
    sw: "Ukiwa na kikohozi, homa, jasho usiku au kupungua uzito, tafadhali omba kliniki ikuchunguze TB mapema.",
  },
  sti: {
    en: "A clinic can check and treat you in confidence; ask us for condoms or PrEP in the Client Portal.",
    sw: "Kliniki inaweza kukuchunguza na kukutibu kwa siri; tuombe kondomu au PrEP kupitia Ukurasa wa Mteja.",
  },
  contraception: {
    en: "Tell the family planning nurse which ARVs you take, so they can help you choose.",
    sw: "Mweleze muuguzi wa uzazi wa mpango ARV unazomeza, ili akusaidie kuchagua.",
  },
  myths_transmission: {
    en: "If you have heard something and are unsure, ask me or a peer navigator.",
    sw: "Ukisikia jambo na huna uhakika, niulize mimi au msaidizi rika.",
  },
  rights_legal: {
    en: "A peer navigator can connect you to legal aid, in confidence.",
    sw: "Msaidizi rika anaweza kukuunganisha na msaada wa kisheria, kwa siri.",
  },
  crisis: {
    en: "You can also ask for a peer navigator to talk with you today.",
    sw: "Unaweza pia kuomba msaidizi rika azungumze nawe leo.",
    lg: "Osobola n'okusaba omuyambi munno (peer navigator) ayogere naawe leero.",
  },
  other: {
    en: "Is there something about HIV care I can help you with? If you'd rather talk to a person, you can ask for a peer navigator.",
    sw: "Kuna jambo lolote kuhusu huduma ya VVU ninaloweza kukusaidia? Ukipenda kuzungumza na mtu, unaweza kuomba msaidizi rika.",
    lg: "Waliwo ekintu ku bujjanjabi bwa HIV kye nsobola okukuyambako? Bw'oba oyagala okwogera n'omuntu, osobola okusaba omuyambi munno (peer navigator).",
  },
};

const RESOURCES_HEADING: Localized = {
  en: "Places that may help:",
  sw: "Mahali panapoweza kukusaidia:",
  lg: "Ebifo ebiyinza okukuyamba:",
};

/**
 * For a safety finding, the passages that answer it, whatever the words used: the first
 * by default; another when the question is about that passage's topic (its classified
 * topic, or one it names outright: "condom broke, can I get the morning-after pill?") and
 * retrieval ranks it first, because it says the same where the person is ("the side
 * effects are too much, I want to stop" is answered by "please don't stop on your own").
 * Each carries the finding's action (keep taking, PEP within 72 hours, a safe place).
 */
const PASSAGES_FOR_CATEGORY: Partial<Record<SafetyCategory, readonly string[]>> = {
  suicidal_thoughts: ["crisis#thinking-of-suicide"],
  self_harm: ["crisis#thinking-of-suicide"],
  violence_or_sexual_assault: ["crisis#danger-now", "sex_work_safety#if-something-happens"],
  hiv_exposure_within_72h: ["pep#what-pep-is", "contraception#emergency-contraception"],
  severe_symptoms: ["crisis#serious-symptoms"],
  out_of_arvs: ["missed_dose#away-or-run-out"],
  earlier_hiv_exposure: ["window_period#when-to-test-after"],
  treatment_interruption: [
    "art_adherence#arvs-are-for-life",
    "missed_dose#if-you-keep-missing",
    "side_effects#please-don-t-stop",
  ],
};

/** Sexual assault is answered with the after-assault passage rather than the general danger one. */
function passageKeyForSafety({ query, intent, safety, retrieved }: PassageChoice): string | undefined {
  const isAssaultWithExposure =
    safety.categories.includes("violence_or_sexual_assault") &&
    safety.categories.includes("hiv_exposure_within_72h");
  if (safety.risk_level === "high" && isAssaultWithExposure) return "crisis#after-sexual-violence";
  const category = safety.categories.find((candidate) => PASSAGES_FOR_CATEGORY[candidate]);
  const keys = category ? PASSAGES_FOR_CATEGORY[category] : undefined;
  if (!keys) return undefined;
  const best = retrieved[0];
  const bestAnswersIt =
    best !== undefined &&
    best.score >= MIN_SCORE &&
    (best.passage.topic === intent || namesTopic(query, best.passage.topic)) &&
    keys.includes(best.passage.key);
  return bestAnswersIt ? best.passage.key : keys[0];
}

/**
 * A passage must match this well to be said (a MiniSearch score; right answers on the
 * tuning set score 450 and more at their 10th percentile, off-topic questions mostly under
 * 120). Below it, a classified topic answers with its best section, and an unclassified
 * question with what iCare can help with and the offer of a person.
 */
const MIN_SCORE = 120;
const WHAT_I_CAN_HELP_WITH = "other#what-i-can-help";

export interface PassageChoice {
  query: string;
  intent: AssistantIntent;
  retrieved: RetrievedPassage[];
  safety: DangerReading;
  locale: SiteLocale;
}

/**
 * The passage to answer with: the safety finding's, else the band of a number read, else
 * the best retrieved (the classified topic leading) when it matches well enough, else the
 * classified topic's best section, else what iCare can help with.
 */
export function choosePassage({
  query,
  intent,
  retrieved,
  safety,
  locale,
}: PassageChoice): Passage | undefined {
  const safetyKey =
    safety.risk_level === "low"
      ? undefined
      : passageKeyForSafety({ query, intent, safety, retrieved, locale });
  const safetyPassage = safetyKey ? passageInLocale(safetyKey, locale) : undefined;
  if (safetyPassage) return safetyPassage;
  const lab = labResultFor(query, intent);
  if (lab) return passageInLocale(passageKeyForLabResult(lab), locale);
  const best = retrieved[0];
  if (best && best.score >= MIN_SCORE) return best.passage;
  if (intent !== "other") return bestPassageInTopic(query, intent, locale);
  return passageInLocale(WHAT_I_CAN_HELP_WITH, locale);
}

function openingFor(intent: AssistantIntent, safety: DangerReading, locale: SiteLocale): string {
  if (intent !== "crisis" && safety.risk_level !== "low") {
    const category = OPENING_CATEGORY_ORDER.find((candidate) => safety.categories.includes(candidate));
    const opening = category ? CATEGORY_OPENINGS[category] : undefined;
    if (opening) return inLocale(opening, locale);
  }
  return inLocale(OPENINGS[intent], locale);
}

/** Each distinct document cited once, with the passage it supports as content. */
export function sourcesFromPassages(passages: Passage[]): AssistantSource[] {
  const seen = new Set<string>();
  const sources: AssistantSource[] = [];
  for (const passage of passages) {
    for (const source of passage.sources) {
      if (seen.has(source.title)) continue;
      seen.add(source.title);
      sources.push({ title: source.title, url: source.url, content: truncateSnippet(passage.text) });
    }
  }
  return sources;
}

export interface ComposeInput extends PassageChoice {
  /** Directory results when the question asked for places or current information. */
  resources?: AssistantSource[];
}

export interface ComposedReply {
  response: string;
  sources: AssistantSource[];
  /** The passages the reply rests on, for grounding a language model. */
  passages: Passage[];
}

function resourceLines(resources: AssistantSource[], locale: SiteLocale): string[] {
  if (resources.length === 0) return [];
  return [inLocale(RESOURCES_HEADING, locale), ...resources.map((resource) => `- ${resource.title}`)];
}

export function composeReply(input: ComposeInput): ComposedReply {
  const { query, intent, safety, locale, resources = [] } = input;
  const passage = choosePassage(input);
  // The number is spoken to when its passage answers (a safety finding's passage comes first).
  const lab = labResultFor(query, intent);
  const answersLab = lab !== null && passage?.key === passageKeyForLabResult(lab);
  const paragraphs = [
    answersLab ? labResultSentence(lab, locale) : openingFor(intent, safety, locale),
    passage?.text ?? "",
    resourceLines(resources, locale).join("\n"),
    inLocale(NEXT_STEPS[intent], locale),
  ].filter((paragraph) => paragraph !== "");
  const passages = passage ? [passage] : [];
  return {
    response: paragraphs.join("\n\n"),
    sources: [...sourcesFromPassages(passages), ...resources],
    passages,
  };
}
