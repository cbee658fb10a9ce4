/**
 * A language model may only rephrase what it was given. Its reply is refused when it
 * states a number (a dose, an hour, a count, a phone number) or names a medicine that
 * appears nowhere in what it was given: the reviewed passages, the rules, the person's
 * own words. Then the local answer, which is the passages, is used instead.
 */

/** Medicines and their usual short names, as a model might write them. */
const MEDICINES = [
  "abacavir",
  "atazanavir",
  "azt",
  "cabotegravir",
  "cotrimoxazole",
  "darunavir",
  "dapivirine",
  "descovy",
  "dolutegravir",
  "dtg",
  "efavirenz",
  "efv",
  "emtricitabine",
  "fluconazole",
  "ftc",
  "ibuprofen",
  "isoniazid",
  "lamivudine",
  "lenacapavir",
  "levonorgestrel",
  "lopinavir",
  "nevirapine",
  "nvp",
  "paracetamol",
  "panadol",
  "raltegravir",
  "rifampicin",
  "rifapentine",
  "ritonavir",
  "septrin",
  "taf",
  "tdf",
  "tenofovir",
  "tld",
  "tle",
  "truvada",
  "zidovudine",
  "3tc",
];
const MEDICINE = new RegExp(`(?<![\\p{L}\\d])(${MEDICINES.join("|")})(?![\\p{L}\\d])`, "giu");

// Digits with their thousands separators ("1,000", "1 000") read as one number.
const NUMBER = /\d{1,3}(?:[,\s]\d{3})+(?!\d)|\d+(?:\.\d+)?/g;

// "One" and "moja" also mean "someone" and "a"; they are left out.
const NUMBER_WORDS: Record<string, string> = {
  two: "2",
  three: "3",
  four: "4",
  five: "5",
  six: "6",
  seven: "7",
  eight: "8",
  nine: "9",
  ten: "10",
  twelve: "12",
  mbili: "2",
  tatu: "3",
  nne: "4",
  tano: "5",
  sita: "6",
  saba: "7",
  nane: "8",
  tisa: "9",
  kumi: "10",
};
const NUMBER_WORD = new RegExp(`(?<!\\p{L})(${Object.keys(NUMBER_WORDS).join("|")})(?!\\p{L})`, "giu");

function numbersIn(text: string): Set<string> {
  const digits = [...text.matchAll(NUMBER)].map((match) => match[0].replace(/[,\s]/g, ""));
  const words = [...text.matchAll(NUMBER_WORD)].map((match) => NUMBER_WORDS[match[1]!.toLowerCase()]!);
  return new Set([...digits, ...words]);
}

function medicinesIn(text: string): Set<string> {
  return new Set([...text.matchAll(MEDICINE)].map((match) => match[1]!.toLowerCase()));
}

export interface UngroundedFacts {
  numbers: string[];
  medicines: string[];
}

/** What the reply states that `given` (everything the model was told) does not; null when nothing. */
export function ungroundedFacts(reply: string, given: string): UngroundedFacts | null {
  const givenNumbers = numbersIn(given);
  const givenMedicines = medicinesIn(given);
  const numbers = [...numbersIn(reply)].filter((number) => !givenNumbers.has(number));
  const medicines = [...medicinesIn(reply)].filter((medicine) => !givenMedicines.has(medicine));
  return numbers.length > 0 || medicines.length > 0 ? { numbers, medicines } : null;
}
