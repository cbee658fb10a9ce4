import { describe, expect, it } from "vitest";
import { readDanger, maxRiskLevel } from "./read-danger";
import { DEFAULT_HIGH_RISK_NOTE } from "./notes";

const level = (text: string, locale: "en" | "sw" = "en") => readDanger(text, locale).risk_level;
const categories = (text: string, locale: "en" | "sw" = "en") => readDanger(text, locale).categories;

describe("readDanger: crises in English, Swahili, Luganda and mixed phrasing", () => {
  it.each([
    ["nneeda kwetta", "en", "suicidal_thoughts"],
    ["nataka kujiua", "sw", "suicidal_thoughts"],
    ["I want to die", "en", "suicidal_thoughts"],
    ["i feel like commiting sucide", "en", "suicidal_thoughts"],
    ["sitaki kuishi tena", "sw", "suicidal_thoughts"],
    ["i keep cutting my arms", "en", "self_harm"],
    ["nimejikata mkono tena", "sw", "self_harm"],
    ["he raped me", "en", "violence_or_sexual_assault"],
    ["alinibaka jana usiku", "sw", "violence_or_sexual_assault"],
    ["mume wangu ananipiga kila siku", "sw", "violence_or_sexual_assault"],
    ["condom burst last night", "en", "hiv_exposure_within_72h"],
    ["kondomu ilipasuka jana usiku", "sw", "hiv_exposure_within_72h"],
    ["I shared a needle with a friend this morning", "en", "hiv_exposure_within_72h"],
    ["severe headache and stiff neck", "en", "severe_symptoms"],
    ["I've been coughing blood", "en", "severe_symptoms"],
    ["nakohoa damu kwa wiki mbili", "sw", "severe_symptoms"],
    // Found by the answer evaluation (eval/answers.json): read low or medium before.
    ["i have pills saved up and im going to take them all tonight", "en", "suicidal_thoughts"],
    ["my friend on arvs is confused and just had a fit, what do we do", "en", "severe_symptoms"],
    ["bankwata olw'amaanyi eggulo ekiro, nkole ki?", "en", "violence_or_sexual_assault"],
    ["client yankwata lwa maanyi nga talina kondomu", "en", "hiv_exposure_within_72h"],
    ["abasajja babiri bankwatira mu kkubo jjo ekiro. nkole ki?", "en", "violence_or_sexual_assault"],
    ["a client forced me without condom last night", "en", "hiv_exposure_within_72h"],
  ] as const)("%s (%s) is high risk: %s", (text, locale, category) => {
    const result = readDanger(text, locale);
    expect(result.risk_level).toBe("high");
    expect(result.categories).toContain(category);
  });

  it("treats sexual assault as an exposure too while PEP can still work", () => {
    expect(categories("he raped me")).toEqual(["violence_or_sexual_assault", "hiv_exposure_within_72h"]);
    expect(readDanger("he raped me").safety_note).toContain("72 hours");
  });

  it("makes running out of ARVs medium, and high once doses are missed", () => {
    expect(level("nimeishiwa dawa", "sw")).toBe("medium");
    expect(level("my pills are finished")).toBe("medium");
    expect(level("my pills are finished and I have not taken for 4 days")).toBe("high");
    expect(level("nimeishiwa dawa siku tatu sasa sijameza", "sw")).toBe("high");
    expect(categories("my pills are finished")).toEqual(["out_of_arvs"]);
  });
});

describe("readDanger: ordinary questions are not alarms", () => {
  it.each([
    "am i going to take them all my life?",
    "omusajja wange ankwata bulungi",
    "do i take them all at once in the morning",
  ])("%s is not high", (text) => {
    expect(readDanger(text, "en").risk_level).not.toBe("high");
  });

  it.each([
    "what is PEP?",
    "how does PrEP work",
    "I killed it at my exam",
    "side effects of dolutegravir",
    "this traffic is killing me, will my delivery come on time",
    "I'm dying to know when my results will come",
    "nataka kujua kama PrEP ina madhara",
    "what should I do if a condom bursts?",
    "how long after a condom burst can I still take PEP",
    "My doctor hit me with bad news about my results",
  ])("%s is low risk", (text) => {
    expect(level(text)).toBe("low");
  });

  it("answers the fear of dying from HIV as at most medium", () => {
    expect(["low", "medium"]).toContain(level("can I die from HIV if I take my pills"));
    expect(["low", "medium"]).toContain(level("When will I die if I stop ARVs"));
  });

  it("respects a negation just before the phrase", () => {
    expect(level("I'm not suicidal, just want to know about counselling")).toBe("low");
    expect(level("I don't want to die, I want to live long")).toBe("low");
    expect(level("sijawahi kufikiria kujiua", "sw")).toBe("low");
  });

  it("keeps a negated clause from hiding the next one", () => {
    expect(level("I don't know. I want to die")).toBe("high");
    expect(level("i dont want to live anymore")).toBe("high");
  });
});

describe("readDanger: tuberculosis, a topic or a symptom", () => {
  it.each(["what is TB?", "how is TB treated", "i have tb and hiv what do i do", "kifua kikuu ni nini?"])(
    "%j asks about TB: nothing to check",
    (text) => {
      expect(readDanger(text, "en").risk_level).toBe("low");
    },
  );

  it.each([
    "I cough a little at night, could it be TB?",
    "do i have tb? i sweat at night",
    "nadhani nina kifua kikuu",
  ])("%j suspects TB: a symptom to check", (text) => {
    expect(readDanger(text, "en").categories).toContain("symptoms_to_check");
  });
});

describe("readDanger: time matters", () => {
  it("moves an exposure older than 72 hours to medium, with a testing note", () => {
    const result = readDanger("the condom burst two weeks ago, should i test now");
    expect(result.risk_level).toBe("medium");
    expect(result.categories).toEqual(["earlier_hiv_exposure"]);
    expect(result.safety_note).toContain("72-hour");
  });

  it("keeps an exposure without a time high, since it may be recent", () => {
    expect(level("the condom burst, what should I do now?")).toBe("high");
  });

  it("treats an assault from years ago as serious but not an emergency", () => {
    expect(level("my friend was raped last year and she wants to test")).toBe("medium");
  });
});

describe("safety notes", () => {
  it("are null for low risk", () => {
    expect(readDanger("how does PrEP work").safety_note).toBeNull();
  });

  it("close every high-risk note with the spec's default text, in the user's language", () => {
    expect(readDanger("I want to die", "en").safety_note).toContain(DEFAULT_HIGH_RISK_NOTE.en);
    expect(DEFAULT_HIGH_RISK_NOTE.en).toBe(
      "If you are in danger or feeling unsafe, please seek immediate help from local emergency services or a trusted person.",
    );
    const swahili = readDanger("nataka kujiua", "sw").safety_note ?? "";
    expect(swahili).toContain(DEFAULT_HIGH_RISK_NOTE.sw);
    expect(swahili).toContain("999");
    expect(swahili).not.toContain("If you are");
  });

  it("speak Luganda to a Luganda message, closing a high one with the default text", () => {
    const luganda = readDanger("njagala kwetta", "lg").safety_note ?? "";
    expect(luganda).toContain(DEFAULT_HIGH_RISK_NOTE.lg);
    expect(luganda).toContain("999");
    expect(luganda).not.toContain("If you are");
  });

  it("name PEP within 72 hours after an exposure", () => {
    expect(readDanger("condom burst last night").safety_note).toMatch(/PEP.*72 hours/);
    expect(readDanger("kondomu ilipasuka jana usiku", "sw").safety_note).toMatch(/PEP.*saa 72/);
  });
});

describe("maxRiskLevel", () => {
  it("never lowers a level", () => {
    expect(maxRiskLevel("high", "low")).toBe("high");
    expect(maxRiskLevel("low", "medium")).toBe("medium");
    expect(maxRiskLevel()).toBe("low");
  });
});

describe("readDanger: ordinary care is not a crisis", () => {
  it.each([
    "doctor told me to take 2 tablets of septrin daily",
    "I take 3 pills every morning",
    "i took 2 tablets of panadol for headache",
    "the condom did not break",
    "i have 60 pills left",
    "my pills will finish in 3 weeks",
  ])("%s is low risk", (text) => {
    expect(level(text)).toBe("low");
  });

  it("still reads an overdose, a real shortage and a broken condom", () => {
    expect(categories("I took 20 pills to end it")).toContain("suicidal_thoughts");
    expect(level("only 2 pills left")).toBe("medium");
    expect(categories("the condom broke last night")).toContain("hiv_exposure_within_72h");
  });

  it("reads 'medication' as it reads 'medicine'", () => {
    expect(categories("I stopped taking my medication")).toEqual(categories("I stopped taking my medicine"));
    expect(level("I stopped taking my medication")).toBe("medium");
  });
});

describe("readDanger: lessons of the merged corpus (corpus.json)", () => {
  it("tells a regimen from an overdose by what follows the pill count", () => {
    expect(level("on MDR TB i take 12 pills every day for months, is that normal")).toBe("low");
    expect(level("I take 6 tablets every morning, 4 for TB plus TLD and septrin")).toBe("low");
    expect(level("i took 5 tablets this morning as the TB nurse told me")).toBe("low");
    expect(level("I took 30 pills at once last night, I want it to end")).toBe("high");
    expect(level("I took 5 tablets at once")).toBe("high");
    expect(level("nimemeza vidonge vingi ili nife", "sw")).toBe("high");
  });

  it("keeps a recent exposure high even beside a habit", () => {
    expect(level("we always use condoms but yesterday it burst")).toBe("high");
    expect(level("I sometimes have sex without a condom with my clients")).toBe("medium");
  });

  it("reads a condom burst told as a story, in a mix, or in Luganda's 'tore'", () => {
    expect(
      level("nilikuwa na boyfriend wangu jana usiku na condom ikapasuka, nifanye nini sasa?", "sw"),
    ).toBe("high");
    expect(level("condom imebust leo asubuhi nisaidie", "sw")).toBe("high");
    expect(level("kondomu yayulise ekiro, nkole ki?")).toBe("high");
    expect(level("kondomu ikipasuka nifanye nini", "sw")).toBe("low");
  });

  it("reads Luganda negation and conditionals inside an exposure", () => {
    expect(level("kondomu yakutuse leero")).toBe("high");
    expect(level("kondomu teyayabise naye njagala okwekebeza")).toBe("low");
    expect(level("kondomu bwe yabika nkole ki?")).toBe("low");
    expect(level("twegatta nga tetukozesezza kondomu ekiro")).toBe("high");
    expect(level("nataka PEP, tulifanya sex bila condom jana", "sw")).toBe("high");
  });

  it("does not take weather, hunger or work for a blow", () => {
    expect(level("sorry i missed the appointment, the rain beat me on the way")).toBe("low");
    expect(level("i got beaten by rain coming to the clinic, can i come tomorrow")).toBe("low");
    expect(level("enjala ejja kunzita lol")).toBe("low");
    expect(level("boss wangu ananiua na kazi nyingi", "sw")).toBe("low");
    expect(level("mpenzi wangu ametishia kuniua", "sw")).toBe("high");
    expect(level("yantiisatiisa nti ajja kunzita")).toBe("high");
  });

  it("reads being thrown out of home as serious, not as a blow", () => {
    expect(readDanger("my mother kicked me out when she found my pills").risk_level).toBe("medium");
    expect(categories("my mother kicked me out when she found my pills")).toEqual([
      "violence_or_sexual_assault",
    ]);
  });

  it("reads distance as distance, not weak legs", () => {
    expect(level("I can't walk to the clinic, it's too far for me")).toBe("low");
    expect(level("I am so weak I can't walk")).toBe("high");
  });

  it("counts missed days behind, not days ahead", () => {
    expect(level("My pills run out in 2 days, please deliver")).toBe("medium");
    expect(level("My ARVs are finished since Monday")).toBe("high");
    expect(level("dawa zangu zitaisha baada ya wiki mbili", "sw")).toBe("low");
    expect(level("I missed my pills for 3 days")).toBe("medium");
    expect(level("i missed my evening dose yesterday")).toBe("low");
  });

  it("reads someone else's suicide long ago as grief, and a threat today as a crisis", () => {
    expect(level("rafiki yangu alijiua mwaka jana, bado namkumbuka", "sw")).toBe("medium");
    expect(level("my friend killed himself last year and i still think about him")).toBe("medium");
    expect(level("rafiki yangu anasema atajiua leo", "sw")).toBe("high");
  });

  it.each([
    ["nina ekirowoozo ky'okwetta", "en", "suicidal_thoughts"],
    ["nkooye okubeera omulamu", "en", "suicidal_thoughts"],
    ["ngoja ninywe sumu nimalize haya yote", "sw", "suicidal_thoughts"],
    ["nimekunywa dawa ya panya", "sw", "suicidal_thoughts"],
    ["baba wa kambo ananigusa vibaya usiku", "sw", "violence_or_sexual_assault"],
    ["mtoto wangu hapumui vizuri na ana homa kali", "sw", "severe_symptoms"],
    ["nsesema omusaayi okuva enkya", "en", "severe_symptoms"],
    ["sisobola kussa bulungi", "en", "severe_symptoms"],
    ["omwana wange alina ensimbu n'omusujja mungi", "en", "severe_symptoms"],
  ] as const)("%s (%s) is high risk: %s", (text, locale, category) => {
    const result = readDanger(text, locale);
    expect(result.risk_level).toBe("high");
    expect(result.categories).toContain(category);
  });
});

describe("readDanger: what only the inbox triage used to read", () => {
  it.each([
    "my husband is violent when he drinks and i am scared",
    "he said he would kill me if i go back to the clinic",
    "he pushed me down the stairs and i am bleeding",
    "the condom got stuck inside last night",
    "we did not use a condom last night and he is positive",
    "nimepigwa na mume wangu jana usiku",
    "nilitumia sindano pamoja na rafiki jana",
  ])("%s is high risk", (text) => {
    expect(level(text)).toBe("high");
  });

  it("reads threats, fear of a partner and 'abuse' (often insults in Uganda) as checks, not emergencies", () => {
    for (const text of [
      "he threatens me every day",
      "I am afraid of my husband, he shouts at me all the time",
      "my husband abuses me every day because of my status",
    ]) {
      expect(readDanger(text).risk_level, text).toBe("medium");
      expect(categories(text), text).toEqual(["violence_or_sexual_assault"]);
    }
  });

  it("knows the harmless senses of the same words", () => {
    expect(level("nimepigwa sindano ya homa leo kliniki", "sw")).not.toBe("high");
    expect(level("nimepigwa simu na kliniki leo asubuhi", "sw")).toBe("low");
    expect(level("my friend pushed me to test and I am glad")).toBe("low");
    expect(level("I'm afraid of my husband finding out my status")).toBe("low");
  });

  it("reads days without medicine as missed doses", () => {
    expect(level("nina 3 days bila dawa, zimeisha", "sw")).toBe("high");
  });
});
