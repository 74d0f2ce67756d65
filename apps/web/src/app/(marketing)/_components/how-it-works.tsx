import { SectionHeading } from "./section-heading";

const STEPS = [
  {
    title: "Select Document Type",
    text: "Pick the document you need from our library of legal templates.",
  },
  {
    title: "Answer Questions",
    text: "Fill in a short guided form with the parties, your state and the key terms.",
  },
  {
    title: "Generate Document",
    text: "We assemble a complete document tailored to your answers in seconds.",
  },
  {
    title: "Review & Download",
    text: "Read the plain-English notes, refine anything, then download as Word or PDF.",
  },
];

export function HowItWorks() {
  return (
    <section aria-labelledby="how-heading" className="section">
      <SectionHeading
        id="how-heading"
        title="How It Works"
        lead="Four simple steps from your first question to a document ready to sign."
      />
      <ol className="mt-12 grid gap-8 sm:grid-cols-2 lg:grid-cols-4">
        {STEPS.map((step, index) => (
          <li key={step.title} className="text-center">
            <span aria-hidden className="step-number">
              {index + 1}
            </span>
            <h3 className="tile-title">
              <span className="sr-only">Step {index + 1}: </span>
              {step.title}
            </h3>
            <p className="tile-text">{step.text}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
