/**
 * The USSD menu's words in the three languages (decisions 082, 083). Each screen stays within 160
 * characters (operators cut USSD screens at about 182), in plain GSM letters; a test holds
 * both. The screen is the person's own, in a session they dialled, and gone when it ends.
 */
import type { SiteLocale } from "@shared/domain/locale";
import { CHECK_IN_TIMES } from "@shared/domain/text-messages";

export interface UssdTexts {
  main: string;
  confirmDelivery: string;
  confirmPrep: string;
  confirmCall: string;
  messages: string;
  confirmStop: string;
  languages: string;
  checkInDay: string;
  checkInTime: string;
  /** `day`: the day's name. */
  checkInSet(day: string, time: string): string;
  checkInOff: string;
  /** The days' names, Sunday first (as Date.getDay()). */
  days: readonly string[];
  requested: string;
  languageSet: string;
  nextReminder(time: string): string;
  noReminder: string;
  invalid: string;
}

/** Sunday first, as Date.getDay(). */
const DAYS: Record<SiteLocale, readonly string[]> = {
  en: ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"],
  sw: ["Jumapili", "Jumatatu", "Jumanne", "Jumatano", "Alhamisi", "Ijumaa", "Jumamosi"],
  lg: ["Ssabbiiti", "Bbalaza", "Lwakubiri", "Lwakusatu", "Lwakuna", "Lwakutaano", "Lwamukaaga"],
};

/** The day screen, Monday first (1 Monday … 7 Sunday), then 8 to turn check-ins off. */
function days(title: string, off: string, back: string, language: SiteLocale) {
  const week = [1, 2, 3, 4, 5, 6, 0].map((day, index) => `${index + 1}. ${DAYS[language][day]}`);
  return [title, ...week, `8. ${off}`, `0. ${back}`].join("\n");
}

function times(title: string, back: string) {
  return [title, ...CHECK_IN_TIMES.map((time, index) => `${index + 1}. ${time}`), `0. ${back}`].join("\n");
}

export const USSD_TEXTS: Record<SiteLocale, UssdTexts> = {
  en: {
    main: "Welcome. Reply with a number:\n1. Refill delivery\n2. PrEP\n3. Call me back\n4. My next reminder\n5. Language\n6. My messages",
    confirmDelivery: "A peer navigator will call you to arrange a refill delivery.\n1. Yes, call me\n0. Back",
    confirmPrep: "A peer navigator will call you about starting or refilling PrEP.\n1. Yes, call me\n0. Back",
    confirmCall: "A peer navigator will call you on this number.\n1. Yes, call me\n0. Back",
    confirmStop: "Stop all messages from us?\n1. Yes, stop\n0. Back",
    messages: "Messages:\n1. Weekly check-in\n2. Stop messages\n0. Back",
    checkInDay: days("Which day each week?", "Turn off", "Back", "en"),
    checkInTime: times("At what time?", "Back"),
    checkInSet: (day, time) =>
      `Done. Every ${day} at ${time} we will text to ask how you are. Reply OK or tell us a problem.`,
    checkInOff: "Done: no more weekly check-ins.",
    days: DAYS.en,
    languages: "Language:\n1. English\n2. Kiswahili\n3. Luganda\n0. Back",
    requested: "Thank you. A peer navigator will call you on this number soon.",
    languageSet: "Done: English.",
    nextReminder: (time) => `Your next reminder is at ${time}.`,
    noReminder: "You have no reminders yet. A peer navigator can set them up with you: choose 3 in the menu.",
    invalid: "Please reply with a number from the list.",
  },
  sw: {
    main: "Karibu. Jibu kwa namba:\n1. Kuletewa dawa\n2. PrEP\n3. Nipigie simu\n4. Kikumbusho changu kijacho\n5. Lugha\n6. Ujumbe wangu",
    confirmDelivery: "Msaidizi rika atakupigia kupanga kuletewa dawa.\n1. Ndiyo, nipigie\n0. Rudi",
    confirmPrep: "Msaidizi rika atakupigia kuhusu kuanza au kuendelea na PrEP.\n1. Ndiyo, nipigie\n0. Rudi",
    confirmCall: "Msaidizi rika atakupigia kwenye namba hii.\n1. Ndiyo, nipigie\n0. Rudi",
    confirmStop: "Sitisha ujumbe wote kutoka kwetu?\n1. Ndiyo, sitisha\n0. Rudi",
    messages: "Ujumbe:\n1. Kuulizwa hali kila wiki\n2. Sitisha ujumbe\n0. Rudi",
    checkInDay: days("Siku gani kila wiki?", "Zima", "Rudi", "sw"),
    checkInTime: times("Saa ngapi?", "Rudi"),
    checkInSet: (day, time) =>
      `Imewekwa. Kila ${day} saa ${time} tutakutumia ujumbe kukuuliza hali yako. Jibu SAWA au tuambie tatizo.`,
    checkInOff: "Imewekwa: hutaulizwa hali kila wiki tena.",
    days: DAYS.sw,
    languages: "Lugha:\n1. English\n2. Kiswahili\n3. Luganda\n0. Rudi",
    requested: "Asante. Msaidizi rika atakupigia kwenye namba hii hivi karibuni.",
    languageSet: "Imewekwa: Kiswahili.",
    nextReminder: (time) => `Kikumbusho chako kijacho ni saa ${time}.`,
    noReminder: "Bado huna vikumbusho. Msaidizi rika anaweza kukuwekea: chagua 3 kwenye menyu.",
    invalid: "Tafadhali jibu kwa namba iliyo kwenye orodha.",
  },
  lg: {
    main: "Tukwanirizza. Ddamu n'ennamba:\n1. Okuleetebwa eddagala\n2. PrEP\n3. Nkubira essimu\n4. Ekijjukizo kyange ekiddako\n5. Olulimi\n6. Obubaka",
    confirmDelivery:
      "Omuyambi munno ajja kukukubira okutegeka okukuleetera eddagala.\n1. Yee, nkubira\n0. Ddayo",
    confirmPrep:
      "Omuyambi munno ajja kukukubira ku kutandika oba okweyongera ne PrEP.\n1. Yee, nkubira\n0. Ddayo",
    confirmCall: "Omuyambi munno ajja kukukubira ku nnamba eno.\n1. Yee, nkubira\n0. Ddayo",
    confirmStop: "Okomya obubaka bwonna okuva gye tuli?\n1. Yee, komya\n0. Ddayo",
    messages: "Obubaka:\n1. Okubuuzibwa buli wiki\n2. Komya obubaka\n0. Ddayo",
    checkInDay: days("Lunaku ki buli wiki?", "Ggyako", "Ddayo", "lg"),
    checkInTime: times("Ku ssaawa mmeka?", "Ddayo"),
    checkInSet: (day, time) =>
      `Kikoleddwa. Buli ${day} ku ssaawa ${time} tujja kukuwandiikira okukubuuza bw'oli. Ddamu KIRUNGI oba tubuulire ekizibu.`,
    checkInOff: "Kikoleddwa: tojja kuddamu kubuuzibwa buli wiki.",
    days: DAYS.lg,
    languages: "Olulimi:\n1. English\n2. Kiswahili\n3. Luganda\n0. Ddayo",
    requested: "Webale. Omuyambi munno ajja kukukubira ku nnamba eno mu bbanga ttono.",
    languageSet: "Kikoleddwa: Luganda.",
    nextReminder: (time) => `Ekijjukizo kyo ekiddako kiri ku ssaawa ${time}.`,
    noReminder: "Tonnaba kuba na bijjukizo. Omuyambi munno asobola okubikuteerawo: londa 3 ku menu.",
    invalid: "Mwattu ddamu n'ennamba eri ku lukalala.",
  },
};
