import Link from "next/link";

export default function HomePage() {
  return (
    <main className="mx-auto max-w-5xl px-4 py-16">
      <h1 className="text-4xl font-bold">Legal Documents Created in Minutes, Not Hours</h1>
      <Link href="/documents" className="mt-6 inline-block underline">
        Create a Document
      </Link>
    </main>
  );
}
