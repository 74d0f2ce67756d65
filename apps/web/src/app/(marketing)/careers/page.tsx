import type { Metadata } from "next";
import Link from "next/link";

import { PRODUCT_NAME } from "~/lib/product";
import { ContentPage } from "../_components/content-page";

export const metadata: Metadata = {
  title: "Careers",
  description: `Work at ${PRODUCT_NAME}: help make legal documents simple and affordable for everyone.`,
};

const ROLES = [
  { title: "Senior Full-Stack Engineer", team: "Engineering", place: "Remote (US)" },
  { title: "Legal Content Attorney", team: "Legal", place: "Remote (US)" },
  { title: "Customer Support Specialist", team: "Support", place: "Remote (US)" },
];

export default function CareersPage() {
  return (
    <ContentPage
      title="Careers"
      lead={`Since 2023 we have been helping people create legal documents they understand. Help us make the law easier to use.`}
    >
      <h2>Open positions</h2>
      <ul>
        {ROLES.map((role) => (
          <li key={role.title}>
            <strong>{role.title}</strong> · {role.team} · {role.place}
          </li>
        ))}
      </ul>
      <h2>How we work</h2>
      <p>
        We are a small, remote team of engineers and lawyers. We write things down, ship in small steps and review every
        template change with a licensed attorney before it reaches users.
      </p>
      <h2>Apply</h2>
      <p>
        Send a short note about yourself and the role you are interested in through our{" "}
        <Link href="/contact">contact page</Link>, and mention &quot;{PRODUCT_NAME} careers&quot; in your message.
      </p>
    </ContentPage>
  );
}
