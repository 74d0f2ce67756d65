"use client";

import { useState } from "react";

import { Button } from "@lexforge/ui/button";
import { Icon } from "@lexforge/ui/icon";

import { SectionHeading } from "./section-heading";
import { TESTIMONIALS } from "./testimonials";

/** Three at a time; Previous/Next move one card and stop (disabled) at either end. */
const VISIBLE = 3;
const LAST_START = Math.max(0, TESTIMONIALS.length - VISIBLE);

export function TestimonialsCarousel() {
  const [start, setStart] = useState(0);
  const shown = TESTIMONIALS.slice(start, start + VISIBLE);

  return (
    <section aria-labelledby="testimonials-heading" className="bg-slate-50">
      <div className="section">
        <SectionHeading
          id="testimonials-heading"
          title="What Our Customers Say"
          lead="What individuals and small businesses say about their documents."
        />
        <div role="region" aria-roledescription="carousel" aria-label="Testimonials" className="mt-12">
          <ul aria-live="polite" className="grid gap-6 md:grid-cols-3">
            {shown.map((testimonial, offset) => (
              <li
                key={testimonial.author}
                aria-roledescription="slide"
                aria-label={`${start + offset + 1} of ${TESTIMONIALS.length}`}
                className="tile flex flex-col"
              >
                <Icon name="quote" className="size-8 text-primary/30" />
                <blockquote className="mt-3 flex-1 text-base">“{testimonial.quote}”</blockquote>
                <div className="mt-6 flex items-center gap-3">
                  <span
                    aria-hidden
                    className="flex size-10 items-center justify-center rounded-full bg-primary/10 text-sm font-semibold text-primary"
                  >
                    {testimonial.initials}
                  </span>
                  <p className="text-sm">
                    <span className="block font-semibold">{testimonial.author}</span>
                    <span className="text-muted-foreground">{testimonial.role}</span>
                  </p>
                </div>
              </li>
            ))}
          </ul>
          <div className="mt-8 flex justify-center gap-3">
            <Button
              variant="outline"
              size="icon"
              aria-label="Previous testimonial"
              disabled={start === 0}
              onClick={() => setStart((value) => Math.max(0, value - 1))}
            >
              <Icon name="chevron-left" />
            </Button>
            <Button
              variant="outline"
              size="icon"
              aria-label="Next testimonial"
              disabled={start >= LAST_START}
              onClick={() => setStart((value) => Math.min(LAST_START, value + 1))}
            >
              <Icon name="chevron-right" />
            </Button>
          </div>
        </div>
      </div>
    </section>
  );
}
