/** Sections 1–8 of the note: the loan, interest, repayment, maturity, payments, late fee, prepayment, security. */
import type { GenerationContext } from "../../define";
import type { Section } from "../../model";
import { countOf, percentText } from "../shared/numbers";
import { sectionBuilder } from "../shared/section";
import { inline } from "../shared/wording";
import { noteTerms } from "./answers";
import type { NoteTerms } from "./answers";

const section = sectionBuilder("promissory-note");

function principalPhrase(t: NoteTerms, ctx: GenerationContext): string {
  return t.principal !== undefined && t.principal > 0
    ? `the principal sum of ${ctx.formatMoney(t.principal)}`
    : "the principal sum advanced by the Lender to the Borrower under this Note";
}

function maturityPhrase(t: NoteTerms, ctx: GenerationContext): string {
  if (t.maturityDate !== undefined) return `on ${ctx.formatDate(t.maturityDate)}`;
  if (t.lastInstallmentDate !== undefined) {
    return `on ${ctx.formatDate(t.lastInstallmentDate)}, the due date of the final installment`;
  }
  return "on the thirtieth (30th) day after the Lender delivers a written demand for payment to the Borrower";
}

function repaymentClauses(t: NoteTerms, ctx: GenerationContext): [string, string][] {
  if (t.repaymentType === "lump-sum") {
    return [
      [
        "lump-sum",
        "The Borrower shall repay the entire Principal, together with all accrued and unpaid interest, in a single payment on the Maturity Date.",
      ],
      [
        "no-interim-payments",
        "No payment of Principal or interest is due before the Maturity Date, although the Borrower may prepay to the extent this Note permits.",
      ],
    ];
  }
  const count =
    t.installmentCount !== undefined
      ? countOf(t.installmentCount, "consecutive monthly installment")
      : "consecutive monthly installments";
  const amount = t.installment !== undefined ? ` of ${ctx.formatMoney(t.installment)} each` : " of equal amounts";
  const start =
    t.firstPaymentDate !== undefined
      ? `beginning on ${ctx.formatDate(t.firstPaymentDate)}`
      : "beginning one month after the date of this Note";
  return [
    [
      "installments",
      `The Borrower shall repay the Principal, with interest, in ${count}${amount}, ${start} and continuing on the same day of each following month until the Maturity Date.`,
    ],
    [
      "final-installment",
      "Each installment is calculated to repay the Principal in full, with interest, over the installment period; the final installment shall be the amount needed to pay all remaining Principal, accrued interest and other sums owing under this Note.",
    ],
  ];
}

export function noteTermSections(ctx: GenerationContext): Section[] {
  const t = noteTerms(ctx);
  const rate = t.interestRate ?? 0;
  return [
    section("loan", "The Loan", "This section records who borrows, who lends and the promise to repay.", [
      [
        "promise-to-pay",
        `For value received, the Borrower promises to pay to the Lender, or to the Lender's order, ${principalPhrase(t, ctx)} (the "Principal"), together with interest and any other amounts owing as provided in this Note.`,
      ],
      [
        "advance",
        "The Borrower's obligations under this Note begin on the date the Borrower receives the Principal, and the Borrower shall confirm receipt in writing on the Lender's request.",
      ],
    ]),
    section("interest", "Interest", "This section sets the interest rate charged on the unpaid balance.", [
      rate > 0
        ? [
            "rate",
            `Interest accrues on the unpaid Principal from the date the Borrower receives it until it is paid in full at the fixed annual percentage rate of ${percentText(rate)}, computed as simple interest on the basis of a 360-day year of twelve 30-day months.`,
          ]
        : [
            "interest-free",
            "The Principal does not bear interest. The parties acknowledge that an interest-free or below-market loan may have tax consequences for either of them, including under 26 U.S.C. § 7872, and that each has had the opportunity to obtain tax advice.",
          ],
      [
        "usury-savings",
        "Nothing in this Note requires the Borrower to pay interest or charges above the maximum amount permitted by applicable law. Any amount received in excess of that maximum shall be applied to reduce the Principal or, if the Principal has been paid, refunded to the Borrower.",
      ],
    ]),
    section(
      "repayment",
      "Repayment Schedule",
      "This section says when and how the loan is paid back.",
      repaymentClauses(t, ctx),
    ),
    section("maturity", "Maturity Date", "This section fixes the date by which everything owed must be repaid.", [
      [
        "maturity",
        `All unpaid Principal, accrued interest and other amounts owing under this Note are due and payable in full ${maturityPhrase(t, ctx)} (the "Maturity Date").`,
      ],
      [
        "survival",
        "The Borrower's obligation to pay any amount that remains unpaid after the Maturity Date continues until that amount is paid in full.",
      ],
    ]),
    section(
      "payments",
      "Manner of Payment",
      "This section explains how payments are made and in what order they are applied.",
      [
        [
          "method",
          "All payments shall be made in lawful money of the United States, by check, bank transfer or any other method the Lender accepts in writing, to the Lender at the address stated in this Note or at any other place the Lender designates by notice to the Borrower.",
        ],
        [
          "application",
          "Each payment shall be applied first to any late charges and collection costs then due, next to accrued interest, and last to Principal.",
        ],
        [
          "business-days",
          `If a payment falls due on a Saturday, Sunday or legal holiday in ${t.state}, it is due on the next business day.`,
        ],
      ],
    ),
    section("late-fee", "Late Charges", "This section sets what the Borrower pays if a payment is late.", [
      t.lateFee !== undefined && t.lateFee > 0
        ? [
            "late-charge",
            `If any payment is not received in full ${t.lateFeeGraceDays > 0 ? `within ${countOf(t.lateFeeGraceDays, "day")} after` : "on"} its due date, the Borrower shall pay a late charge of ${ctx.formatMoney(t.lateFee)} for that payment.`,
          ]
        : [
            "no-late-charge",
            "No late charge applies to a late payment, but a payment that is not made when due remains subject to the default provisions of this Note.",
          ],
      t.lateFee !== undefined &&
        t.lateFee > 0 && [
          "not-a-penalty",
          "The parties agree that the late charge is a reasonable estimate of the Lender's costs of handling a late payment and is not a penalty, and it is payable only to the extent permitted by applicable law.",
        ],
    ]),
    section(
      "prepayment",
      "Prepayment",
      "This section says whether the loan can be paid off early.",
      t.prepaymentAllowed
        ? [
            [
              "permitted",
              "The Borrower may prepay all or any part of the Principal at any time without premium or penalty.",
            ],
            [
              "partial-prepayments",
              t.repaymentType === "installments"
                ? "A partial prepayment shall be applied first to accrued interest and then to Principal, and it does not postpone the due date or change the amount of any later installment unless the Lender agrees in writing."
                : "A partial prepayment shall be applied first to accrued interest and then to Principal, and it does not postpone the Maturity Date.",
            ],
          ]
        : [
            [
              "consent-required",
              "The Borrower may not prepay the Principal, in whole or in part, before the Maturity Date without the Lender's prior written consent, except where applicable law gives the Borrower a right to prepay.",
            ],
            [
              "terms-of-consent",
              "If the Lender consents to a prepayment, interest accrued to the date of prepayment is due with it, and no other premium is payable unless the consent states one and applicable law permits it.",
            ],
          ],
    ),
    section(
      "security",
      "Security",
      "This section says whether property backs the loan and how it is protected.",
      t.secured
        ? securedClauses(t)
        : [
            ["unsecured", "This Note is unsecured, and no property of the Borrower is pledged as collateral for it."],
            [
              "general-obligation",
              "The Borrower's obligation to pay is a general obligation, and the Lender may enforce it against the Borrower's assets as permitted by applicable law.",
            ],
          ],
    ),
  ];
}

/** The collateral as the note names it. */
const collateralOf = (t: NoteTerms) =>
  t.collateralDescription !== undefined
    ? `the following property: ${inline(t.collateralDescription)}`
    : "the property described in a security agreement signed by the Borrower";

/**
 * The grant and how the Lender's lien is made good against others, by the kind of collateral: a titled vehicle's
 * lien is noted on its certificate of title, which a financing statement cannot replace (UCC § 9-311(a)(2)); land
 * is bound only by a recorded mortgage or deed of trust; other goods by a financing statement. Unanswered, the
 * note names all three ways rather than guess.
 */
function securedClauses(t: NoteTerms): [string, string][] {
  const grant =
    t.collateralKind === "real-property"
      ? `To secure payment and performance of this Note, the Borrower shall grant the Lender a mortgage or deed of trust on ${collateralOf(t)} (the "Collateral").`
      : `To secure payment and performance of this Note, the Borrower grants the Lender a security interest in ${collateralOf(t)}, together with its proceeds (the "Collateral").`;
  const perfection = {
    "titled-vehicle": `The Borrower shall deliver the certificate of title to the Collateral to the Lender, sign every application needed to have the Lender's lien noted on it by the motor vehicle agency of the state that issued it, and not apply for a new or duplicate title without the Lender's written consent. The Lender shall release the lien within the time the law of that state requires after this Note is paid in full.`,
    "real-property": `The Borrower shall sign, acknowledge and deliver the mortgage or deed of trust in a form that can be recorded, and the Lender may record it in the land records of the county where the Collateral is located. The Lender shall deliver a release or satisfaction for recording when this Note is paid in full.`,
    "personal-property": `The Borrower authorizes the Lender to file a financing statement under the Uniform Commercial Code as adopted in ${t.state}, and shall sign any document reasonably needed to perfect the Lender's security interest. The Lender shall file a termination statement when this Note is paid in full.`,
  }[t.collateralKind ?? "personal-property"];
  return [
    ["grant", grant],
    [
      "care-of-collateral",
      "Until this Note is paid in full, the Borrower shall keep the Collateral in good condition, keep it insured against loss where insurance is customary, keep it free of other liens, and not sell, transfer or encumber it without the Lender's written consent.",
    ],
    [
      "perfection",
      t.collateralKind === undefined
        ? `The Borrower shall sign any document reasonably needed to perfect or record the Lender's security interest: an application to note the Lender's lien on the certificate of title if the Collateral is a titled vehicle, a mortgage or deed of trust if it is real property, and otherwise a financing statement under the Uniform Commercial Code as adopted in ${t.state}, which the Borrower authorizes the Lender to file.`
        : perfection,
    ],
  ];
}
