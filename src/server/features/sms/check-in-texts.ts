/**
 * The weekly check-in's words by SMS (decision 083), in the person's language: no health
 * word and no product name, plain GSM letters (a test holds both), since whoever holds
 * the phone reads them.
 */
import type { SiteLocale } from "@shared/domain/locale";

interface CheckInTexts {
  ask: string;
  thanks: string;
  problem: string;
}

export const CHECK_IN_TEXTS: Record<SiteLocale, CheckInTexts> = {
  en: {
    ask: "Hello, how are you this week? Reply OK, or tell us what is wrong.",
    thanks: "Thank you. Good to hear from you.",
    problem: "Thank you for telling us. A peer navigator will call you on this number.",
  },
  sw: {
    ask: "Habari, hali yako wiki hii? Jibu SAWA, au tuambie tatizo.",
    thanks: "Asante. Tunafurahi kusikia kutoka kwako.",
    problem: "Asante kwa kutuambia. Msaidizi rika atakupigia kwenye namba hii.",
  },
  lg: {
    ask: "Gyebale, oli otya wiki eno? Ddamu KIRUNGI, oba tubuulire ekizibu.",
    thanks: "Webale. Tusanyuse okuwulira okuva gy'oli.",
    problem: "Webale okutubuulira. Omuyambi munno ajja kukukubira ku nnamba eno.",
  },
};
