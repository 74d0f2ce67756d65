/** Guided questions for the bill of sale, in the order the form shows them. */
import type { QuestionField } from "../../define";

const vehicleOnly = { field: "itemType", equals: "vehicle" } as const;

export const billOfSaleQuestions: QuestionField[] = [
  // The form asks for the seller and the buyer by role (roles.ts); answers.sellerIs remains for stored requests.
  {
    name: "itemDescription",
    core: true,
    label: "What is being sold?",
    help: "Describe the item so it cannot be confused with another: brand, size, colour, serial number.",
    kind: "textarea",
  },
  {
    name: "itemType",
    label: "Type of item",
    kind: "select",
    options: [
      { value: "vehicle", label: "Motor vehicle" },
      { value: "boat", label: "Boat" },
      { value: "equipment", label: "Equipment or machinery" },
      { value: "other", label: "Other personal property" },
    ],
  },
  { name: "vin", label: "Vehicle identification number (VIN)", kind: "text", when: vehicleOnly },
  { name: "make", label: "Make", kind: "text", placeholder: "Toyota", when: vehicleOnly },
  { name: "model", label: "Model", kind: "text", placeholder: "Corolla", when: vehicleOnly },
  { name: "year", label: "Model year", kind: "number", range: [1886, 2100], placeholder: "2019", when: vehicleOnly },
  {
    name: "odometer",
    label: "Odometer reading (miles)",
    help: "Federal law requires a mileage statement when most vehicles change hands.",
    kind: "number",
    range: [0, 10_000_000],
    when: vehicleOnly,
  },
  {
    name: "hullId",
    label: "Hull identification number (HIN)",
    kind: "text",
    when: { field: "itemType", equals: "boat" },
  },
  {
    name: "price",
    core: true,
    label: "Sale price",
    help: "In US dollars.",
    kind: "money",
    placeholder: "4500",
  },
  {
    name: "paymentMethod",
    label: "Payment method",
    kind: "select",
    options: [
      { value: "cash", label: "Cash" },
      { value: "check", label: "Personal check" },
      { value: "cashiers-check", label: "Cashier's check" },
      { value: "bank-transfer", label: "Bank transfer" },
      { value: "other", label: "Other agreed method" },
    ],
  },
  {
    name: "asIs",
    label: "Sold “as is”?",
    help: "As is means the seller gives no promise about condition, only about ownership.",
    kind: "boolean",
  },
  {
    name: "warrantyText",
    label: "Warranty the seller gives",
    help: "For example: the engine and transmission will work for 30 days after delivery.",
    kind: "textarea",
    when: { field: "asIs", equals: false },
  },
  { name: "deliveryDate", label: "Delivery date", kind: "date" },
  {
    name: "deliveryLocation",
    label: "Delivery place",
    kind: "text",
    placeholder: "The seller's address",
  },
];
