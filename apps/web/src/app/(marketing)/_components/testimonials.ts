/** Four static testimonials: quote, author, role and initials (there are no avatar images). */
export type Testimonial = { quote: string; author: string; role: string; initials: string };

export const TESTIMONIALS: readonly Testimonial[] = [
  {
    quote:
      "I needed an NDA before a pitch meeting the next morning. I had a solid, California-specific draft ready in ten minutes.",
    author: "Sarah Mitchell",
    role: "Startup Founder",
    initials: "SM",
  },
  {
    quote:
      "I manage three rentals in two states. The lease generator handles each state's deposit rules and saves me hours every year.",
    author: "David Chen",
    role: "Property Manager",
    initials: "DC",
  },
  {
    quote:
      "Writing my will felt daunting. The guided questions made it simple, and the plain-English notes told me what each section does.",
    author: "Maria Gonzalez",
    role: "Teacher",
    initials: "MG",
  },
  {
    quote:
      "We send every new hire an employment contract made here. Clean Word files with our logo on them, every single time.",
    author: "James Wilson",
    role: "Small Business Owner",
    initials: "JW",
  },
];
