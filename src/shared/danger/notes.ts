/**
 * The words said to someone in a crisis, in English and Swahili. Kind, short and
 * practical: what to do now, where to go, and that they need not be alone. Phone
 * numbers are only Uganda's general emergency numbers (999, 112).
 */
import type { SiteLocale } from "../domain/locale";

export type NoteKey =
  | "suicidal_thoughts"
  | "suicidal_someone_else"
  | "self_harm"
  | "violence"
  | "sexual_assault"
  | "violence_not_urgent"
  | "hiv_exposure_within_72h"
  | "severe_symptoms"
  | "out_of_arvs_missed"
  | "out_of_arvs"
  | "emotional_distress"
  | "earlier_hiv_exposure"
  | "symptoms_to_check"
  | "treatment_interruption";

/** The spec's default high-risk text (section 8), closing every high-risk note. */
export const DEFAULT_HIGH_RISK_NOTE: Record<SiteLocale, string> = {
  en: "If you are in danger or feeling unsafe, please seek immediate help from local emergency services or a trusted person.",
  sw: "Ikiwa uko hatarini au hujisikii salama, tafadhali tafuta msaada mara moja kutoka kwa huduma za dharura zilizo karibu nawe au kwa mtu unayemwamini.",
  lg: "Bw'oba oli mu kabi oba ng'owulira nga toli mu bukuumi, mwattu noonya obuyambi amangu ddala okuva ku buweereza obw'amangu obuli okumpi naawe oba ku muntu gw'oyesiga.",
};

export const SAFETY_NOTES: Record<NoteKey, Record<SiteLocale, string>> = {
  suicidal_thoughts: {
    en: "I'm really glad you told me, and I'm so sorry you are hurting this much. Your life matters. If you feel you might act on these thoughts, please call 999 or 112 now or go to the nearest health facility, and ask someone you trust to stay with you. Our peer navigators can also talk with you today.",
    sw: "Asante kwa kuniambia, na pole sana kwa maumivu unayopitia. Maisha yako yana thamani. Ikiwa unahisi unaweza kujidhuru, tafadhali piga 999 au 112 sasa hivi au nenda kituo cha afya kilicho karibu, na umwombe mtu unayemwamini akae nawe. Wasaidizi rika wetu (peer navigators) wanaweza pia kuzungumza nawe leo.",
    lg: "Nsanyuse nnyo okuba nti ombuulidde, era nkusaasira nnyo olw'obulumi obungi bw'olimu. Obulamu bwo bwa mugaso. Bw'owulira ng'oyinza okutuukiriza ebirowoozo bino, mwattu kuba essimu ku 999 oba 112 kaakano oba genda ku kifo ky'ebyobulamu ekisinga okukuba okumpi, era osabe omuntu gw'oyesiga abeere naawe. Abayambi banno (peer navigators) ab'obuweereza bwaffe nabo basobola okwogera naawe leero.",
  },
  suicidal_someone_else: {
    en: "Thank you for looking out for them. If your friend or relative may act on these thoughts, try not to leave them alone, remove anything they could use to harm themselves if it is safe to do so, and help them reach 999 or 112 or the nearest health facility now.",
    sw: "Asante kwa kumjali. Ikiwa rafiki au ndugu yako anaweza kujidhuru, jaribu kutomwacha peke yake, ondoa vitu anavyoweza kutumia kujidhuru ikiwa ni salama kufanya hivyo, na umsaidie kupata msaada kupitia 999 au 112 au kituo cha afya kilicho karibu sasa hivi.",
    lg: "Weebale okumufaako. Singa mukwano gwo oba ow'oluganda wo ayinza okutuukiriza ebirowoozo bino, gezaako obutamuleka yekka, ggyawo buli kintu ky'ayinza okukozesa okwerumya bwe kiba nga kisoboka okukikola nga tewali kabi, era omuyambe okukuba ku 999 oba 112 oba okutuuka ku kifo ky'ebyobulamu ekisinga okuba okumpi kaakano.",
  },
  self_harm: {
    en: "Thank you for trusting me with this. Hurting yourself shows how much pain you are carrying, and you deserve care, not blame. If a wound is deep, will not stop bleeding or looks infected, please go to the nearest health facility now. Talking to someone you trust, or to one of our peer navigators, can help today.",
    sw: "Asante kwa kuniamini na jambo hili. Kujiumiza kunaonyesha uzito wa maumivu uliyo nayo, na unastahili kutunzwa, si kulaumiwa. Ikiwa jeraha ni kubwa, damu haikomi au linaonekana kuwa na maambukizi, tafadhali nenda kituo cha afya kilicho karibu sasa hivi. Kuzungumza na mtu unayemwamini, au na mmoja wa wasaidizi rika wetu, kunaweza kusaidia leo.",
    lg: "Weebale okunneesiga n'ekintu kino. Okwerumya kiraga obulumi bungi bw'oyitamu, era osaanidde okulabirirwa, so si kunenyezebwa. Singa ekiwundu kiyingidde wala, omusaayi tegulekera awo kukulukuta, oba kirabika ng'ekikutte obuwuka, mwattu genda ku kifo ky'ebyobulamu ekisinga okukuba okumpi kaakano. Okwogera n'omuntu gw'oyesiga, oba n'omu ku bayambi banno (peer navigators) ab'obuweereza bwaffe, kiyinza okuyamba leero.",
  },
  violence: {
    en: "I'm so sorry this happened. It is not your fault. If you are in danger now, get to a safe place and call 999 or 112, or go to the nearest police station (ask for the Child and Family Protection Unit) or health facility.",
    sw: "Pole sana kwa yaliyokupata. Si kosa lako. Ikiwa uko hatarini sasa, nenda mahali salama na upige 999 au 112, au nenda kituo cha polisi kilicho karibu (uliza Child and Family Protection Unit) au kituo cha afya.",
    lg: "Nkusaasira nnyo olw'ekyakutuuseeko. Si nsobi yo. Bw'oba oli mu kabi kaakano, genda mu kifo ekitaliimu kabi okube essimu ku 999 oba 112, oba genda ku poliisi esinga okukuba okumpi (saba Child and Family Protection Unit) oba ku kifo ky'ebyobulamu.",
  },
  sexual_assault: {
    en: "After sexual assault, go to a health facility as soon as you can: PEP can prevent HIV but must be started within 72 hours, and emergency contraception and care for injuries also work best early.",
    sw: "Baada ya kubakwa au kunyanyaswa kingono, nenda kituo cha afya haraka iwezekanavyo: PEP inaweza kuzuia VVU lakini lazima ianzwe ndani ya saa 72, na dawa ya dharura ya kuzuia mimba pamoja na matibabu ya majeraha hufanya kazi vizuri zaidi zikitolewa mapema.",
    lg: "Oluvannyuma lw'okukwatibwa olw'amaanyi, genda ku kifo ky'ebyobulamu mangu ddala nga bw'osobola: PEP esobola okuziyiza HIV naye erina okutandikibwa mu ssaawa 72, era eddagala ery'amangu eriziyiza olubuto n'obujjanjabi bw'ebiwundu nabyo bikola bulungi nnyo bwe bikolebwa amangu.",
  },
  violence_not_urgent: {
    en: "What you are going through is not okay, and it is not your fault. Counselling and legal support are available, and our peer navigators can help you make a plan to stay safe.",
    sw: "Unachopitia si sawa, na si kosa lako. Ushauri nasaha na msaada wa kisheria vinapatikana, na wasaidizi rika wetu wanaweza kukusaidia kupanga jinsi ya kuwa salama.",
    lg: "By'oyitamu si bituufu, era si nsobi yo. Okubuulirirwa n'obuyambi ku by'amateeka biriwo, era abayambi banno (peer navigators) ab'obuweereza bwaffe basobola okukuyamba okukola enteekateeka ey'okusigala mu bukuumi.",
  },
  hiv_exposure_within_72h: {
    en: "This is urgent, but there is something you can do: PEP (post-exposure prophylaxis) can prevent HIV if you start it as soon as possible, and no later than 72 hours after the exposure. Please go today to the nearest health facility, or contact us and we will link you to PEP. It is taken for 28 days.",
    sw: "Hili ni la dharura, lakini kuna la kufanya: PEP (dawa za kuzuia maambukizi baada ya kuwa hatarini) zinaweza kuzuia VVU ukianza mapema iwezekanavyo, na si zaidi ya saa 72 baada ya tukio. Tafadhali nenda leo kituo cha afya kilicho karibu, au wasiliana nasi tukuunganishe na huduma ya PEP. Hutumiwa kwa siku 28.",
    lg: "Kino kya mangu, naye waliwo ky'osobola okukola: PEP (eddagala eriziyiza HIV oluvannyuma lw'okubeera mu bulabe) esobola okuziyiza HIV bw'ogitandika mangu ddala nga bwe kisoboka, era obutasukka ssaawa 72 okuva ekyo lwe kyabaddewo. Mwattu genda leero ku kifo ky'ebyobulamu ekisinga okukuba okumpi, oba tutuukirire tukuyunge ku PEP. Emirwa okumala ennaku 28.",
  },
  severe_symptoms: {
    en: "These symptoms need to be seen by a health worker today. Please go to the nearest health facility or hospital now, and call 999 or 112 if you cannot get there safely. If you can, ask someone you trust to go with you.",
    sw: "Dalili hizi zinahitaji kuonwa na mhudumu wa afya leo. Tafadhali nenda kituo cha afya au hospitali iliyo karibu sasa hivi, na upige 999 au 112 ikiwa huwezi kufika huko salama. Ikiwezekana, mwombe mtu unayemwamini aende nawe.",
    lg: "Obubonero buno bwetaaga okulabibwa omusawo leero. Mwattu genda ku kifo ky'ebyobulamu oba mu ddwaliro erisinga okukuba okumpi kaakano, era kuba essimu ku 999 oba 112 bw'oba tosobola kutuukayo nga toli mu kabi. Bw'oba osobola, saba omuntu gw'oyesiga agende naawe.",
  },
  out_of_arvs_missed: {
    en: "Please restart your ARVs as soon as you can. Go today to your clinic or the nearest ART clinic and tell the health worker how many days you missed, or contact us for a discreet delivery. Take your clinic card or an empty pill bottle if you have one.",
    sw: "Tafadhali anza tena dawa zako za ARV haraka iwezekanavyo. Nenda leo kliniki yako au kliniki ya ART iliyo karibu na umweleze mhudumu wa afya ni siku ngapi umekosa, au wasiliana nasi tukuletee dawa kwa siri. Beba kadi yako ya kliniki au kopo tupu la dawa ikiwa unalo.",
    lg: "Mwattu ddamu otandike ARVs zo mangu ddala nga bw'osobola. Genda leero ku kiriniki yo oba ku kiriniki ya ART esinga okukuba okumpi obuulire omusawo ennaku mmeka z'osubye, oba tutuukirire tukuleetere eddagala mu kyama. Twala kaadi yo eya kiriniki oba akacupa k'empeke akatalimu kintu bw'oba nako.",
  },
  out_of_arvs: {
    en: "Try to get a refill before you miss any dose: contact your clinic, or ask us for a discreet delivery. If you do miss doses, start again as soon as you have your pills.",
    sw: "Jaribu kupata dawa nyingine kabla hujakosa dozi yoyote: wasiliana na kliniki yako, au tuombe tukuletee kwa siri. Ukikosa dozi, anza tena mara tu unapopata dawa zako.",
    lg: "Gezaako okufuna eddagala eddala nga tonnasubwa dozi yonna: tuukirira kiriniki yo, oba tusabe tukuleetere eddagala mu kyama. Bw'osubwa dozi, ddamu otandike amangu ddala nga bw'ofunye empeke zo.",
  },
  emotional_distress: {
    en: "It sounds like you are carrying a lot right now, and that is hard. You don't have to carry it alone: a counsellor or one of our peer navigators can talk with you. If things get worse or you think about harming yourself, please reach out for help straight away.",
    sw: "Inaonekana unabeba mzigo mzito sasa hivi, na hilo ni gumu. Huhitaji kuubeba peke yako: mshauri nasaha au mmoja wa wasaidizi rika wetu anaweza kuzungumza nawe. Hali ikizidi kuwa mbaya au ukiwaza kujidhuru, tafadhali tafuta msaada mara moja.",
    lg: "Kirabika nti weetisse bingi nnyo kaakano, era ekyo kizibu. Tekikwetaagisa kubyetikka wekka: omubuulirizi oba omu ku bayambi banno (peer navigators) ab'obuweereza bwaffe asobola okwogera naawe. Embeera bw'eyongera okwonooneka oba bw'olowooza okwerumya, mwattu noonya obuyambi amangu ddala.",
  },
  earlier_hiv_exposure: {
    en: "It is now past the 72-hour window for PEP, but you can still look after your health: get an HIV test now and again after the window period, and ask us about condoms and PrEP to stay protected from now on.",
    sw: "Muda wa saa 72 wa kuanza PEP umepita, lakini bado unaweza kutunza afya yako: pima VVU sasa na tena baada ya kipindi cha dirisha, na utuulize kuhusu kondomu na PrEP ili ujikinge kuanzia sasa.",
    lg: "Essaawa 72 ez'okutandika PEP kaakano ziyiseewo, naye okyasobola okulabirira obulamu bwo: weekebeze HIV kaakano era oddemu oluvannyuma lwa window period, era otubuuze ku kondomu ne PrEP osobole okwekuuma okuva kaakano.",
  },
  symptoms_to_check: {
    en: "Please have these symptoms checked at a health facility soon, especially if they get worse or last more than two weeks.",
    sw: "Tafadhali kapimwe dalili hizi katika kituo cha afya mapema, hasa zikizidi au zikidumu zaidi ya wiki mbili.",
    lg: "Mwattu genda bakebere obubonero buno ku kifo ky'ebyobulamu mangu, naddala bwe bweyongera oba bwe bumala wiiki ezisukka mu bbiri.",
  },
  treatment_interruption: {
    en: "Please don't stop your ARVs without talking to a health worker: stopping lets the virus grow again and can make the medicine stop working. If something makes it hard to continue, tell us and we will help you find a way.",
    sw: "Tafadhali usiache dawa zako za ARV bila kuzungumza na mhudumu wa afya: ukiacha, virusi huongezeka tena na dawa zinaweza kuacha kufanya kazi. Ikiwa kuna jambo linalokuzuia kuendelea, tuambie na tutakusaidia kupata njia.",
    lg: "Mwattu toyimiriza ARVs zo nga tosoose kwogera na musawo: okuziyimiriza kireka akawuka ka HIV okuddamu okweyongera era kiyinza okuleetera eddagala okulekera awo okukola. Bwe wabaawo ekikukaluubiriza okugenda mu maaso, tubuulire era tujja kukuyamba okufuna engeri.",
  },
};
