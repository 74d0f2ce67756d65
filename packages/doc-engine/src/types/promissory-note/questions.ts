/** Guided questions for the promissory note, in the order the form shows them. */
import type { QuestionField } from "../../define";

export const promissoryNoteQuestions: QuestionField[] = [
  // The form asks for the borrower and the lender by role (roles.ts); answers.lenderIs remains for stored requests.
  {
    name: "principal",
    core: true,
    label: "Principal amount",
    help: "The amount borrowed, in US dollars.",
    kind: "money",
    placeholder: "10000",
  },
  {
    name: "interestRate",
    label: "Interest rate (APR, %)",
    help: "Fixed annual rate. Leave blank or enter 0 for an interest-free loan; state usury limits apply.",
    kind: "number",
    range: [0, 100],
    placeholder: "6",
  },
  {
    name: "loanPurpose",
    label: "What is the loan for?",
    help: "State interest-rate limits differ for personal and business loans.",
    kind: "select",
    options: [
      { value: "personal", label: "Personal, family or household use" },
      { value: "business", label: "A business or commercial purpose" },
    ],
  },
  {
    name: "repaymentType",
    label: "Repayment schedule",
    kind: "select",
    options: [
      { value: "lump-sum", label: "Lump sum on the maturity date" },
      { value: "installments", label: "Monthly installments" },
    ],
  },
  {
    name: "installmentCount",
    label: "Number of monthly installments",
    kind: "number",
    range: [1, 600],
    placeholder: "12",
    when: { field: "repaymentType", equals: "installments" },
  },
  {
    name: "firstPaymentDate",
    label: "First payment date",
    help: "Later installments fall on the same day of each following month.",
    kind: "date",
    when: { field: "repaymentType", equals: "installments" },
  },
  {
    name: "maturityDate",
    label: "Maturity date",
    help: "When everything still owed must be repaid. Leave blank to make the note payable on demand.",
    kind: "date",
    notBefore: "firstPaymentDate",
  },
  {
    name: "lateFee",
    label: "Late fee",
    help: "A flat charge for each late payment. Leave blank for none.",
    kind: "money",
    placeholder: "25",
  },
  {
    name: "lateFeeGraceDays",
    label: "Grace period before the late fee (days)",
    needs: "lateFee",
    kind: "number",
    range: [0, 90],
    placeholder: "10",
  },
  {
    name: "prepaymentAllowed",
    label: "May the borrower repay early without penalty?",
    kind: "boolean",
  },
  {
    name: "secured",
    label: "Is the loan secured by collateral?",
    help: "Secured means the lender can take specific property if the loan is not repaid.",
    kind: "boolean",
  },
  {
    name: "collateralKind",
    label: "What kind of property is the collateral?",
    help: "A lien is recorded differently for each: on a vehicle's title, in the county land records, or with the Secretary of State.",
    kind: "select",
    options: [
      { value: "titled-vehicle", label: "A car, truck, motorcycle, boat or other titled vehicle" },
      { value: "real-property", label: "Land or a building" },
      { value: "personal-property", label: "Other property (equipment, inventory, jewelry, accounts)" },
    ],
    when: { field: "secured", equals: true },
  },
  {
    name: "collateralDescription",
    label: "Collateral",
    help: "Describe the property precisely, e.g. a vehicle with its VIN.",
    kind: "textarea",
    when: { field: "secured", equals: true },
  },
];
