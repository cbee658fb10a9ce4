/**
 * The phrase rules behind the safety classifier, in English, Swahili and Luganda,
 * written in the phrase language of ./phrase.ts. A rule fires on a phrase unless a
 * negation ("not", "never", "sitaki" ...) sits just before it, or, for exposure rules,
 * unless it is asked about hypothetically ("what if the condom bursts").
 * Rules err towards flagging: a false alarm costs a kind note, a miss can cost a life.
 */

export type SafetyCategory =
  | "suicidal_thoughts"
  | "self_harm"
  | "violence_or_sexual_assault"
  | "hiv_exposure_within_72h"
  | "severe_symptoms"
  | "out_of_arvs"
  // Medium-level concerns: worth a gentle note, not an emergency.
  | "emotional_distress"
  | "earlier_hiv_exposure"
  | "symptoms_to_check"
  | "treatment_interruption";

/** How a rule's hit is resolved once the whole message is known. */
export type RuleKind =
  | "suicide"
  | "suicide_someone_else"
  | "self_harm"
  | "sexual_assault"
  | "violence"
  | "violence_not_urgent"
  | "exposure_event"
  | "exposure_unprotected"
  | "severe_symptom"
  | "out_of_arvs"
  | "distress"
  | "symptom_to_check"
  | "interruption";

export interface SafetyRule {
  kind: RuleKind;
  phrases: string[];
  /** Another phrase that must appear somewhere in the message (e.g. stiff neck + headache). */
  requiresAlso?: string[];
  /** Words right before the match that cancel it ("it hit me that ..."). */
  exceptBefore?: string[];
  /** Phrases right after the match that cancel it ("cut myself while shaving"). */
  exceptAfter?: string[];
  /** Phrases anywhere in the same clause that cancel it ("5 tablets as the TB nurse said"). */
  exceptWithin?: string[];
  /** False when the phrase itself carries the negation ("don't want to live"). */
  negatable?: boolean;
}

const MEDICINE =
  "(pills|pill|tablets|tablet|tabs|medicine|medicines|medication|medications|meds|drugs|arvs|arv|art|dose|doses|refill|supply|dawa|vidonge|edagala|empeke|mpeke|prep|tld)";

/** Words of a regimen that follow a pill count: "12 pills every day", "5 tablets in the morning". */
const SCHEDULE =
  "(every|each|daily|a day|per day|twice|once a day|thrice|in the morning|in the evening|at night|before food|after food|kila siku|kila asubuhi|kila usiku|buli lunaku)";

const HEAD_OR_FEVER =
  "(headache|headaches|head ache|head (is|) (paining|pain|pains|hurting|hurts|aching)|fever|feverish|homa|kichwa|omutwe)";

export const SAFETY_RULES: SafetyRule[] = [
  {
    kind: "suicide",
    phrases: [
      "(want|wanna|wana|need|neda|plan|planning|ready|tempted|decided|deciding|wish|wished|trying|tried|like) (to|2) (die|kill myself|kill my self|end my life|end my own life|end it all|take my life|take my own life|unalive myself)",
      "(wanna|wana|wan|gotta|just want|jus want) (just|) (die|kill myself|end it all)",
      // "Am I going to die?" is a fear to answer, not an intent, so "going to" needs more than "die".
      "(going|gona|gonna|about) (to|2) (kill myself|kill my self|end my life|end it all|take my life|take my own life|unalive myself)",
      "(kill|killing|killed|kil) (myself|my self|mysef|mself)",
      "(end|ending|take|taking) my (own|) life",
      "{su[ic]{0,2}[cs]id(e|al|el)?}",
      "(suicde|suicdal|sucidal|suicidial)",
      "unalive (myself|me)",
      "(better|beta) off dead",
      "wish i (was|were|had|could|would) (dead|die|died|not born|never been born)",
      "(dont|do not|dnt|no longer|never) (want|wanna|wana|wish) (to|2) (live|be alive|exist|wake up|be here)",
      "(no|nothing) (reason|point|purpose) (to|in) (live|living|life)",
      "nothing (left|) to live for",
      "(tired|sick) of (living|life|being alive)",
      "(sleep|slep) (and|n) (never|not) wake up",
      "(cant|cannot|can not) go on (anymore|any more|like this|living|with life)",
      "end it all",
      "(want|wish|need|wanna) (everything|my life|it all|all of this|all this|life) to (end|be over|stop)",
      "(sleep|slep|disappear|disappearing|vanish|vanishing|gone|go away) forever",
      "(dont|do not|cant|cannot|no longer|never) (see|find|have) (the|a|any) (reason|point|purpose) (of|for|to|in) (living|live|life|going on|being alive)",
      "(no|nothing|without a) (reason|point|purpose) (of|for) (living|life|being alive)",
      "(no one|nobody|noone|who) (would|will|wil|wud) (care|miss me|notice|cry) .. (if|when) i (die|died|am dead|was dead|were dead|was gone|am gone|disappear|disappeared)",
      "(whats|what is|wats) the (point|use) (of|in) (living|life|going on|being alive|trying|waking up)",
      "(think|thinking|thought|thoughts) (about|of) (dying|death|killing myself|suicide|ending it|ending my life|ending it all)",
      "overdose (on purpose|deliberately|intentionally)",
      "(want|going|gona|gonna|plan|planning) (to|2) overdose",
      "(no one|nobody|noone) (would|will) miss me",
      "(everyone|everybody|they) (would|will) be better (off|) without me",
      "(have|got|bought|prepared|kept) (a|the|) (rope|noose)",
      "(rope|noose) .. (ready|prepared)",
      "hang myself",
      "(drink|take|swallow|drank|took|eat|use|using) .. (rat poison|poison|jik|bleach|paraquat|acid)",
      "rat poison",
      "(collect|collected|collecting|saving|saved|stockpile|stockpiled|bought|buying) .. sleeping (pills|tablets)",
      "(jump|jumping) (off|from|in front of|under|into|in) .. (bridge|building|car|vehicle|taxi|lorry|truck|train|roof|lake|river|nile|water)",
      "(throw|throwing) myself (in front|under|into|off)",
      // Swahili
      // First person only: "alijiua" (he killed himself) is someone else.
      "{(ku|ni|na|nita|nta|nime|nili|ta)jiu[ae]}",
      "(kujitoa|kujiondoa|nijitoe|nitajitoa) uhai",
      "{(ku|ni|na|nita|nime)jinyong[ae]}",
      "{(ku|ni|na|nita)jiangamiza}",
      "(nataka|natamani|ningependa|naomba|nimeamua) (kufa|nife)",
      "(bora|heri|afadhali) (nife|nikufe|ningekufa|niwe nimekufa)",
      "(sitaki|sipendi|sina hamu ya) (kuishi|tena kuishi|kuendelea kuishi)",
      "(sina|sioni) (sababu|haja|maana) ya kuishi",
      "nimechoka (kuishi|na maisha haya)",
      // Any person and tense of drinking or swallowing: "ngoja ninywe sumu", "nimekunywa dawa ya panya".
      "{\\w*(nywa|nywe|meza|meze)} .. (sumu|dawa ya panya)",
      // "ili nife": so that I die.
      "ili (nife|nifariki|nisiamke tena)",
      // Luganda
      // Also after a linking prefix: "ekirowoozo ky'okwetta" (the thought of killing myself).
      "{(ky|ly|bw|gw|kw)?o?kwet+a}",
      "{(o|n|ne)?kwetuga|netuga}",
      "(njagala|nyagala|nandyagadde|neda|need|want|wana|wanna) (kufa|okufa)",
      "sikyayagala (kubera|kuba|okubera|okuba) (mulamu|omulamu)",
      // "nkooye okubeera omulamu": I am tired of being alive.
      "(nkooye|ndi mukoowu) (kubera|kuba|okubera|okuba) (mulamu|omulamu)",
      "nkooye obulamu",
    ],
  },
  {
    kind: "suicide",
    // Many pills, or all of them, are an overdose whatever the number...
    phrases: [
      "(took|take|swallowed|swallow|taking|drank) ({[1-9][0-9]+}|many|ten|twenty|all my|all the|a lot of|lots of|a bunch of|too many) (pills|tablets|panadol|panadols|paracetamol|sleeping pills|tabs)",
      "{(nime|nili|ni|na|nita)(meza|kunywa)} (vidonge|dawa|panadol) (vingi|vyote|zote|nyingi)",
    ],
    // ...unless it is the day's regimen: "on MDR TB i take 12 pills every day".
    exceptAfter: [SCHEDULE],
  },
  {
    kind: "suicide",
    // A plan to swallow a store of pills at once: "i have pills saved up, im going to take them all tonight".
    phrases: [
      "(going to|gonna|gona|will|want to|wanna|plan to|planning to|about to) (take|swallow|drink) (them|these|those|my pills|the pills|my tablets|the tablets) all",
      "(take|swallow|drink|took|swallowed) all (of them|of my pills|my pills|the pills|my tablets) (at once|together|tonight|now)",
    ],
    // "Am I going to take them all my life?" asks about treatment.
    exceptAfter: [SCHEDULE, "(my life|for life|forever|lifelong|every day|daily)"],
  },
  {
    kind: "suicide",
    // A handful is a dose ("take 2 tablets of septrin daily"); five to nine at once is not...
    phrases: [
      "(took|take|swallowed|swallow|taking|drank) ({[5-9]}|five|six|seven|eight|nine) (pills|tablets|panadol|panadols|paracetamol|sleeping pills|tabs)",
    ],
    exceptAfter: [SCHEDULE],
    // ...unless it is what a TB regimen or a prescriber asks: "5 tablets as the TB nurse told me".
    exceptWithin: [
      "(tb|rhze|septrin|cotrimoxazole|tld|doctor|nurse|health worker|clinician|musawo|daktari|prescribed|prescription|regimen)",
    ],
  },
  {
    kind: "suicide_someone_else",
    phrases: [
      "(kill|killing|killed|kil) (herself|himself|themselves|themself)",
      "(end|ending|take|taking) (her|his|their) (own|) life",
      "(friend|sister|brother|son|daughter|mother|mum|mom|father|dad|partner|wife|husband|cousin|she|he) .. (suicid*|{su[ic]{0,2}[cs]id(e|al)})",
      "(anataka|ametaka|amesema) (kujiua|kufa)",
      "{(a|ali|ame|ata|ana|wa|wali|wame|wata|wana)jiu[ae]}",
    ],
  },
  {
    kind: "self_harm",
    phrases: [
      "(cut|cutting|cuts|burn|burning|burned|burnt|hurt|hurting|harm|harming|punish|punishing|injure|injuring|injured|scratch|scratching) (myself|my self)",
      "(cut|cutting|cuts|slit|slitting|slash|slashing) my (wrist|wrists|arm|arms|thigh|thighs)",
      "(keep|kept|started|start|been|am) (cutting|burning|hurting|harming) (myself|my)",
      "self (harm|harming|harmed|injury|injuring|mutilation)",
      "selfharm*",
      "(hurt|hurting|harm|harming|hit|hitting) (myself|my self|me) (on purpose|deliberately|intentionally)",
      "(bang|banging|hit|hitting|knock|knocking) my head (on|against|into)",
      "(until|till|untill|til) (it|they|i) (bleed|bleeds|bled|bleeding)",
      // Swahili
      "{(ku|ni|na|nime|nili|nita)jikata}",
      "{(ku|ni|na|nime|nili|nita)jiumiza}",
      "{(ku|ni|na|nime|nili|nita)jichoma}",
      // Any person and tense of "jidhuru" (harm oneself): "ninajidhuru", "nataka kujidhuru".
      "{\\w*jidhuru}",
    ],
    exceptAfter: [
      "(while|whilst|by accident|accidentally|at work|at the salon|playing|shaving|cooking|lifting|nikicheza|nikipika|kwa bahati mbaya|kazini)",
    ],
  },
  {
    kind: "sexual_assault",
    phrases: [
      "(rape|raped|raping|rapist|rapes|rapped)",
      "sexual* (assault|assaulted|abuse|abused|violence|harassment)",
      "(assaulted|abused|molested|violated|harassed|attacked) (me|) sexual*",
      "(molest|molested|molesting|defile|defiled|defiling|defilement)",
      "(force|forces|forced|forcing) (me|us) .. (sex|sleep with|sleep with him|sleep with them|do it|have intercourse|into it)",
      "forced (sex|himself on me|themselves on me)",
      "(was|were|been|got|am|being) forced (to|into) (have|having|) (sex|intercourse|sleep with|do it)",
      "(stepfather|father|stepdad|dad|uncle|teacher|boss|man|men|he|brother|cousin|pastor|neighbour|neighbor|landlord|employer|guard|client) (touches|touched|touching|fondles|fondled|fondling|keeps touching|kept touching|feels) me",
      "(sex|slept with me|had me|touched me) .. without my (consent|permission)",
      // Swahili
      "{(a|wa)(li|me|na)?nibaka}",
      "{(nime|nili|ali|ame|wali|wame|ku)?bakwa}",
      "(ubakaji|kubaka|kunibaka)",
      "{(ku|a|ali|ame|wali|wame|nime|nili)?(ni)?najisi(wa|ka)?}",
      "{\\w*nilazimisha} .. (mapenzi|ngono|kulala|tendo|kufanya mapenzi)",
      // The passive: "nililazimishwa kufanya ngono" (I was forced to have sex).
      "{\\w*lazimishwa} .. (mapenzi|ngono|kulala|tendo|kufanya mapenzi)",
      "(unyanyasaji|ukatili) wa (kingono|kimapenzi)",
      // "ananigusa vibaya": touches me in a bad way.
      "{\\w*ni(gusa|shika)} (vibaya|sehemu za siri|sehemu zangu za siri)",
      // A client or partner who forced sex without a condom.
      "(client|man|men|he|they|husband|boyfriend|partner) forced me .. (without|no) (a|any|) (condom|condoms|protection|kondomu)",
      // Luganda
      "(yankaka|bankaka|ankaka|yankakako|bankakako)",
      "{\\w*nsobya\\w*}",
      // "yankwata lwa maanyi", "bankwata olw'amaanyi": took me by force.
      "{\\w*nkwat\\w*} .. (olwamanyi|lwamanyi|lwa manyi|olwa manyi)",
    ],
  },
  {
    kind: "violence",
    phrases: [
      "(beat|beats|beating|beaten|hit|hits|hitting|slapped|slap|slaps|slapping|punched|punches|punching|strangled|strangling|strangle|choked|choking|stabbed|attacked|assaulted|battered|whipped|whips|burned|burnt) (me|us)",
      "(was|got|been|being|get) (beaten|attacked|assaulted|stabbed|battered|kicked|slapped|strangled|choked|whipped)",
      "(threaten|threatens|threatened|threatening|threat) .. (kill|hurt|beat|harm|cut|stab|burn) (me|us|my)",
      "(will|would|wud|shall|wants to|want to|going to|gona|gonna|trying to|tried to|try to|wil) (kill|hurt|beat|harm|stab) (me|us)",
      "domestic violence",
      "gender based violence",
      "gbv",
      "(abusive|violent) (partner|husband|boyfriend|man|wife|girlfriend|father|stepfather|relationship|marriage|home)",
      "(husband|partner|boyfriend|wife|girlfriend|father|stepfather|mother|uncle|brother|man|he|she) (is|gets|becomes|became|was|has been) (violent|abusive)",
      "violence (at|in) (home|my home|the house|our home)",
      "(not|dont feel|never feel|unsafe) (safe|) (at home|with him|with her|in my home)",
      "(fear|afraid|scared|fearing) for my life",
      "(i am|im|am) in danger",
      // Swahili
      "{(a|wa)(na|li|me)?nipiga}",
      "kunipiga",
      // Passive: "nimepigwa na mume wangu" (I have been beaten by my husband).
      "{(nime|nili|ni|na|nina|ku)pigwa}",
      "{(a|wa)(li|me|na|ta)?ni(choma|kata)} .. (kisu|panga|moto|wembe)",
      "{\\w*nishambulia|nimeshambuliwa|alinishambulia}",
      "{\\w*tishia} .. {\\w*niua}",
      "{(a|wa)(ta|li|na|me|taka)?(ku)?niua}",
      "{(a|wa)(na|li|me|ta)(taka|jaribu)} kuniua",
      "(ukatili|unyanyasaji) wa (kijinsia|nyumbani)",
      "(ukatili|vurugu) nyumbani",
      // Luganda
      "(ankuba|yankuba|bankuba|ankubye|yankubye|bankubye)",
      "{\\w*nzita}",
      // "abasajja babiri bankwatira mu kkubo": two men seized me on the road.
      "(abasajja|basajja) .. {bankwat\\w*}",
    ],
    // "the rain beat me", "enjala ejja kunzita" (hunger will kill me), "njaa inaniua".
    exceptBefore: [
      "(it|that|this|reality|news|truth|result|results|effects|effect|pills|drugs|medicine|dawa|madhara|vidonge|side|headache|traffic|hunger|heat|exam|exams|suspense|waiting|work|rain|rains|sun|cold|njaa|joto|mvua|kazi|enjala|njala|ebugumu|enkuba|omulimu)",
    ],
    exceptAfter: [
      // "nimepigwa simu" (I got a call), "kupigwa sindano" (an injection), "kupigwa picha" (a photo).
      "(esimu|simu|ku simu|phone|call|sindano|picha|marufuku|faini|vita)",
      "by (the|) (rain|rains|sun|cold|hunger|traffic|heat)",
      // "boss ananiua na kazi": is killing me with work.
      "na (kazi|maswali|kelele|njaa|foleni|homework)",
      "with (the|bad|good|some|sad|shocking|this|that|hard) (news|result|results|question|questions|truth|diagnosis|facts)",
      "(at|in) (pool|cards|football|a game|the game|games|chess|ludo|draughts|racing|running|a race|the race|arguments)",
    ],
  },
  {
    kind: "violence",
    phrases: ["(kicked|kicks|kicking|threw|throws|pushed|pushes|shoved|dragged) (me|us)"],
    exceptAfter: [
      // Thrown out of home is not a blow: violence_not_urgent reads it.
      "(out|away)",
      // "my friend pushed me to test": encouragement.
      "(to|into) (test|testing|come|start|go|take|get|join|tell|disclose|do)",
    ],
  },
  {
    kind: "violence_not_urgent",
    phrases: [
      "(threaten|threatens|threatened|threatening) (me|us|) (to|) (tell|expose|disclose|reveal|post|announce|share|leave|chase)",
      "(chased|kicked|threw|thrown|chase|kick|throw) (me|us) (away|from|out|)",
      "(thrown|chased|kicked) out of (the|my|our|) (house|home)",
      // Threats, fear of a partner, and "abuse", which in Uganda is often insults: check safety.
      "(threaten|threatens|threatened|threatening|thretens|thretened|thretening) (me|us)",
      "(afraid|scared|fear|fearful|frightened) of my (husband|partner|boyfriend|wife|girlfriend|father|stepfather|uncle|man)",
      "(abuses|abused|abusing|abuse) (me|us)",
      "(he|she|they|husband|boyfriend|partner|man|client) forced me",
      "(dont|do not) feel safe",
      "{\\w*nifukuza} .. (nyumbani|nyumba)",
      "{(a|wa)(li|me|na)?nifukuza}",
      "{\\w*nitishia}",
      "{\\w*ninyanyasa}",
      "(vitisho|unyanyasaji)",
    ],
    exceptAfter: [
      "(finding out|knowing|leaving|seeing|reaction|taking|using|to take|to use)",
      "to (come|test|go|start|tell|disclose)",
      "(kazi|kazini|shule|shuleni)",
    ],
  },
  {
    kind: "exposure_event",
    phrases: [
      "(the|a|my|our|his|her|) (condom|condoms|kondomu|kondom|condon) .. (burst|bursted|broke|broken|break|tore|torn|split|slipped|slip|came off|come off|fell off|removed|failed|leaked|bust|busted|popped)",
      "(condom|condoms|kondomu|kondom|condon) (remained|stayed|got stuck|stuck) (inside|in)",
      "(broken|burst|bursted|torn|leaking) (condom|condoms|kondomu)",
      "(burst|broke|tore|removed|took off|pulled off) the (condom|kondomu)",
      "(shared|share|sharing|used) (a|the|his|her|their|someones|someone elses|) (used|dirty|) (needle|needles|syringe|syringes|works)",
      "(pricked|pricked myself|stuck|jabbed|poked|injured) (by|with|on) (a|an|the|) (used|dirty|infected|) (needle|syringe|sharp|blade)",
      "needle (stick|prick|sticks|pricks)",
      "(friends|someones|someone elses|his|her|their|another persons|other peoples|borrowed|borrowing|same) (needle|needles|syringe|syringes)",
      "needlestick",
      "(needle|syringe|sharp|blade) .. (pricked|stuck|poked|jabbed|pierced|cut|scratched) (me|my|myself)",
      "(pricked|poked|stuck|jabbed) (myself|my hand|my finger|my leg|my arm) .. (needle|syringe)",
      "(stealthing|stealthed)",
      // Swahili
      // Past, perfect and narrative ("na kondomu ikapasuka") forms only, with the English verb
      // in a mix ("imebust"): "ikipasuka" (if it bursts) is a hypothetical.
      "(kondomu|kondom|condom) .. {(ili|ime|ika|zili|zime|zika|iliyo|ilio)(pasuka|chanika|katika|toka|vuja|teleza|vuka|bust|burst|tear)}",
      "{(tume|tuli|nime|nili|ali|ame|wali|wame|ku|tuna|na)(changia|shirikiana)} .. sindano",
      "{\\w*chomwa} .. sindano",
      "{(tume|tuli|nime|nili|ali|ame|wali|wame)tumia} (sindano|sirinji) .. pamoja",
      // Luganda
      // Not the negative "te-": "kondomu teyayabise" (the condom did not burst).
      "(kondomu|condom|kondom) .. {(?!te)\\w*(yabik|yabis|yabise|kutuk|kutus|vudek|vudeko|yulik|yulis)\\w*}",
    ],
  },
  {
    kind: "exposure_unprotected",
    phrases: [
      "(unprotected|unsafe) (sex|intercourse|anal|vaginal)",
      "(didnt|did not|never|forgot to|failed to) (use|used|wear|put on) (a|any|the|) (condom|condoms|protection|kondomu)",
      "(sex|slept|sleep|intercourse|did it|made love|had it|fucked) .. (without|no|with no) (a|any|) (condom|condoms|protection|kondomu)",
      "(without|no) (condom|protection) .. (sex|slept|intercourse)",
      "raw sex",
      // Code-switched too: "tulifanya sex bila condom jana".
      "(nimefanya|nilifanya|tulifanya|tumefanya|amefanya|alifanya) .. (mapenzi|ngono|tendo|sex) .. bila (kinga|kondomu|condom)",
      "(mapenzi|ngono|sex) bila (kinga|kondomu|condom)",
      "(nimefanya|nilifanya|tulifanya|tumefanya) bila (kinga|kondomu|condom)",
      // Luganda: "twegatta nga tetukozesezza kondomu" (we had sex without using a condom).
      "{(tw|n|y|b)?e(gata|gate|gase|base|baka|bake)} .. (awatali|{te\\w*kozes\\w*}|{si\\w*kozes\\w*}) .. (kondomu|condom)",
    ],
    // Only personal, past events: "is unprotected sex risky?" is a question, not an exposure.
    requiresAlso: [
      "(i|we|me|he|she|him|my|our|nime|nili|tuli|tume|tulifanya|nimefanya|nilifanya|ali|ame) .. (had|have had|did|slept|sleep|made|was|were|got|have|fanya|lala|mapenzi|ngono)",
      "{(tw|n|y|b)?e(gata|gate|gase|base|baka|bake)}",
      "(yesterday|today|tonight|last night|this morning|hours ago|days ago|weeks ago|months ago|week ago|month ago|jana|leo|juzi|usiku|asubuhi|egulo|ekiro|lero)",
    ],
  },
  {
    kind: "severe_symptom",
    phrases: [
      "(cough|coughs|coughing|coughed|vomit|vomits|vomiting|vomited|spit|spitting|throw up|throwing up|threw up|puke|puking) .. (blood|bloody)",
      "(blood|bloody) (cough|vomit|sputum|phlegm)",
      "(cant|cannot|can not|unable to|struggling to|struggle to|hard to|difficult to|difficulty|trouble|problem|problems) (breathe|breathing|breath|to breathe)",
      "(short|shortness) of breath",
      "(breathless|breathlessness|gasping)",
      "chest .. (pain|pains|paining|hurt|hurts|hurting|tight|tightness|ache|aches)",
      "pain in (my|the|his|her) chest",
      "(convulsion|convulsions|convulsing|seizure|seizures|seizing|fitting)",
      "(having|had|got|getting|gets|has) fits",
      "(had|has|having|got|just had) a (fit|seizure)",
      "(fainted|fainting|collapsed|collapsing|passed out|unconscious|blacked out|not waking|wont wake)",
      "(too|so|very) weak .. (walk|stand|get up|sit)",
      "(cant|cannot|can not|unable to|not able to) (get up|get out of bed)",
      "(vomit|vomiting|vomits|throwing up) (everything|all the time|non stop|nonstop|continuously|every time i eat)",
      "(cant|cannot|can not|unable to|not able to) keep (any|) (food|anything|water|pills|medicine|meds|drink|fluids) down",
      "(bloody|blood in|blood with) (diarrhea|diarrhoea|stool|stools|poo|poop)",
      "(eyes|eye|skin) .. (yellow|yelow)",
      "(yellow|yelow) (eyes|skin)",
      "(jaundice|jaundiced)",
      "(cant|cannot|can not|unable to|not able to) see (properly|well|clearly|anything)",
      "(blurred|blurry|double|losing|lost|loss of) (vision|sight|eyesight)",
      "breathing (very|so|too|) (fast|quickly|hard|noisily|heavily)",
      "(baby|child|infant|toddler|newborn) .. not (feeding|breastfeeding|sucking|eating|drinking|waking|responding)",
      "(skin|lips|mouth) .. (peel|peeling|peeled|coming off)",
      // Swahili
      "{\\w*kohoa} .. damu",
      "{\\w*tapika} .. damu",
      "kikohozi (cha|chenye) damu",
      "(nashindwa|ninashindwa|anashindwa|siwezi|hawezi|shida ya|shida kwa) (kupumua|kuvuta pumzi)",
      "{\\w*pumua} kwa shida",
      "(sipumui|hapumui)",
      "(maumivu|kuuma) (makali|) (ya|kwenye) kifua",
      "kifua (kinauma|kinaniuma|kimebana|kinabana)",
      "(degedege|kifafa|anatetemeka mwili mzima)",
      "{\\w*zimia}",
      "siwezi (kusimama|kutembea|kuamka)",
      "natapika kila (kitu|ninachokula|nikila)",
      "(kuhara|kuharisha|naharisha|anaharisha) damu",
      "macho .. (njano|manjano)",
      // Luganda
      "{\\w*kolola} .. {o?musayi}",
      "{\\w*sesem\\w*} .. {o?musayi}",
      "(sisobola|tasobola|sikyasobola|takyasobola) (kussa|okussa)",
      // Convulsions.
      "ensimbu",
    ],
  },
  {
    kind: "severe_symptom",
    phrases: ["(cant|cannot|can not|unable to|not able to) walk"],
    // "I can't walk to the clinic, it's too far" is about distance, not the legs.
    exceptAfter: ["(to|that far|far|all the way|there|long distances)"],
  },
  {
    kind: "severe_symptom",
    phrases: ["(cant|cannot|can not|unable to|not able to) stand"],
    // "I can't stand this" is a feeling.
    exceptAfter: ["(this|that|it|him|her|them|you|people|my|the)"],
  },
  {
    kind: "severe_symptom",
    phrases: [
      "(wont|will not|cannot|cant|can not|refuses to|refusing to|not able to|unable to|stopped) (breastfeed|breastfeeding|feed|feeding|suck|sucking|nurse|nursing)",
      "(hataki|hawezi|ameacha) (kunyonya|kula)",
    ],
    requiresAlso: ["(baby|babies|child|infant|newborn|toddler|mtoto|omwana)"],
  },
  {
    kind: "severe_symptom",
    phrases: [
      "(stiff|stif|rigid|painful) neck",
      "neck pain",
      "neck .. (stiff|stif|rigid)",
      "shingo .. (imekaza|inakaza|ngumu|imekakamaa|imekamaa)",
    ],
    requiresAlso: [HEAD_OR_FEVER],
  },
  {
    kind: "severe_symptom",
    phrases: [
      "(confused|confusion|delirious|disoriented|not making sense|talking nonsense)",
      "(amechanganyikiwa|anachanganyikiwa|nimechanganyikiwa)",
    ],
    requiresAlso: [HEAD_OR_FEVER],
  },
  {
    kind: "severe_symptom",
    phrases: ["(blister|blisters|blistering|malengelenge)"],
    requiresAlso: ["(rash|skin|mouth|eyes|lips|body|vipele|ngozi|mdomoni|macho)"],
  },
  {
    kind: "out_of_arvs",
    phrases: [
      "(ran|run|running|runing|rn) out (of|) (my|the|) .. (pills|tablets|arvs|arv|medicine|medicines|meds|drugs|medication|treatment|refill|supply|tabs|dawa|prep)",
      `${MEDICINE} .. (finished|finish|finishd|run out|ran out|over|exhausted|done|gone|used up)`,
      `(finished|finishd) (my|the|all my|all the) ${MEDICINE}`,
      "(got|get|are|is|have|has|were|was|are almost|is almost|are about to|is about to) (finished|finish|run out|running out)",
      `(remaining with|remained with|left with|remain with|remaining|remain) .. ${MEDICINE}`,
      `only (have|got|) (a|) (1|2|3|4|5|one|two|three|four|five|few|a few) ${MEDICINE}`,
      `${MEDICINE} (left|remaining|remain)`,
      `no (more|) ${MEDICINE} (left|at home|remaining)`,
      "(didnt|did not|couldnt|could not|failed to) (get|pick|collect|receive) (my|the|) (refill|pills|arvs|medicine|drugs|meds)",
      "(stock out|stockout|out of stock)",
      `(have|hav|with|got|having) no (more|) ${MEDICINE}`,
      "(refill|clinic|appointment|pickup) (day|date|) .. (passed|missed|overdue|was)",
      // Swahili
      "{\\w*ishiwa} (na|) (dawa|vidonge|arv|arvs|prep)",
      // Code-switched too: "my pills zimeisha".
      "(dawa|vidonge|pills|tablets|arvs|meds|medicine) .. {(zi|vi|i)(me|na|ta|li)(kw)?isha|\\w*nishia}",
      "(sina|hakuna|sijapata) (dawa|vidonge)",
      // "nina siku tatu bila dawa", "nina 3 days bila dawa" (days without medicine).
      "(siku|days|day|wiki|week|weeks) .. bila (dawa|vidonge|arv|arvs|pills|tablets)",
      "{vimebak\\w*} .. (vidonge|viwili|vitatu|vichache)",
      // Luganda: "eddagala liweddeko", "empeke zange ziweddeyo".
      "(edagala|empeke|mpeke) .. {(li|ly|zi)(wed|gw)\\w*}",
    ],
    requiresAlso: [MEDICINE],
    // "I have 60 pills left" is a supply, not a shortage.
    exceptBefore: ["{[1-9][0-9]+}"],
    // "My pills will finish in 3 weeks": a refill to plan, not an emergency; "pills remaining 28".
    exceptAfter: [
      "{[1-9][0-9]+}",
      "(in|after|within) ({[2-9]|[1-9][0-9]+}|two|three|four|a few|few) (weeks|week|months|month)",
      "next (week|month)",
      "(baada ya|ndani ya) (wiki|mwezi|miezi)",
    ],
  },
  {
    kind: "distress",
    phrases: [
      "(hopeless|hopelessness|worthless|helpless)",
      "(no|lost|lost all|lose|losing) hope",
      "(depressed|depression|depressing)",
      "(cant|cannot|can not) (cope|take it|take this|handle this|handle it) (anymore|any more|)",
      "(hate|hating) (my|this) life",
      "nothing matters",
      "(empty|dead) inside",
      "(no one|nobody|noone) (cares|loves me|understands)",
      "(give up|giving up|gave up) on (life|everything|myself)",
      "(feel like|want to|wanna|wana|about to) (give|giving) up",
      "(used to|use to) (cut|hurt|harm|burn) (myself|my)",
      // Swahili
      "(huzuni|majonzi) (sana|mingi|nyingi|kubwa)",
      "(sina|sijisikii) (raha|furaha|matumaini|tumaini)",
      "{\\w*kata} tamaa",
      "(mpweke|upweke)",
      "(sioni|sina) maana ya maisha",
      "(silali|siwezi kulala)",
      // Luganda
      "(sikyalina|sirina) (subi|esubi)",
      "(ndi|mbadde) (munakuwavu|mwenyamivu)",
    ],
  },
  {
    kind: "symptom_to_check",
    phrases: [
      "night (sweat|sweats|sweating)",
      "(cough|coughing) .. (weeks|week|month|months)",
      "(weight loss|losing weight|lost weight|lost a lot of weight)",
      "(fever|feverish)",
      "(rash|rashes)",
      "(diarrhea|diarrhoea|diarrhoe)",
      "(vomit|vomits|vomiting)",
      "(severe|very bad|terrible|strong|serious|unbearable|extreme) (headache|head ache|pain|stomach ache|stomach pain|abdominal pain|belly pain)",
      "(very|so|too) weak",
      // Swahili
      "(homa|vipele|kuhara|kuharisha|kutapika|natapika)",
      // Luganda
      "(omusujja|musujja)",
      "jasho .. usiku",
      "kichwa (kinauma|kinaniuma) (sana|kwa nguvu)",
      "(dhaifu sana|nimedhoofika)",
    ],
  },
  {
    kind: "symptom_to_check",
    // "Could it be TB?" is a symptom to check; "what is TB?", "TB treatment" are questions about it.
    phrases: [
      "(could|can|might|may) (it|this|that) be (tb|tuberculosis)",
      "(do|could|might|may) i have (tb|tuberculosis)",
      "(is|it) (it|s|is) (tb|tuberculosis)",
      "(think|thinking|worried|worry|fear|scared|afraid|suspect) .. (tb|tuberculosis)",
      // Swahili
      "(je|huenda|inaweza kuwa|itakuwa) .. (tb|kifua kikuu)",
      "(nadhani|nahisi|naogopa|nina wasiwasi) .. (tb|kifua kikuu)",
      // Luganda
      "(oba|ndowooza|ntya) .. (tb|akafuba)",
    ],
  },
  {
    kind: "interruption",
    phrases: [
      "(stop|stopped|stopping|quit|quitting|abandon|abandoned) (taking|) (my|the|these|) (arvs|arv|art|pills|medicine|medicines|medication|medications|meds|treatment|tablets|drugs)",
      "(havent|have not|not|didnt|did not|never) (taken|taking|take|swallowed|had) (my|the|any|) (arvs|arv|pills|medicine|meds|drugs|tablets|treatment) .. (for|since|in)",
      "{\\w*acha} (kumeza|kutumia|kunywa|) (dawa|vidonge)",
      "(tired of|sick of|fed up with|fed up of) (taking|swallowing|) (my|these|the|) (pills|arvs|medicine|meds|drugs|tablets|treatment)",
      // Several days missed, not one: "I missed my pills for 3 days", "sijameza dawa kwa wiki mbili".
      "(missed|skipped|forgot|forgotten|not taken|havent taken) .. (for|since) ({[2-9]|[1-9][0-9]}|two|three|four|five|six|seven|a|one|several|many|few) (days|weeks|week|months|month)",
      "(keep|kept|always) (forgetting|missing|skipping) (to take|) (my|the|) (pills|arvs|medicine|meds|drugs|tablets|doses)",
      "(nimesahau|nilisahau|sijameza|sijanywa|nimekosa|sikumeza) .. (siku (mbili|tatu|nne|tano|sita|saba|kadhaa|{[2-9]})|wiki|mwezi)",
      "(nimechoka|nimeshindwa|sitaki) (kumeza|kunywa|kutumia) (dawa|vidonge)",
    ],
    // "Does beer stop my ARVs working?" asks about the beer, not about stopping.
    exceptBefore: ["(beer|alcohol|pombe|drinking|food|weed|it|this|that|they|what|does|will|can)"],
  },
];

/** Words that, right before a phrase, deny it: "I'm not suicidal", "sijawahi kujiua". */
export const NEGATIONS = new Set([
  "not",
  "never",
  "dont",
  "doesnt",
  "didnt",
  "wont",
  "isnt",
  "arent",
  "wasnt",
  "havent",
  "hasnt",
  "nor",
  "neither",
  // Swahili
  "si",
  "sio",
  "siyo",
  "hapana",
  "sijawahi",
  "sikuwahi",
  "sitaki",
  // Luganda
  "sagala",
  "sijagala",
  "tewali",
]);

/** Words that make an exposure hypothetical: "what if a condom bursts", "can you get it from sharing needles". */
export const HYPOTHETICAL_MARKERS = new Set([
  "if",
  "when",
  "whenever",
  "after",
  "incase",
  "case",
  "suppose",
  "supposing",
  "can",
  "could",
  "should",
  "would",
  "safe",
  "ok",
  "okay",
  "from",
  "through",
  "via",
  "avoid",
  "prevent",
  "stop",
  // Swahili
  "kama",
  "ikiwa",
  "endapo",
  "iwapo",
  "baada",
  "kuzuia",
  // Luganda
  "bwe",
]);

/** Conditionals that, even between an event's words, make it hypothetical: "kondomu bwe yabika". */
export const CONDITIONALS = new Set([
  "if",
  "when",
  "whenever",
  "incase",
  "kama",
  "ikiwa",
  "endapo",
  "iwapo",
  "bwe",
]);

/** Missed-dose clues that make running out of medicine urgent. */
export const MISSED_DAYS_PHRASES = [
  "(havent|have not|not|didnt|did not|never|havnt|hvnt) (taken|take|swallowed|had|took|been taking)",
  "(missed|skipped|missing|skipping|miss) .. (doses|dose|days|day|pills|week)",
  "(for|since) .. (days|day|week|weeks|month|months)",
  "since (monday|tuesday|wednesday|thursday|friday|saturday|sunday|last|mon|tue|wed|thu|fri|sat|sun)",
  "(last|lst) (week|month)",
  "(days|weeks|week|month) (ago|now|back|without)",
  "(two|three|four|five|six|seven|2|3|4|5|6|7|several|many|few) days",
  // Swahili
  "(sijameza|sijanywa|sijatumia|sikumeza|sikunywa|sikutumia|nimekosa)",
  "siku (mbili|tatu|nne|tano|sita|saba|kadhaa|2|3|4|5|6|7)",
  "wiki (moja|mbili|nzima|iliyopita|sasa|tatu)",
  "tangu (jana|juzi|jumatatu|jumanne|jumatano|alhamisi|ijumaa|jumamosi|jumapili|wiki)",
  // Luganda: "wiiki bbiri" (two weeks), "ennaku" (days)
  "(wiki|enaku|naku)",
];

/** Words before a time that put it ahead, not behind: "run out in 2 days", "baada ya wiki mbili". */
export const FUTURE_MARKERS = new Set(["in", "within", "after", "next", "another", "baada", "ndani", "mu"]);

/** Words of a habit, not an event: "I sometimes have sex without a condom" asks for PrEP, not PEP. */
export const ONGOING_RISK_PHRASES = [
  "(sometimes|often|usually|always|regularly|most times|many times|mara nyingi|wakati mwingine|kila mara)",
];

/** "I used to cut myself years ago" is history to acknowledge, not an emergency. */
export const PAST_HABIT_PHRASES = [
  "(used to|use to|years ago|year ago|when i was|as a teenager|in the past|zamani|miaka iliyopita)",
];
