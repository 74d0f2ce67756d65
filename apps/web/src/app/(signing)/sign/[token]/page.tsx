import type { Metadata } from "next";

import { SigningRoom } from "./_components/signing-room";

export const metadata: Metadata = {
  title: "Review and sign",
  robots: { index: false, follow: false },
  // The link's token is in the address: no page it links to may learn it from the Referer header.
  referrer: "no-referrer",
};

export default async function SignPage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  return (
    <div className="container mx-auto max-w-4xl space-y-6 px-4 py-8">
      <SigningRoom token={token} />
    </div>
  );
}
