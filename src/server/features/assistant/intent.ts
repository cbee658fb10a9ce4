/**
 * Intent classification by weighted phrases in English, Swahili and Luganda. Each
 * intent scores the phrases it finds; the best score wins, "other" when nothing fits.
 * A safety finding decides first: a crisis is answered as a crisis whatever was asked.
 */
import type { AssistantIntent } from "@shared/api/assistant";
import { normalizeText } from "@shared/danger/normalize";
import { compilePhrase, findMatches } from "@shared/danger/phrase";
import type { DangerReading, SafetyCategory } from "@shared/danger/read-danger";

/** The towns people name when they say where they are. */
const TOWNS =
  "(kampala|masaka|mbarara|fort portal|fortportal|gulu|lira|arua|jinja|mbale|tororo|hoima|kabale|soroti|entebbe|mukono|wakiso|kasese)";

type Lexicon = Partial<Record<AssistantIntent, Array<[phrase: string, weight: number]>>>;

const MEDS =
  "(arvs|arv|art|pills|pill|tablets|tablet|medicine|medication|meds|dose|doses|treatment|dawa|vidonge|dozi|edagala|tld)";

const LEXICON: Lexicon = {
  greeting: [
    ["(hi|hello|helo|hey|hallo|hullo|hiya|greetings)", 1],
    ["good (morning|afternoon|evening|day)", 1],
    ["(thank you|thanks|thank u|thanx|thx|asante|webale|webale nyo|mwebale)", 1],
    ["(bye|goodbye|kwaheri|tulonde|weraba)", 1],
    ["(habari|hujambo|shikamoo|mambo|niaje|sasa vipi|vipi hali|habari za asubuhi|habari yako)", 1],
    ["(oli otya|osibye otya|gyebale|wasuze otya|mwasuze mutya)", 1],
  ],
  art_adherence: [
    [`${MEDS}`, 0.75],
    ["(arvs|arv|antiretroviral|antiretrovirals|art)", 1],
    ["(adherence|adhere|adherent)", 3],
    [`(remember|reminder|reminders|remind) .. ${MEDS}`, 3],
    [`(take|taking|swallow|kumeza|nimeze|nameza) (my|the|) ${MEDS}`, 1.5],
    [
      "(what time|which time|same time|every day|daily|for life|forever|lifelong|maisha yangu yote|kila siku)",
      1.5,
    ],
    ["(with food|without food|empty stomach|tumbo tupu)", 2],
    [`(stop|stopping|quit) .. ${MEDS}`, 2],
    ["(refill|refills|run out|ran out)", 2],
    [
      "(community (refill|refills|point|points|group|groups|pick up|pickup|distribution)|cddp|fast track|fasttrack|client led|multi month|{[3-6]} months supply|months of arvs|dawa za miezi|vituo vya jamii)",
      4,
    ],
    ["(cure|cured|kill hiv|kill the virus|zinaua virusi|kuua virusi)", 2],
    ["(dolutegravir|tenofovir|lamivudine|efavirenz|dtg|tld)", 1],
  ],
  missed_dose: [
    [`(forgot|forget|forgotten|forgetting|4got|4get|fogot) .. ${MEDS}`, 4],
    // The hour it came back to mind: "I take it at 8pm and only remembered at 4am".
    ["(just|only|then|finally) (remembered|remember|realised|realized|noticed)", 4],
    ["(remembered|realised|realized) (at|in the|this|late|after)", 4],
    ["(fell asleep|slept|went to bed|woke up) (without|before) (taking|swallowing|my)", 4],
    [`(2|two|double|extra) (tablets|pills|doses) (today|2day|now|at once|together|tonight)`, 4],
    [`(skipped|missed|forgot|4got) (it|them|) (yesterday|last night|this morning|last nyt)`, 4],
    [`(missed|miss|missing|skipped|skip) (my|a|one|the|) ${MEDS}`, 4],
    ["(late dose|hours late|took it late|taken late|take it late|double dose|take two)", 4],
    [`(took|taken|take|taking|swallowed) (my|the|a|) ${MEDS} (late|too late|later)`, 4],
    ["(left|forgot) my (tablets|pills|medicine|arvs) (at home|behind)", 4],
    ["(nimesahau|nilisahau|kusahau|nimesahau kumeza|sijameza|nimechelewa kumeza|nimechelewa|sikumeza)", 4],
    [`(nikisahau|ukisahau|nikikosa|ukikosa|nimekosa|nilikosa|nimeruka|niliruka|naruka|kuruka) .. ${MEDS}`, 4],
    ["(mpedewo|nerabidde)", 3],
    // Luganda: forgetting ("okwerabira", "nneerabidde") and not having swallowed ("saamira").
    ["(okwerabira|nerabira|nerabidde|nerabye|yerabidde|saamira|sinamira|sirimira)", 4],
  ],
  side_effects: [
    ["(side effect|side effects|sideeffects|madhara|bad effects|reaction)", 4],
    ["(dreams|nightmares|ndoto mbaya|ndoto)", 3],
    [
      "(dizzy|dizziness|kizunguzungu|nausea|nauseous|kichefuchefu|vomit|vomiting|headache|rash|itching|insomnia|okusesema|nsesema|omutwe)",
      2,
    ],
    ["(stomach|tumbo) .. (hurts|pain|upset|ache|linauma)", 2],
    ["(weight gain|gaining weight|gained weight|getting fat|kunenepa)", 3],
    ["(panadol|paracetamol|painkiller|painkillers|antacid|antacids)", 2],
    // A medicine named alone is the medicine's question ("what is TLD?"), not a side effect's.
    ["(efavirenz|nevirapine|cotrimoxazole|septrin)", 1],
    // Sleep trouble since starting a medicine is a side effect before it is a mood.
    [
      `(cant sleep|cannot sleep|can not sleep|not sleeping|no sleep|sleep|sleeping|silali|usingizi) .. ${MEDS}`,
      4,
    ],
    [
      `${MEDS} .. (cant sleep|cannot sleep|can not sleep|not sleeping|no sleep|sleep|sleeping|silali|usingizi)`,
      4,
    ],
  ],
  viral_load_uequalsu: [
    ["viral (load|loads)", 4],
    ["vl", 4],
    ["(undetectable|untransmittable|uequalsu)", 4],
    ["(suppressed|suppression|copies|copies ml)", 3],
    ["(wingi wa virusi|kiwango cha virusi|virusi vimefubazwa)", 4],
    ["(havionekani|haionekani|hazionekani|visivyoonekana|kutoonekana|haviambukizi)", 4],
    ["(infect|transmit|pass) (my|the|it to my|it to) (partner|wife|husband|baby)", 2],
    ["(beat|beaten|defeated) the virus", 2],
  ],
  cd4: [
    ["(cd4|cd 4|cd4 count|cd)", 5],
    ["(chembechembe|kinga ya mwili|immune system|immunity)", 2],
  ],
  prep: [
    ["(prep|prpe|pre exposure|preexposure|truvada)", 5],
    [
      "(event driven|on demand|2 1 1|211|lenacapavir|sunlenca|yeztugo|every 6 months injection|injection every 6 months)",
      4,
    ],
    ["(dapivirine|ring|cabotegravir|injectable prevention|injection to prevent)", 3],
    ["(pill|pills|dawa) (to|ya) (prevent|kuzuia|kujikinga)", 3],
  ],
  pep: [
    ["(pep|post exposure|postexposure)", 5],
    [
      "(condom|kondomu|kondom) .. (burst|bursts|broke|breaks|broken|tore|slipped|came off|pasuka|ilipasuka|imebust|chanika|ilichanika|ilitoka|yayabika|yayulise|yakutuse|eyulise)",
      4,
    ],
    ["72 (hours|hrs|masaa|saa)", 3],
    ["(unprotected|without a condom|without condom|without protection|bila kinga|bila kondomu)", 2],
    ["(needle|syringe|sindano)", 1],
    ["(raped|rape|kubakwa|nimebakwa)", 2],
  ],
  testing: [
    [
      "(test|tests|testing|tested|kupima|kipimo|vipimo|kupimwa|pima|nipime|upime|okukebera|okwekebera|nekebeza|nekebezza|okukeberebwa|kukeberebwa)",
      2,
    ],
    ["(test|tested|testing|pima|kupima|okwekebera|okukebera) .. (together|pamoja|ffembi|ffenna)", 4],
    ["(result|results|majibu|status)", 1.5],
    ["(accurate|accuracy|false positive|false negative|how reliable)", 2],
    ["(hiv test|hiv testing|test for hiv|get tested|go for testing)", 2],
  ],
  self_testing: [
    ["(self test|self testing|selftest|self tests|home test|test at home|oraquick)", 6],
    ["(test kit|testing kit|kit|kits)", 4],
    ["(oral|saliva|swab|gums)", 3],
    ["(two lines|one line|line|lines|mistari)", 3],
    ["(kujipima|kipimo cha kujipima|jipime)", 6],
  ],
  window_period: [
    ["window (period|time)", 7],
    ["kipindi cha dirisha", 7],
    ["how (long|soon|many days|many weeks) ... (test|testing|show|detect)", 4],
    ["(test|tested|testing) .. (weeks|week|days|months|month) after", 4],
    ["(weeks|week|days|months) (after|later) .. (test|tested)", 4],
    ["(too early|retest|test again|am i clear|am i safe now)", 3],
  ],
  pregnancy: [
    ["(pregnant|pregnancy|mimba|mjamzito|ujauzito|lubuto)", 5],
    ["(breastfeed|breastfeeding|breast feed|nyonyesha|kunyonyesha|nanyonyesha|okuyonsa|kuyonsa|nyonsa)", 5],
    // "Delivered" as giving birth, not as a parcel of pills.
    [
      "(gave birth|given birth|giving birth|after birth|after delivery|after delivering|i delivered|just delivered|she delivered|recently delivered|nimejifungua|alijifungua|kujifungua|nazala|nazaala|okuzaala)",
      5,
    ],
    ["(baby|babies|unborn|newborn|mtoto mchanga)", 2],
    ["(conceive|have a child|have children|start a family|planning a baby|negative baby|pmtct)", 4],
    ["(nevirapine syrup|nvp syrup|syrup|dna pcr|pcr|baby medicine|dawa ya mtoto)", 3],
  ],
  stigma_disclosure: [
    ["(disclose|disclosure|disclosing|reveal my status)", 5],
    [
      "(tell|telling|inform) (my|our|the) (partner|wife|husband|boyfriend|girlfriend|family|parents|mother|father|mum|employer|boss|kids|children|friends)",
      5,
    ],
    [
      "(stigma|discrimination|discriminated|discriminate|gossip|gossiping|rejected|reject|shame|ashamed|judged)",
      4,
    ],
    ["(found out|find out|know) (my|about my) status", 4],
    ["(if|when) i (tell|told) (him|her|them)", 4],
    ["(leave me|reject me|hate me|chase me)", 2],
    ["(kuwaambia|kumwambia|nimwambieje|nitamwambiaje|hali yangu|unyanyapaa|ubaguzi|kunibagua|aibu)", 4],
    ["(nitamweleza|kumweleza|kuwaeleza|okubuulira|okumubuulira|mubuulire|ntya okubuulira)", 4],
  ],
  mental_health: [
    [
      "(stress|stressed|stressful|depressed|depression|anxious|anxiety|worry|worried|worries|sad|sadness|lonely|hopeless|down|low mood|overwhelmed)",
      3,
    ],
    [
      "(counselling|counseling|counsellor|counselor|therapy|therapist|psychologist|mental health|talk to someone)",
      4,
    ],
    ["(cant sleep|can not sleep|cannot sleep|not sleeping)", 2],
    [
      "(msongo wa mawazo|huzuni|wasiwasi|upweke|mpweke|sina raha|silali|afya ya akili|ushauri nasaha|hofu)",
      4,
    ],
    ["(suicidal|suicide)", 2],
    ["(scared|afraid|fear|fearful|frightened|terrified)", 2],
    ["feel (so|very|) (tired|exhausted|empty|numb|low|down|hopeless)", 2],
  ],
  alcohol_drugs_harm_reduction: [
    ["(alcohol|beer|beers|waragi|drinking|drink|drunk|pombe|kunywa pombe|malwa)", 4],
    [
      "(weed|marijuana|bhangi|bangi|cannabis|khat|mairungi|heroin|cocaine|methadone|opioid|opioids|injecting|inject|injection drugs|dawa za kulevya|ninajidunga|kujidunga|najidunga)",
      5,
    ],
    ["(clean needles|clean syringes|harm reduction|needle exchange|sindano safi)", 5],
    ["drugs", 1],
  ],
  sex_work_safety: [
    ["(sex work|sex worker|sex workers|sexworker|commercial sex|working girl)", 7],
    ["(client|clients|customers|wateja|mteja)", 3],
    [
      "(biashara ya ngono|mfanyabiashara ya ngono|mfanyakazi wa ngono|wafanyakazi wa ngono|kujiuza|malaya)",
      7,
    ],
    ["(protect myself|stay safe|kujilinda|kuwa salama)", 1.5],
  ],
  service_offer: [
    ["(service|services|huduma|offer|offers|provide|program|programme)", 2],
    ["(deliver|delivery|deliveries|delivered|bring|home delivery|kuleta|mnaleta|nyumbani)", 3],
    [
      "(peer navigator|peer navigators|peer support|peer|msaidizi rika|wasaidizi rika|mhudumu rika|wahudumu rika|omuyambi munno|abayambi banno)",
      4,
    ],
    ["(free|cost|price|pay|charge|bure|gharama|bei)", 2],
    ["(support line|hotline|24 7|call you)", 2],
    ["what (do|does) (you|u|your team|this service) (guys|people|) (do|offer)", 4],
  ],
  locations: [
    [
      "(where are you|where is your|located|location|locations|office|offices|branch|branches|mko wapi|ofisi|tawi)",
      5,
    ],
    [
      "(which towns|which areas|which districts|areas you serve|towns you serve|do you serve|regions|cover)",
      5,
    ],
    ["(near me|nearest|near|karibu nami|karibu yangu|karibu na)", 3],
    ["(where|which areas|which towns|which places) .. (you|u) (operate|work|serve|based)", 5],
    // A town alone does not ask where we are ("will it rain in Kampala?"); living there does.
    [TOWNS, 0.5],
    [
      `(i live|i stay|im based|i am based|i am|im|naishi|ninaishi|niko|nsula|mbeera|ndi) (in|at|around|mu|e|) ${TOWNS}`,
      3,
    ],
    ["(mnapatikana|mnapatikana wapi|miji gani|mji gani|mukola wa|muli wa)", 5],
    ["(clinic|clinics|kliniki|hospital|hospitali)", 1],
  ],
  how_to_apply: [
    [
      "(apply|application|applications|sign up|signup|register|registration|enrol|enroll|join|get started|start the service)",
      6,
    ],
    [
      "(kujiandikisha|kujisajili|jiunge|kujiunga|kuomba huduma|jiandikishe|nitajiandikishaje|okwewandiisa|okwewandiika)",
      6,
    ],
    // The client portal, not the town of Fort Portal.
    ["({(?<!fort )portal}|account|form)", 2],
  ],
  privacy: [
    ["(privacy|private|confidential|confidentiality|discreet|discreetly|secret|secretly)", 5],
    ["(my data|data safe|information safe|my information|my details|taarifa zangu|siri|usiri)", 5],
    ["(anyone know|people know|neighbours know|neighbors know|someone see|will they know|nobody knows)", 4],
    ["(package|packaging|parcel) .. (look|looks|labelled|label)", 4],
    ["(delete|clear|erase) .. (history|chat|data|account)", 5],
    ["(this app|the app|this chat|this website|this site)", 2],
  ],
  tuberculosis: [
    ["(tb|tuberculosis|tuberclosis|kifua kikuu|teebi|akafuba)", 7],
    ["(cough|coughs|coughing|kikohozi|kukohoa|nakohoa|ninakohoa|ekifuba|nkolola)", 3],
    [
      "(night sweats|sweating at night|sweat at night|sweats at night|jasho usiku|jasho la usiku|jasho jingi usiku)",
      4,
    ],
    [
      "(isoniazid|inh|rifapentine|3hp|rifampicin|rhze|tpt|genexpert|gene xpert|sputum|makohozi|lf lam|tb lam)",
      5,
    ],
  ],
  sti: [
    [
      "(sti|stis|std|stds|sexually transmitted|venereal|magonjwa ya zinaa|ugonjwa wa zinaa|ugonjwa wa ngono|magonjwa ya ngono)",
      7,
    ],
    [
      "(syphilis|syphillis|gonorrhoea|gonorrhea|gonorea|gono|chlamydia|trichomonas|herpes|hpv|genital warts|kaswende|kisonono|klamidia|enziku|kabotongo)",
      7,
    ],
    ["(discharge|discharges|uchafu ukeni|uchafu uumeni|usaha|pus)", 4],
    [
      "(sore|sores|ulcer|ulcers|vidonda|kidonda|warts) .. (private|penis|vagina|down there|sehemu za siri|genitals)",
      5,
    ],
    ["(sore|sores|ulcer|ulcers|vidonda|kidonda)", 1],
    [
      "(pain|painful|burning|burns|hurts|it hurts|kuungua|maumivu|inauma|inaniuma) .. (urinat*|pee|peeing|pass urine|passing urine|kukojoa|nikikojoa|ninapokojoa)",
      5,
    ],
  ],
  contraception: [
    [
      "(family planning|contraceptive|contraceptives|contraception|birth control|uzazi wa mpango|kupanga uzazi|njia za uzazi|kuzuia mimba|kuzuia ujauzito)",
      8,
    ],
    ["(prevent|preventing|avoid|avoiding|stop) (a|getting|) (pregnancy|pregnant|mimba)", 8],
    ["(implant|implants|depo|depo provera|sayana|iud|coil|copper t|loop|kitanzi|kipandikizi|vijiti)", 5],
    [
      "(emergency pill|emergency pills|morning after|postinor|p2|emergency contraception|vidonge vya dharura)",
      8,
    ],
    ["(vidonge vya kuzuia mimba|sindano ya kuzuia mimba|sindano ya uzazi wa mpango)", 8],
  ],
  myths_transmission: [
    ["(mosquito|mosquitoes|mosquitos|mbu|ensiri)", 7],
    [
      "(hug|hugging|hugged|kukumbatia|kukumbatiana|kiss|kissing|kissed|kubusu|kubusiana|shake hands|shaking hands|handshake|kusalimiana)",
      5,
    ],
    [
      "(share|sharing|shared|same|kuchangia|kutumia) .. (cup|cups|plate|plates|food|toilet|toilets|utensils|spoon|spoons|kikombe|vikombe|sahani|chakula|choo)",
      6,
    ],
    [
      "(herbal|herbs|herb|herbalist|mitishamba|dawa za kienyeji|kienyeji|witch doctor|witchdoctor|witchcraft|bewitched|uchawi|mchawi|mganga|omulogo|obulogo|ekinansi)",
      5,
    ],
    ["(prayer|prayers|pray|praying|pastor|prophet|miracle|holy water|maombi|kuombewa|nabii)", 3],
    ["(cure|cured|curable|healed|heal|tiba|kuponya|kupona|ponywa)", 2.5],
    ["(virgin|virgins|bikira)", 7],
    ["(myth|myths|true or false|rumour|rumor|uvumi|uongo)", 2],
    // Alone "is it true" says nothing of the topic; it only helps another clue.
    ["(is it true|ni kweli)", 0.5],
    // A claimed cure from faith or herbs: "my pastor says prayer cured me".
    [
      "(prayer|prayers|pray|pastor|prophet|church|herbal|herbs|herbalist|mitishamba|maombi|kienyeji|mganga|witch doctor) .. (cure|cured|cures|heal|healed|heals|kuponya|ameponywa|ponywa|zinaponya|inaponya)",
      3,
    ],
    ["(kula pamoja|kula na|eat together|eating together|eat from the same|share food|sharing food)", 5],
    ["(get|catch|contract|kupata|kuambukizwa) (hiv|vvu|ukimwi|aids) (from|by|through|kwa|kupitia)", 3],
    ["(how|hw|ways|way) .. (hiv|vvu|virus|it) (is|) (spread|spreads|transmitted|passed|pass|caught|get)", 4],
    [
      "(ukimwi|vvu|siriimu) (huambukizwa|inaambukizwa|vinaambukizwa|huenea|unaambukizwa|huambukizwaje|inaambukizwaje|unaambukizwaje)",
      4,
    ],
    ["(jinsi|njia) .. (kuambukizwa|kupata vvu|kupata ukimwi)", 4],
    ["(look|looks|looking|looked) (very|so|) (healthy|fine|fit|well|strong)", 4],
  ],
  rights_legal: [
    [
      "(rights|{(?<!in )law}|{(?<!in )laws}|legal|lawyer|lawyers|court|sue|police case|haki|haki zangu|sheria|wakili|mahakama|amateeka|eddembe)",
      6,
    ],
    [
      "(fired|fire me|fire someone|sacked|dismissed|lost my job|chased from work|expelled|chased from school|kufukuzwa|nimefukuzwa|alinifukuza|wamenifukuza)",
      5,
    ],
    [
      "(forced|force|forcing|lazimisha|kulazimishwa|alinilazimisha) .. (test|testing|tested|kupima|kupimwa)",
      5,
    ],
    [
      "(employer|boss|job|work|workplace|school|headteacher|kazini|shuleni|mwajiri) ... (status|hiv|vvu|positive)",
      2,
    ],
    [
      "(school|schools|work|job|employer|boss|shule|kazi) .. (chase|chased|expel|expelled|kick|kicked|chasing|fukuza|kufukuza)",
      4,
    ],
    ["(fida|wonetha|legal aid|msaada wa kisheria)", 6],
  ],
  crisis: [["(emergency|dharura|help me now|urgent help|im in danger)", 3]],
};

interface CompiledEntry {
  pattern: RegExp;
  weight: number;
}

// Compiled once at module load.
const COMPILED: Array<[AssistantIntent, CompiledEntry[]]> = Object.entries(LEXICON).map(
  ([intent, entries]) => [
    intent as AssistantIntent,
    (entries ?? []).map(([phrase, weight]) => ({ pattern: compilePhrase(phrase), weight })),
  ],
);

/** Ties go to the more specific topic: earlier in this list wins. */
const TIE_ORDER: AssistantIntent[] = [
  "crisis",
  "pep",
  "missed_dose",
  "window_period",
  "self_testing",
  "contraception",
  "pregnancy",
  "tuberculosis",
  "sti",
  "sex_work_safety",
  "alcohol_drugs_harm_reduction",
  "side_effects",
  "viral_load_uequalsu",
  "cd4",
  "prep",
  "rights_legal",
  "myths_transmission",
  "stigma_disclosure",
  "mental_health",
  "privacy",
  "how_to_apply",
  "locations",
  "testing",
  "service_offer",
  "art_adherence",
  "greeting",
];

const MIN_SCORE = 1;

export function scoreIntents(text: string): Map<AssistantIntent, number> {
  const normalized = normalizeText(text);
  const scores = new Map<AssistantIntent, number>();
  for (const [intent, entries] of COMPILED) {
    const score = entries.reduce(
      (sum, entry) => sum + (findMatches(entry.pattern, normalized).length > 0 ? entry.weight : 0),
      0,
    );
    if (score > 0) scores.set(intent, score);
  }
  return scores;
}

/** A score a topic reaches only when the message names it outright ("morning-after pill", "PEP"). */
const NAMED_OUTRIGHT = 4;

/** Whether the message names a topic outright, whatever else it is classified as. */
export function namesTopic(text: string, topic: AssistantIntent): boolean {
  return (scoreIntents(text).get(topic) ?? 0) >= NAMED_OUTRIGHT;
}

function bestIntent(scores: Map<AssistantIntent, number>): AssistantIntent {
  let best: AssistantIntent = "other";
  let bestScore = MIN_SCORE - Number.EPSILON;
  for (const intent of TIE_ORDER) {
    const score = scores.get(intent) ?? 0;
    if (score > bestScore) {
      best = intent;
      bestScore = score;
    }
  }
  return best;
}

const CRISIS_CATEGORIES = new Set([
  "suicidal_thoughts",
  "self_harm",
  "violence_or_sexual_assault",
  "severe_symptoms",
]);

/** Lesser safety findings are strong evidence of what the message is about. */
const SAFETY_EVIDENCE: Partial<Record<SafetyCategory, [AssistantIntent, number]>> = {
  out_of_arvs: ["art_adherence", 5],
  treatment_interruption: ["art_adherence", 2],
  emotional_distress: ["mental_health", 3],
  earlier_hiv_exposure: ["window_period", 6],
};

function addSafetyEvidence(scores: Map<AssistantIntent, number>, safety: DangerReading | undefined): void {
  for (const category of safety?.categories ?? []) {
    const evidence = SAFETY_EVIDENCE[category];
    if (!evidence) continue;
    // Running out of PrEP is a PrEP question, not an ART one.
    const intent =
      category === "out_of_arvs" && (scores.get("prep") ?? 0) >= NAMED_OUTRIGHT ? "prep" : evidence[0];
    scores.set(intent, (scores.get(intent) ?? 0) + evidence[1]);
  }
}

/** A high-risk finding names the intent, so the reply answers the emergency first. */
function intentFromSafety(
  safety: DangerReading | undefined,
  scores: Map<AssistantIntent, number>,
): AssistantIntent | null {
  if (!safety || safety.risk_level !== "high") return null;
  if (safety.categories.some((category) => CRISIS_CATEGORIES.has(category))) {
    // "How do I get PEP after rape?" asks for PEP: the safety note already covers the assault.
    return (scores.get("pep") ?? 0) >= 5 ? "pep" : "crisis";
  }
  if (safety.categories.includes("hiv_exposure_within_72h")) return "pep";
  if (safety.categories.includes("out_of_arvs")) {
    return (scores.get("prep") ?? 0) >= NAMED_OUTRIGHT ? "prep" : "art_adherence";
  }
  return null;
}

export interface IntentInput {
  userInput: string;
  safety?: DangerReading;
  /** The previous user message, used when this one is too short to stand alone ("and for women?"). */
  previousUserMessage?: string;
}

const SHORT_FOLLOW_UP_WORDS = 5;

export function classifyIntent({ userInput, safety, previousUserMessage }: IntentInput): AssistantIntent {
  const scores = scoreIntents(userInput);
  addSafetyEvidence(scores, safety);
  const fromSafety = intentFromSafety(safety, scores);
  if (fromSafety) return fromSafety;
  const intent = bestIntent(scores);
  const isShort = normalizeText(userInput).split(" ").length <= SHORT_FOLLOW_UP_WORDS;
  if (intent === "other" && isShort && previousUserMessage) {
    return bestIntent(scoreIntents(previousUserMessage));
  }
  return intent;
}
