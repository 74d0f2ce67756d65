/** Clauses AI mode adds when the purpose or details call for them; refine adds or removes them by name. */
import type { OptionalClause } from "../../define";
import { mentions } from "../shared/mentions";

export const willOptionalClauses: OptionalClause[] = [
  {
    id: "will.digital-assets",
    sectionId: "executor-powers",
    names: ["digital assets", "online accounts", "digital"],
    applies: (ctx) =>
      mentions(
        ctx,
        ["digital", "online", "crypto", "cryptocurrency", "bitcoin", "email", "social media", "cloud", "photos"],
        { plurals: true },
      ),
    reason: "The description mentions online or digital property, so the executor is given access to it.",
    text: (ctx) =>
      `My Executor may access, manage, copy, transfer, close or delete my digital assets and electronic communications, including email, social media, cloud storage, domain names and cryptocurrency, and may obtain the content of my communications, to the extent permitted by the law of ${ctx.jurisdiction.place} on fiduciary access to digital assets and by each provider's terms of service.`,
  },
  {
    id: "will.pet-care",
    sectionId: "specific-gifts",
    names: ["pet care", "pets", "pet"],
    applies: (ctx) => mentions(ctx, ["pet", "dog", "cat", "horse", "animal"], { plurals: true }),
    reason: "The description mentions animals, so the will provides for their care.",
    text: () =>
      "I give any animals I own at my death to a person willing to care for them, chosen by my Executor with regard to any wishes I have expressed, together with such sum from my Residuary Estate, not exceeding $5,000, as my Executor considers appropriate for their care.",
  },
  {
    id: "will.funeral-wishes",
    sectionId: "debts-and-taxes",
    names: ["funeral wishes", "funeral", "burial", "cremation"],
    applies: (ctx) =>
      mentions(ctx, ["funeral", "burial", "buried", "cremation", "cremated", "memorial"], { plurals: true }),
    reason: "The description mentions funeral arrangements, so the executor is asked to follow your written wishes.",
    text: () =>
      "I ask my Executor to carry out any written funeral, burial or cremation wishes that I leave, in a manner consistent with the size of my estate. Those wishes are not binding on my Executor or my family.",
  },
  {
    id: "will.business-interests",
    sectionId: "executor-powers",
    names: ["business interests", "business"],
    applies: (ctx) =>
      mentions(ctx, ["business", "company", "llc", "shares", "partnership", "corporation"], { plurals: true }),
    reason: "The description mentions a business, so the executor may keep it running or sell it.",
    text: () =>
      "My Executor may continue, manage, sell or wind up any business interest forming part of my estate, including voting shares and membership interests and taking part in any buy-sell arrangement, and is not liable for any loss resulting from acting in good faith.",
  },
  {
    id: "will.charitable-gifts",
    sectionId: "specific-gifts",
    names: ["charitable gifts", "charitable gift", "charity", "donation"],
    applies: (ctx) =>
      mentions(ctx, ["charity", "charities", "charitable", "donate", "donation", "foundation", "church"], {
        plurals: true,
      }),
    reason: "The description mentions charity, so gifts to charities survive a change of name or a merger.",
    text: () =>
      "If a charitable organization named in this Will has changed its name, merged or ceased to exist at my death, my Executor shall give its gift to the organization that, in my Executor's judgment, most closely carries on its charitable purposes.",
  },
];
