/**
 * What the service itself says by SMS, in the person's language (decision 081). No health
 * word and no product name: a text message is read on a shared phone, by whoever holds it.
 * Plain GSM letters only (no "ŋ", no curly quotes), so a part holds 160 characters.
 */
import type { SiteLocale } from "@shared/domain/locale";
import { keywordIn } from "./sms-keywords";

interface Texts {
  help(lines: string): string;
  stopped: string;
  started: string;
  deleted: string;
  callBack: string;
  crisis(minutes: number, lines: string): string;
  /** Added to an answer where it fits. */
  askForPerson: string;
}

const word = (language: SiteLocale) => ({
  stop: keywordIn("stop", language),
  start: keywordIn("start", language),
  call: keywordIn("call", language),
  delete: keywordIn("delete", language),
});

export const SMS_TEXTS: Record<SiteLocale, Texts> = {
  en: {
    help: (lines) =>
      `Text us any question and we answer. ${word("en").call}: a peer navigator calls you back. ${word("en").stop}: no more messages. In danger now? Call ${lines}.`,
    stopped: `You will get no more messages from us. Text ${word("en").start} to begin again, or ${word("en").delete} to erase what you sent us.`,
    deleted: `Done: what you sent us by text and USSD is erased, and we will send nothing more. Text us any time to begin again.`,
    started: `Welcome back. Text us any question, ${word("en").call} for a call back, ${word("en").stop} to end messages.`,
    callBack: "Thank you. A peer navigator will call you on this number.",
    crisis: (minutes, lines) =>
      `We hear you. A peer navigator will call you on this number within ${minutes} minutes. If you are in danger now, call ${lines}.`,
    askForPerson: `Text ${word("en").call} to talk to a person.`,
  },
  sw: {
    help: (lines) =>
      `Tutumie swali lolote nasi tutajibu. ${word("sw").call}: msaidizi rika atakupigia. ${word("sw").stop}: hakuna ujumbe tena. Uko hatarini sasa? Piga ${lines}.`,
    stopped: `Hutapokea ujumbe tena kutoka kwetu. Tuma ${word("sw").start} kuanza tena, au ${word("sw").delete} kufuta ulichotutumia.`,
    deleted:
      "Imefanyika: ulichotutumia kwa SMS na USSD kimefutwa, na hatutakutumia kitu tena. Tutumie ujumbe wakati wowote kuanza upya.",
    started: `Karibu tena. Tuma swali lolote, ${word("sw").call} tukupigie, ${word("sw").stop} kusitisha ujumbe.`,
    callBack: "Asante. Msaidizi rika atakupigia kwenye namba hii.",
    crisis: (minutes, lines) =>
      `Tumekusikia. Msaidizi rika atakupigia kwenye namba hii ndani ya dakika ${minutes}. Ukiwa hatarini sasa, piga ${lines}.`,
    askForPerson: `Tuma ${word("sw").call} kuongea na mtu.`,
  },
  lg: {
    help: (lines) =>
      `Tuwandiikire ekibuuzo kyonna tukuddamu. ${word("lg").call}: omuyambi munno akukubira. ${word("lg").stop}: tewali bubaka nate. Oli mu kabi kaakano? Kuba ${lines}.`,
    stopped: `Tojja kuddamu kufuna bubaka okuva gye tuli. Wandiika ${word("lg").start} okuddamu, oba ${word("lg").delete} okusazaamu bye watuweereza.`,
    deleted:
      "Kikoleddwa: bye watuweereza ku SMS ne USSD bisaziddwaamu, era tetujja kukuweereza kintu nate. Tuwandiikire essaawa yonna okuddamu.",
    started: `Tukwanirizza nate. Wandiika ekibuuzo kyonna, ${word("lg").call} tukukubire, ${word("lg").stop} okukomya obubaka.`,
    callBack: "Webale. Omuyambi munno ajja kukukubira ku nnamba eno.",
    crisis: (minutes, lines) =>
      `Tukuwulidde. Omuyambi munno ajja kukukubira ku nnamba eno mu ddakiika ${minutes}. Bw'oba oli mu kabi kaakano, kuba ${lines}.`,
    askForPerson: `Wandiika ${word("lg").call} okwogera n'omuntu.`,
  },
};
