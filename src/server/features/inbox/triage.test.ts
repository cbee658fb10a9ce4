import { describe, it, expect } from "vitest";
import type { Priority } from "@shared/constants";
import { normaliseForTriage, triage, type TriageInput } from "./triage";

type Example = [label: string, input: TriageInput, expected: Priority];

const message = (text: string, extra: Partial<TriageInput> = {}): TriageInput => ({
  kind: "message",
  text,
  ...extra,
});
const application = (serviceType: string, text: string, extra: Partial<TriageInput> = {}): TriageInput => ({
  kind: "application",
  serviceType,
  text,
  ...extra,
});

/** Realistic messages as clients write them, labelled by a navigator's judgement. */
const EXAMPLES: Example[] = [
  // Urgent: PEP window, out of ARVs, missed doses, pregnancy, severe symptoms, violence, suicide.
  [
    "ART refill, pills run out in 2 days",
    application("art", "My pills run out in 2 days, please deliver", { region: "masaka" }),
    "urgent",
  ],
  ["condom burst last night", message("The condom burst last night with a client. What do I do?"), "urgent"],
  ["sw: condom tore yesterday night", message("Kondomu ilipasuka jana usiku, naogopa sana"), "urgent"],
  [
    "mixed: condom tore this morning, wants PEP",
    message("Condom ilipasuka leo asubuhi, nataka PEP"),
    "urgent",
  ],
  ["raped yesterday", message("I was raped yesterday by a man I don't know"), "urgent"],
  [
    "shared needles two days ago",
    message("I was sharing needles with friends two days ago, do I need PEP?"),
    "urgent",
  ],
  [
    "needle stick at work this morning",
    message("Needle stick injury at work this morning, the patient is positive"),
    "urgent",
  ],
  ["asks for PEP, no time given", message("Where can I get PEP in Kampala?"), "urgent"],
  ["husband beats her over pills", message("My husband beats me when he sees me taking my pills"), "urgent"],
  ["sw: husband beats her daily", message("Mume wangu ananipiga kila siku akiona dawa zangu"), "urgent"],
  ["threat to disclose status", message("My boyfriend threatened to tell everyone my status"), "urgent"],
  ["suicidal, English", message("I feel like killing myself, nobody wants me anymore"), "urgent"],
  ["sw: tired of life, wants to die", message("Nimechoka na maisha, nataka kufa"), "urgent"],
  ["misspelt suicide", message("i keep thinking about sucide since the results"), "urgent"],
  [
    "missed ARVs for a week",
    application("art", "I have missed my ARVs for one week because I travelled to the village"),
    "urgent",
  ],
  ["sw: forgot to swallow pills", message("Nimesahau kumeza dawa siku tatu mfululizo"), "urgent"],
  ["stopped taking ARVs", message("I stopped taking my ARVs last month because of stigma at home"), "urgent"],
  [
    "pregnant, partner positive",
    application("prep", "I am 3 months pregnant and my partner is positive", { region: "kampala" }),
    "urgent",
  ],
  ["sw: pregnant and living with HIV", message("Mimi ni mjamzito na nina VVU, nisaidie"), "urgent"],
  ["misspelt pregnant", message("am pregnat and on arvs what shud i do"), "urgent"],
  [
    "high fever, cannot breathe",
    message("I have had a very high fever and I can't breathe well since yesterday"),
    "urgent",
  ],
  ["sw: coughing blood, high fever", message("Nakohoa damu na homa kali"), "urgent"],
  ["ARVs finished", application("art", "My ARVs are finished since Monday"), "urgent"],
  ["sw: medicine is finished", message("Dawa zangu zimeisha, sina pesa ya kwenda kliniki"), "urgent"],
  ["repeated letters, no more pills", message("pleeeease i hav no more pils"), "urgent"],
  ["only 3 pills left", application("art", "I have only 3 pills left"), "urgent"],
  ["lg: medicine is finished", message("Eddagala lyange liweddeko"), "urgent"],
  [
    "sw: sex without condom last night",
    message("Nilifanya mapenzi bila kondomu jana usiku, nifanye nini?"),
    "urgent",
  ],
  ["has run out of ARVs", application("art", "I've run out of ARVs, I am in Mbarara town"), "urgent"],
  ["sw: not swallowed pills for two weeks", message("Sijameza dawa kwa wiki mbili"), "urgent"],
  // High: new positive, side effects, exposure over 72 hours ago, distress, privacy, viral load.
  [
    "new positive wants ART",
    application("art", "I tested positive last week and want to start ART", { region: "kampala" }),
    "high",
  ],
  [
    "sw: new positive wants to start",
    message("Nimepima jana nikakutwa na virusi, nataka kuanza dawa"),
    "high",
  ],
  [
    "bad dreams and dizziness",
    application("art", "The ARVs give me bad dreams and dizziness, I want to change"),
    "high",
  ],
  ["sw: dizziness and nausea", message("Dawa zinanipa kizunguzungu na kichefuchefu"), "high"],
  [
    "PrEP after risk two weeks ago",
    application("prep", "I had unprotected sex with a client two weeks ago, I want to start PrEP", {
      region: "mbarara",
    }),
    "high",
  ],
  ["condom broke 5 days ago", message("condom broke 5 days ago, is it too late for pep?"), "high"],
  [
    "sex without condoms, no time",
    application("prep", "I sometimes have sex without a condom with my clients"),
    "high",
  ],
  [
    "depressed after family found out",
    message("I feel depressed and alone since my family found out"),
    "high",
  ],
  ["rider disclosed status", message("The boda rider told my neighbours about my HIV status"), "high"],
  ["viral load high", message("My viral load came back high, what should I do?"), "high"],
  // Medium: routine applications and service questions.
  [
    "routine testing",
    application("testing", "I would like to know my status", { region: "fort_portal" }),
    "medium",
  ],
  [
    "routine PrEP, partner positive, uses condoms",
    application("prep", "I want PrEP because my partner is living with HIV. We use condoms."),
    "medium",
  ],
  [
    "refill with three weeks of stock",
    application("art", "I need a refill, my pills will finish in 3 weeks", { region: "masaka" }),
    "medium",
  ],
  ["sixty pills left", application("art", "I have 60 pills left, I take one a day"), "medium"],
  [
    "sw: peer support",
    application("peer_support", "Nahitaji mtu wa kuongea naye kuhusu maisha na VVU"),
    "medium",
  ],
  ["sw: wants a test", message("Nataka kupima VVU, mnapatikana wapi Mbarara?"), "medium"],
  ["how to get PrEP", message("How do I get PrEP in Masaka?"), "medium"],
  [
    "negations: no side effects, never missed",
    message(
      "I have been on ART for 5 years with no side effects and never missed a dose. Can you deliver to Kampala?",
    ),
    "medium",
  ],
  [
    "not pregnant, no side effects",
    application("art", "I am not pregnant. No side effects so far."),
    "medium",
  ],
  ["condom did not break", message("The condom did not break, but I want to test anyway"), "medium"],
  ["refill due next month", application("art", "My pills will run out next month"), "medium"],
  ["sw: no side effects, thanks", message("Dawa hazina madhara yoyote, asante"), "medium"],
  ["PrEP and alcohol question", message("Is PrEP safe for someone who drinks alcohol?"), "medium"],
  [
    "long-term client doing well",
    message("I am HIV positive and on ART for 10 years, everything is fine. Can I change my pickup point?"),
    "medium",
  ],
  ["complaint about delivery", message("The delivery was late and the rider was rude"), "medium"],
  [
    "wants to get pregnant safely",
    message("I want to get pregnant, how do I protect my partner? I take my ARVs well"),
    "medium",
  ],
  // Low: general questions, partnership, feedback.
  [
    "NGO partnership",
    message("Our NGO would like to partner with you in Mbarara", { subject: "Partnership" }),
    "low",
  ],
  ["thanks", message("Thank you for the good service, keep it up!"), "low"],
  ["sw: thanks", message("Asante sana kwa huduma nzuri"), "low"],
  ["opening hours", message("What are your opening hours on Saturday?"), "low"],
  ["journalist", message("I am a journalist writing about health services in Uganda"), "low"],
  ["sw: opening time", message("Mnafungua saa ngapi?"), "low"],
  ["thanks for the help", message("Thanks for your help last time"), "low"],
];

describe("triage priority", () => {
  it("has enough labelled examples", () => {
    expect(EXAMPLES.length).toBeGreaterThanOrEqual(35);
  });

  it.each(EXAMPLES)("%s", (_label, input, expected) => {
    expect(triage(input).priority).toBe(expected);
  });
});

describe("triage summary and insights", () => {
  it("writes the navigator a plain summary with the next step", () => {
    const result = triage(
      application("art", "My pills run out in 2 days, please deliver", { region: "masaka" }),
    );
    expect(result.ai_summary).toBe(
      "Client in Masaka asks for ART delivery and says their pills run out in 2 days. Arrange a refill delivery today.",
    );
    expect(result.ai_insights).toEqual([
      "Out of ARVs or about to run out",
      "Arrange a refill delivery today",
    ]);
  });

  it("refers a recent exposure for PEP", () => {
    const result = triage(message("The condom burst last night", { region: "kampala" }));
    expect(result.ai_summary).toBe(
      "Sender in Kampala reports a possible HIV exposure within the last 72 hours. Refer for PEP within 72 hours.",
    );
    expect(result.ai_insights).toContain("Refer for PEP within 72 hours");
  });

  it("names both safety and PEP after a recent sexual assault", () => {
    const result = triage(message("I was raped yesterday"));
    expect(result.priority).toBe("urgent");
    expect(result.ai_summary).toBe(
      "Sender describes violence or threats and reports a possible HIV exposure within the last 72 hours. " +
        "Call them now to check they are safe and link them to protection services; refer for PEP within 72 hours.",
    );
  });

  it("never says to call someone who left no number to call", () => {
    const result = triage({ ...message("I was raped yesterday"), canCall: false });
    expect(result.ai_summary).toContain("Reach them now to check they are safe");
    expect(result.ai_summary).not.toMatch(/\bcall\b/i);
    expect(result.ai_insights.join(" ")).not.toMatch(/\bcall\b/i);
    const missed = triage({ ...message("I missed my pills for 3 days"), canCall: false });
    expect(missed.ai_summary).toContain("Reach them today to support adherence");
  });

  it("asks when an exposure happened when the sender does not say", () => {
    const result = triage(message("The condom broke, what should I do?"));
    expect(result.priority).toBe("urgent");
    expect(result.ai_summary).toContain("without saying when");
    expect(result.ai_summary).toContain("PEP must start within 72 hours");
  });

  it("suggests testing and PrEP after an exposure past the PEP window", () => {
    const result = triage(application("prep", "Unprotected sex 2 weeks ago", { region: "mbarara" }));
    expect(result.ai_summary).toBe(
      "Client in Mbarara asks for PrEP and reports a possible HIV exposure more than 72 hours ago. " +
        "Offer an HIV test now with a follow-up test and discuss starting PrEP.",
    );
  });

  it("schedules a refill when stock is left", () => {
    const result = triage(
      application("art", "Nahitaji dawa, zitaisha baada ya wiki tatu", { region: "fort_portal" }),
    );
    expect(result.priority).toBe("medium");
    expect(result.ai_summary).toBe(
      "Client in Fort Portal asks for ART delivery and says their pills run out in about 3 weeks. " +
        "Schedule the refill delivery before the stock runs out.",
    );
  });

  it("summarises a routine application", () => {
    expect(triage(application("testing", "", { region: "kampala" })).ai_summary).toBe(
      "Client in Kampala asks for HIV testing. Review the application and book a testing visit.",
    );
    expect(triage(application("peer_support", "")).ai_insights).toEqual([
      "Peer support application",
      "Review the application and assign a peer navigator",
    ]);
  });

  it("summarises low-priority messages by topic", () => {
    expect(
      triage(message("We would like to sponsor your outreach", { subject: "Partnership" })).ai_summary,
    ).toBe("Sender makes a partnership or organisational enquiry. Forward to the partnerships lead.");
    expect(triage(message("Where is your office?")).ai_summary).toBe(
      "Sender asks a general question. Reply when convenient.",
    );
  });

  it("never repeats the client's medical history", () => {
    const history = "Diagnosed with cryptococcal meningitis at Mulago in 2019, CD4 was 87";
    const result = triage(
      application("art", `${history}. I have missed doses this week`, { region: "masaka" }),
    );
    expect(result.priority).toBe("urgent");
    for (const fragment of ["cryptococcal", "Mulago", "2019", "CD4", "87"]) {
      expect(result.ai_summary).not.toContain(fragment);
      expect(result.ai_insights.join(" ")).not.toContain(fragment);
    }
  });

  it("keeps the summary to at most two sentences", () => {
    for (const [, input] of EXAMPLES) {
      const sentences = triage(input).ai_summary.match(/[.!?](\s|$)/g) ?? [];
      expect(sentences.length).toBeLessThanOrEqual(2);
    }
  });

  it("is deterministic", () => {
    const input = message("Kondomu ilipasuka jana, nina mimba");
    expect(triage(input)).toEqual(triage(input));
  });
});

describe("normaliseForTriage", () => {
  it("lowercases, strips punctuation and accents, splits digits and collapses repeated letters", () => {
    expect(normaliseForTriage("PLEEEASE help!!! I can't... 72hrs, café")).toBe(
      "please help i cant 72 hrs cafe",
    );
  });
});

describe("triage reads danger with the shared reader (one reader for chat and forms)", () => {
  // Suicide, self-harm, violence and exposures within 72 hours, in English, Swahili and
  // Luganda: contact messages like these are urgent whatever else they say.
  it.each([
    "i will drink rat poison today and end this",
    "no one would miss me if i was gone. i have a rope ready",
    "i keep cutting my arms",
    "I want to kill myself",
    "I feel like ending my life",
    "I am going to hang myself",
    "I have been cutting myself",
    "he raped me last night",
    "I was raped 2 days ago",
    "i was forced to have sex yesterday",
    "my husband beats me every day",
    "He threatened to kill me",
    "someone stabbed me",
    "condom burst last night",
    "I had sex without a condom last night",
    "I shared a needle with a friend this morning",
    "nataka kujiua",
    "nitajiua leo",
    "sitaki kuishi tena",
    "nimejikata mkono tena",
    "ninajidhuru",
    "alinibaka jana usiku",
    "nililazimishwa kufanya ngono jana",
    "mume wangu ananipiga kila siku",
    "kondomu ilipasuka jana usiku",
    "tulifanya ngono bila kondomu jana",
    "njagala kwetta",
    "nneeda kwetta",
    "kondomu yakutuse eggulo",
    "kondomu yabise ekiro",
  ])("%s is urgent", (text) => {
    expect(triage(message(text)).priority).toBe("urgent");
  });

  it("names the reader's signals for the navigator", () => {
    const result = triage(message("i will drink rat poison today and end this"));
    expect(result.ai_insights).toContain("Suicidal thoughts or self-harm");
  });

  it("never raises ordinary dosing to a crisis", () => {
    for (const text of [
      "doctor told me to take 2 tablets of septrin daily",
      "I take 3 pills every morning, is that right?",
      "the condom did not break but I am worried",
    ]) {
      expect(triage(message(text)).priority).not.toBe("urgent");
    }
  });
});
