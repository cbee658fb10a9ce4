/**
 * The words said to someone in a crisis, in English and Swahili. Kind, short and
 * practical: what to do now, where to go, and that they need not be alone. Phone
 * numbers are only Uganda's general emergency numbers (999, 112).
 */
import type { AssistantLocale } from "../domain/locale";

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
export const DEFAULT_HIGH_RISK_NOTE: Record<AssistantLocale, string> = {
  en: "If you are in danger or feeling unsafe, please seek immediate help from local emergency services or a trusted person.",
  sw: "Ikiwa uko hatarini au hujisikii salama, tafadhali tafuta msaada mara moja kutoka kwa huduma za dharura zilizo karibu nawe au kwa mtu unayemwamini.",
};

export const SAFETY_NOTES: Record<NoteKey, Record<AssistantLocale, string>> = {
  suicidal_thoughts: {
    en: "I'm really glad you told me, and I'm so sorry you are hurting this much. Your life matters. If you feel you might act on these thoughts, please call 999 or 112 now or go to the nearest health facility, and ask someone you trust to stay with you. Our peer navigators can also talk with you today.",
    sw: "Asante kwa kuniambia, na pole sana kwa maumivu unayopitia. Maisha yako yana thamani. Ikiwa unahisi unaweza kujidhuru, tafadhali piga 999 au 112 sasa hivi au nenda kituo cha afya kilicho karibu, na umwombe mtu unayemwamini akae nawe. Wahudumu rika wetu (peer navigators) wanaweza pia kuzungumza nawe leo.",
  },
  suicidal_someone_else: {
    en: "Thank you for looking out for them. If your friend or relative may act on these thoughts, try not to leave them alone, remove anything they could use to harm themselves if it is safe to do so, and help them reach 999 or 112 or the nearest health facility now.",
    sw: "Asante kwa kumjali. Ikiwa rafiki au ndugu yako anaweza kujidhuru, jaribu kutomwacha peke yake, ondoa vitu anavyoweza kutumia kujidhuru ikiwa ni salama kufanya hivyo, na umsaidie kupata msaada kupitia 999 au 112 au kituo cha afya kilicho karibu sasa hivi.",
  },
  self_harm: {
    en: "Thank you for trusting me with this. Hurting yourself shows how much pain you are carrying, and you deserve care, not blame. If a wound is deep, will not stop bleeding or looks infected, please go to the nearest health facility now. Talking to someone you trust, or to one of our peer navigators, can help today.",
    sw: "Asante kwa kuniamini na jambo hili. Kujiumiza kunaonyesha uzito wa maumivu uliyo nayo, na unastahili kutunzwa, si kulaumiwa. Ikiwa jeraha ni kubwa, damu haikomi au linaonekana kuwa na maambukizi, tafadhali nenda kituo cha afya kilicho karibu sasa hivi. Kuzungumza na mtu unayemwamini, au na mmoja wa wahudumu rika wetu, kunaweza kusaidia leo.",
  },
  violence: {
    en: "I'm so sorry this happened. It is not your fault. If you are in danger now, get to a safe place and call 999 or 112, or go to the nearest police station (ask for the Child and Family Protection Unit) or health facility.",
    sw: "Pole sana kwa yaliyokupata. Si kosa lako. Ikiwa uko hatarini sasa, nenda mahali salama na upige 999 au 112, au nenda kituo cha polisi kilicho karibu (uliza Child and Family Protection Unit) au kituo cha afya.",
  },
  sexual_assault: {
    en: "After sexual assault, go to a health facility as soon as you can: PEP can prevent HIV but must be started within 72 hours, and emergency contraception and care for injuries also work best early.",
    sw: "Baada ya kubakwa au kunyanyaswa kingono, nenda kituo cha afya haraka iwezekanavyo: PEP inaweza kuzuia VVU lakini lazima ianzwe ndani ya saa 72, na dawa ya dharura ya kuzuia mimba pamoja na matibabu ya majeraha hufanya kazi vizuri zaidi zikitolewa mapema.",
  },
  violence_not_urgent: {
    en: "What you are going through is not okay, and it is not your fault. Counselling and legal support are available, and our peer navigators can help you make a plan to stay safe.",
    sw: "Unachopitia si sawa, na si kosa lako. Ushauri nasaha na msaada wa kisheria vinapatikana, na wahudumu rika wetu wanaweza kukusaidia kupanga jinsi ya kuwa salama.",
  },
  hiv_exposure_within_72h: {
    en: "This is urgent, but there is something you can do: PEP (post-exposure prophylaxis) can prevent HIV if you start it as soon as possible, and no later than 72 hours after the exposure. Please go today to the nearest health facility, or contact us and we will link you to PEP. It is taken for 28 days.",
    sw: "Hili ni la dharura, lakini kuna la kufanya: PEP (dawa za kuzuia maambukizi baada ya kuwa hatarini) zinaweza kuzuia VVU ukianza mapema iwezekanavyo, na si zaidi ya saa 72 baada ya tukio. Tafadhali nenda leo kituo cha afya kilicho karibu, au wasiliana nasi tukuunganishe na huduma ya PEP. Hutumiwa kwa siku 28.",
  },
  severe_symptoms: {
    en: "These symptoms need to be seen by a health worker today. Please go to the nearest health facility or hospital now, and call 999 or 112 if you cannot get there safely. If you can, ask someone you trust to go with you.",
    sw: "Dalili hizi zinahitaji kuonwa na mhudumu wa afya leo. Tafadhali nenda kituo cha afya au hospitali iliyo karibu sasa hivi, na upige 999 au 112 ikiwa huwezi kufika huko salama. Ikiwezekana, mwombe mtu unayemwamini aende nawe.",
  },
  out_of_arvs_missed: {
    en: "Please restart your ARVs as soon as you can. Go today to your clinic or the nearest ART clinic and tell the health worker how many days you missed, or contact us for a discreet delivery. Take your clinic card or an empty pill bottle if you have one.",
    sw: "Tafadhali anza tena dawa zako za ARV haraka iwezekanavyo. Nenda leo kliniki yako au kliniki ya ART iliyo karibu na umweleze mhudumu wa afya ni siku ngapi umekosa, au wasiliana nasi tukuletee dawa kwa siri. Beba kadi yako ya kliniki au kopo tupu la dawa ikiwa unalo.",
  },
  out_of_arvs: {
    en: "Try to get a refill before you miss any dose: contact your clinic, or ask us for a discreet delivery. If you do miss doses, start again as soon as you have your pills.",
    sw: "Jaribu kupata dawa nyingine kabla hujakosa dozi yoyote: wasiliana na kliniki yako, au tuombe tukuletee kwa siri. Ukikosa dozi, anza tena mara tu unapopata dawa zako.",
  },
  emotional_distress: {
    en: "It sounds like you are carrying a lot right now, and that is hard. You don't have to carry it alone: a counsellor or one of our peer navigators can talk with you. If things get worse or you think about harming yourself, please reach out for help straight away.",
    sw: "Inaonekana unabeba mzigo mzito sasa hivi, na hilo ni gumu. Huhitaji kuubeba peke yako: mshauri nasaha au mmoja wa wahudumu rika wetu anaweza kuzungumza nawe. Hali ikizidi kuwa mbaya au ukiwaza kujidhuru, tafadhali tafuta msaada mara moja.",
  },
  earlier_hiv_exposure: {
    en: "It is now past the 72-hour window for PEP, but you can still look after your health: get an HIV test now and again after the window period, and ask us about condoms and PrEP to stay protected from now on.",
    sw: "Muda wa saa 72 wa kuanza PEP umepita, lakini bado unaweza kutunza afya yako: pima VVU sasa na tena baada ya kipindi cha dirisha, na utuulize kuhusu kondomu na PrEP ili ujikinge kuanzia sasa.",
  },
  symptoms_to_check: {
    en: "Please have these symptoms checked at a health facility soon, especially if they get worse or last more than two weeks.",
    sw: "Tafadhali kapimwe dalili hizi katika kituo cha afya mapema, hasa zikizidi au zikidumu zaidi ya wiki mbili.",
  },
  treatment_interruption: {
    en: "Please don't stop your ARVs without talking to a health worker: stopping lets the virus grow again and can make the medicine stop working. If something makes it hard to continue, tell us and we will help you find a way.",
    sw: "Tafadhali usiache dawa zako za ARV bila kuzungumza na mhudumu wa afya: ukiacha, virusi huongezeka tena na dawa zinaweza kuacha kufanya kazi. Ikiwa kuna jambo linalokuzuia kuendelea, tuambie na tutakusaidia kupata njia.",
  },
};
