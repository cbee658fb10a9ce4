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
  /** False when the phrase itself carries the negation ("don't want to live"). */
  negatable?: boolean;
}

const MEDICINE =
  "(pills|pill|tablets|tablet|tabs|medicine|medicines|medication|medications|meds|drugs|arvs|arv|art|dose|doses|refill|supply|dawa|vidonge|edagala|prep|tld)";

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
      "(sleep|slep|disappear|vanish|gone) forever",
      "(dont|do not|cant|cannot|no longer|never) (see|find|have) (the|a|any) (reason|point|purpose) (of|for|to|in) (living|live|life|going on|being alive)",
      "(no|nothing|without a) (reason|point|purpose) (of|for) (living|life|being alive)",
      "(no one|nobody|noone|who) (would|will|wil|wud) (care|miss me|notice|cry) .. (if|when) i (die|died|am dead|was dead|were dead|was gone|am gone|disappear|disappeared)",
      "(whats|what is|wats) the (point|use) (of|in) (living|life|going on|being alive|trying|waking up)",
      "(think|thinking|thought|thoughts) (about|of) (dying|death|killing myself|suicide|ending it|ending my life|ending it all)",
      // A handful is a dose ("take 2 tablets of septrin daily"); five or more at once is not.
      "(took|take|swallowed|swallow|taking|drank) ({[5-9]|[1-9][0-9]+}|many|ten|twenty|all my|all the|a lot of|lots of|a bunch of|too many) (pills|tablets|panadol|panadols|paracetamol|sleeping pills|tabs)",
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
      "{(ku|ni|na|nita|nime|ta|a|ali|ame)jiu[ae]}",
      "(kujitoa|kujiondoa|nijitoe|nitajitoa) uhai",
      "{(ku|ni|na|nita|nime)jinyong[ae]}",
      "{(ku|ni|na|nita)jiangamiza}",
      "(nataka|natamani|ningependa|naomba|nimeamua) (kufa|nife)",
      "(bora|heri|afadhali) (nife|nikufe|ningekufa|niwe nimekufa)",
      "(sitaki|sipendi|sina hamu ya) (kuishi|tena kuishi|kuendelea kuishi)",
      "(sina|sioni) (sababu|haja|maana) ya kuishi",
      "nimechoka (kuishi|na maisha haya)",
      "(kunywa|nitakunywa|nimekunywa|nakunywa|kumeza|nitameza|nimemeza) .. sumu",
      // Luganda
      "{o?kwet+a}",
      "{(o|n|ne)?kwetuga|netuga}",
      "(njagala|nyagala|nandyagadde|neda|need|want|wana|wanna) (kufa|okufa)",
      "sikyayagala (kubera|kuba|okubera|okuba) (mulamu|omulamu)",
    ],
  },
  {
    kind: "suicide_someone_else",
    phrases: [
      "(kill|killing|kil) (herself|himself|themselves|themself)",
      "(end|ending|take|taking) (her|his|their) (own|) life",
      "(friend|sister|brother|son|daughter|mother|mum|mom|father|dad|partner|wife|husband|cousin|she|he) .. (suicid*|{su[ic]{0,2}[cs]id(e|al)})",
      "(anataka|ametaka|amesema) (kujiua|kufa)",
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
      // Luganda
      "(yankaka|bankaka|ankaka|yankakako|bankakako)",
      "{\\w*nsobya\\w*}",
    ],
  },
  {
    kind: "violence",
    phrases: [
      "(beat|beats|beating|beaten|hit|hits|hitting|slapped|slap|slaps|slapping|kicked|kicks|kicking|punched|punches|punching|strangled|strangling|strangle|choked|choking|stabbed|attacked|battered|whipped|whips|burned|burnt|threw) (me|us)",
      "(was|got|been|being|get) (beaten|attacked|assaulted|stabbed|battered|kicked|slapped|strangled|choked|whipped)",
      "(threaten|threatens|threatened|threatening|threat) .. (kill|hurt|beat|harm|cut|stab|burn) (me|us|my)",
      "(will|wants to|want to|going to|gona|gonna|trying to|tried to|try to|wil) (kill|hurt|beat|harm|stab) (me|us)",
      "domestic violence",
      "gender based violence",
      "gbv",
      "abusive (partner|husband|boyfriend|man|wife|girlfriend|relationship|marriage|home)",
      "(not|dont feel|never feel) safe (at home|with him|with her|in my home)",
      "(fear|afraid|scared|fearing) for my life",
      "(i am|im|am) in danger",
      // Swahili
      "{(a|wa)(na|li|me)?nipiga}",
      "kunipiga",
      "{(a|wa)(li|me|na|ta)?ni(choma|kata)} .. (kisu|panga|moto|wembe)",
      "{\\w*nishambulia|nimeshambuliwa|alinishambulia}",
      "{\\w*nitishia} .. {\\w*niua}",
      "{(a|wa)(ta|li|na|me|taka)?(ku)?niua}",
      "(ukatili|unyanyasaji) wa (kijinsia|nyumbani)",
      // Luganda
      "(ankuba|yankuba|bankuba|ankubye|yankubye|bankubye)",
      "{\\w*nzita}",
    ],
    exceptBefore: [
      "(it|that|this|reality|news|truth|result|results|effects|effect|pills|drugs|medicine|dawa|madhara|vidonge|side|headache|traffic|hunger|heat|exam|exams|suspense|waiting|work)",
    ],
    exceptAfter: [
      "(esimu|simu|ku simu|phone|call)",
      "with (the|bad|good|some|sad|shocking|this|that|hard) (news|result|results|question|questions|truth|diagnosis|facts)",
      "(at|in) (pool|cards|football|a game|the game|games|chess|ludo|draughts|racing|running|a race|the race|arguments)",
    ],
  },
  {
    kind: "violence_not_urgent",
    phrases: [
      "(threaten|threatens|threatened|threatening) (me|us|) (to|) (tell|expose|disclose|reveal|post|announce|share|leave|chase)",
      "chased (me|us) (away|from|out)",
      "{\\w*nifukuza} .. (nyumbani|nyumba)",
      "{\\w*nitishia}",
    ],
  },
  {
    kind: "exposure_event",
    phrases: [
      "(the|a|my|our|his|her|) (condom|condoms|kondomu|kondom|condon) .. (burst|bursted|broke|broken|break|tore|torn|split|slipped|slip|came off|come off|fell off|removed|failed|leaked|bust|busted)",
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
      // Past and perfect forms only: "ikipasuka" (if it bursts) is a hypothetical.
      "(kondomu|kondom|condom) .. {(ili|ime|zili|zime|iliyo|ilio)(pasuka|chanika|katika|toka|vuja|teleza|vuka)}",
      "{(tume|tuli|nime|nili|ali|ame|wali|wame|ku|tuna|na)(changia|shirikiana)} .. sindano",
      "{\\w*chomwa} .. sindano",
      // Luganda
      "(kondomu|condom|kondom) .. {\\w*(yabik|yabis|yabise|kutuk|kutus|vudek|vudeko)\\w*}",
    ],
  },
  {
    kind: "exposure_unprotected",
    phrases: [
      "unprotected (sex|intercourse|anal|vaginal)",
      "(sex|slept|sleep|intercourse|did it|made love|had it|fucked) .. (without|no|with no) (a|any|) (condom|condoms|protection|kondomu)",
      "(without|no) (condom|protection) .. (sex|slept|intercourse)",
      "raw sex",
      "(nimefanya|nilifanya|tulifanya|tumefanya|amefanya|alifanya) .. (mapenzi|ngono|tendo) .. bila (kinga|kondomu|condom)",
      "(mapenzi|ngono) bila (kinga|kondomu|condom)",
      "(twegate|neegata|nebase|twebase) .. (awatali|tetwakozesa) .. (kondomu|condom)",
    ],
    // Only personal, past events: "is unprotected sex risky?" is a question, not an exposure.
    requiresAlso: [
      "(i|we|me|he|she|him|my|our|nime|nili|tuli|tume|tulifanya|nimefanya|nilifanya|ali|ame) .. (had|have had|did|slept|sleep|made|was|were|got|have|fanya|lala|mapenzi|ngono)",
      "(yesterday|today|tonight|last night|this morning|hours ago|days ago|jana|leo|juzi|usiku|asubuhi|egulo|ekiro|lero)",
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
      "(fainted|fainting|collapsed|collapsing|passed out|unconscious|blacked out|not waking|wont wake)",
      "(too|so|very) weak .. (walk|stand|get up|sit)",
      "(cant|cannot|can not|unable to|not able to) (walk|stand|get up|get out of bed)",
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
      "kupumua kwa shida",
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
    ],
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
      `(have|with|got|having) no (more|) ${MEDICINE}`,
      "(refill|clinic|appointment|pickup) (day|date|) .. (passed|missed|overdue|was)",
      // Swahili
      "{\\w*ishiwa} (na|) (dawa|vidonge|arv|arvs|prep)",
      "(dawa|vidonge) .. {(zi|vi|i)(me|na|ta|li)(kw)?isha|\\w*nishia}",
      "(sina|hakuna|sijapata) (dawa|vidonge)",
      "{vimebak\\w*} .. (vidonge|viwili|vitatu|vichache)",
      // Luganda
      "edagala .. {(li|ly)(wed|gw)\\w*}",
    ],
    requiresAlso: [MEDICINE],
    // "I have 60 pills left" is a supply, not a shortage.
    exceptBefore: ["{[1-9][0-9]+}"],
    // "My pills will finish in 3 weeks": a refill to plan, not an emergency.
    exceptAfter: [
      "(in|after|within) ({[2-9]|[1-9][0-9]+}|two|three|four|a few|few) (weeks|week|months|month)",
      "next (week|month)",
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
    ],
  },
  {
    kind: "symptom_to_check",
    phrases: [
      "(tb|tuberculosis)",
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
      "(homa|kifua kikuu|vipele|kuhara|kuharisha|kutapika|natapika)",
      "jasho .. usiku",
      "kichwa (kinauma|kinaniuma) (sana|kwa nguvu)",
      "(dhaifu sana|nimedhoofika)",
    ],
  },
  {
    kind: "interruption",
    phrases: [
      "(stop|stopped|stopping|quit|quitting|abandon|abandoned) (taking|) (my|the|these|) (arvs|arv|art|pills|medicine|medicines|medication|medications|meds|treatment|tablets|drugs)",
      "(havent|have not|not|didnt|did not|never) (taken|taking|take|swallowed|had) (my|the|any|) (arvs|arv|pills|medicine|meds|drugs|tablets|treatment) .. (for|since|in)",
      "{\\w*acha} (kumeza|kutumia|kunywa|) (dawa|vidonge)",
      "(tired of|sick of|fed up with|fed up of) (taking|swallowing|) (my|these|the|) (pills|arvs|medicine|meds|drugs|tablets|treatment)",
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

/** Missed-dose clues that make running out of medicine urgent. */
export const MISSED_DAYS_PHRASES = [
  "(havent|have not|not|didnt|did not|never|havnt|hvnt) (taken|take|swallowed|had|took|been taking)",
  "(missed|skipped|missing|skipping|miss) .. (doses|dose|days|day|pills|week)",
  "(for|since) .. (days|day|week|weeks|month|months)",
  "(last|lst) (week|month)",
  "(days|weeks|week|month) (ago|now|back|without)",
  "(two|three|four|five|six|seven|2|3|4|5|6|7|several|many|few) days",
  // Swahili
  "(sijameza|sijanywa|sijatumia|sikumeza|sikunywa|sikutumia|nimekosa)",
  "siku (mbili|tatu|nne|tano|sita|saba|kadhaa|2|3|4|5|6|7)",
  "wiki (moja|mbili|nzima|iliyopita|sasa|tatu)",
  // Luganda: "wiiki bbiri" (two weeks), "ennaku" (days)
  "(wiki|enaku|naku)",
];

/** "I used to cut myself years ago" is history to acknowledge, not an emergency. */
/** Words of a habit, not an event: "I sometimes have sex without a condom" asks for PrEP, not PEP. */
export const ONGOING_RISK_PHRASES = [
  "(sometimes|often|usually|always|regularly|most times|many times|mara nyingi|wakati mwingine|kila mara)",
];

export const PAST_HABIT_PHRASES = [
  "(used to|use to|years ago|year ago|when i was|as a teenager|in the past|zamani|miaka iliyopita)",
];
