/**
 * Spec section 8: when the assistant cannot answer, a local, empathetic reply is
 * chosen by keyword (medication, test, feelings, otherwise a generic welcome).
 * It needs nothing but this file, so it works when everything else has failed.
 */
import type { SiteLocale } from "@shared/domain/locale";
import { normalizeText } from "@shared/danger/normalize";
import { compilePhrase } from "@shared/danger/phrase";

export type FallbackTopic = "medication" | "test" | "feelings" | "welcome";

const KEYWORDS: Array<[FallbackTopic, RegExp]> = [
  [
    "medication",
    compilePhrase(
      "(medication|medications|medicine|medicines|meds|pill|pills|tablet|tablets|arv|arvs|art|drug|drugs|dose|doses|prep|pep|refill|dawa|vidonge|kumeza|edagala)",
    ),
  ],
  [
    "test",
    compilePhrase(
      "(test|tests|testing|tested|result|results|viral load|cd4|kupima|kipimo|vipimo|majibu|pima)",
    ),
  ],
  [
    "feelings",
    compilePhrase(
      "(feel|feeling|feelings|sad|scared|afraid|worried|worry|stress|stressed|lonely|alone|depressed|anxious|cry|crying|nahisi|najisikia|huzuni|hofu|wasiwasi|msongo|upweke|mpweke|naogopa)",
    ),
  ],
];

const REPLIES: Record<FallbackTopic, Record<SiteLocale, string>> = {
  medication: {
    en: "I'm sorry, I couldn't load a full answer just now. Please keep taking your medicine as prescribed, and if you miss a dose, take it when you remember unless your next dose is within 6 hours. For anything that worries you about your medicine, your clinic, a peer navigator or our 24/7 support line can help.",
    sw: "Samahani, sikuweza kupata jibu kamili sasa hivi. Tafadhali endelea kumeza dawa zako kama ulivyoelekezwa, na ukikosa dozi, imeze unapokumbuka isipokuwa kama dozi inayofuata iko ndani ya saa 6. Kwa jambo lolote linalokutia wasiwasi kuhusu dawa zako, kliniki yako, msaidizi rika au simu yetu ya msaada ya saa 24 wanaweza kukusaidia.",
    lg: "Nsonyiwa, sisobodde kufuna kuddamu kujjuvu kaakano. Mwattu weeyongere okumira eddagala lyo nga bwe wagambibwa, era bw'osubwa dozi, gimire ng'ojjukidde okuggyako nga dozi yo eddako ebulayo essaawa 6 oba ntono. Ku kintu kyonna ekikweraliikiriza ku ddagala lyo, kiriniki yo, omuyambi munno (peer navigator) oba essimu yaffe ey'obuyambi ekola essaawa 24 buli lunaku (24/7) basobola okukuyamba.",
  },
  test: {
    en: "I'm sorry, I couldn't load a full answer just now. Testing is a brave step, and you don't have to do it alone: you can book an HIV test through the Client Portal, and a peer navigator can help you understand your results.",
    sw: "Samahani, sikuweza kupata jibu kamili sasa hivi. Kupima ni hatua ya kijasiri, na huhitaji kuifanya peke yako: unaweza kupanga kupima VVU kupitia Ukurasa wa Mteja, na msaidizi rika anaweza kukusaidia kuelewa majibu yako.",
    lg: "Nsonyiwa, sisobodde kufuna kuddamu kujjuvu kaakano. Okwekebeza ddaala lya buvumu, era tekikwetaagisa kukikola wekka: osobola okusaba okwekebeza HIV ng'oyita mu Client Portal, era omuyambi munno (peer navigator) asobola okukuyamba okutegeera ebiva mu kukebera.",
  },
  feelings: {
    en: "I'm sorry, I couldn't load a full answer just now, but I hear you, and what you feel matters. You don't have to carry it alone: a peer navigator or our 24/7 support line can talk with you. If you are in danger or feeling unsafe, please seek immediate help from local emergency services or a trusted person.",
    sw: "Samahani, sikuweza kupata jibu kamili sasa hivi, lakini nakusikia, na unachohisi ni muhimu. Huhitaji kubeba hili peke yako: msaidizi rika au simu yetu ya msaada ya saa 24 wanaweza kuzungumza nawe. Ikiwa uko hatarini au hujisikii salama, tafadhali tafuta msaada mara moja kutoka kwa huduma za dharura zilizo karibu nawe au kwa mtu unayemwamini.",
    lg: "Nsonyiwa, sisobodde kufuna kuddamu kujjuvu kaakano, naye nkuwulira, era by'owulira bikulu. Tekikwetaagisa kubyetikka wekka: omuyambi munno (peer navigator) oba essimu yaffe ey'obuyambi ekola essaawa 24 buli lunaku (24/7) basobola okwogera naawe. Bw'oba oli mu kabi oba ng'owulira nga toli mu bukuumi, mwattu noonya obuyambi amangu ddala okuva ku buweereza obw'amangu obuli okumpi naawe oba ku muntu gw'oyesiga.",
  },
  welcome: {
    en: "Hello, I'm iCare. I'm sorry, I couldn't load a full answer just now. I'm here to help with HIV care in Uganda: treatment, PrEP, testing and our services in Kampala, Masaka, Mbarara and Fort Portal. Please try again in a moment, or contact our 24/7 support line.",
    sw: "Habari, mimi ni iCare. Samahani, sikuweza kupata jibu kamili sasa hivi. Niko hapa kukusaidia kuhusu huduma ya VVU Uganda: matibabu, PrEP, kupima na huduma zetu Kampala, Masaka, Mbarara na Fort Portal. Tafadhali jaribu tena baada ya muda mfupi, au wasiliana na simu yetu ya msaada ya saa 24.",
    lg: "Nkulamusizza, nze iCare. Nsonyiwa, sisobodde kufuna kuddamu kujjuvu kaakano. Ndi wano okuyamba ku by'obujjanjabi bwa HIV mu Uganda: obujjanjabi, PrEP, okwekebeza n'obuweereza bwaffe mu Kampala, Masaka, Mbarara ne Fort Portal. Mwattu ddamu ogezeeko mu kaseera katono, oba tuukirira essimu yaffe ey'obuyambi ekola essaawa 24 buli lunaku (24/7).",
  },
};

export function fallbackTopic(userInput: string): FallbackTopic {
  const normalized = normalizeText(userInput);
  for (const [topic, pattern] of KEYWORDS) {
    pattern.lastIndex = 0;
    if (pattern.test(normalized)) return topic;
  }
  return "welcome";
}

export function fallbackReply(userInput: string, locale: SiteLocale): string {
  return REPLIES[fallbackTopic(userInput)][locale];
}
