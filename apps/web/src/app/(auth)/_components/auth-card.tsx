import { Gift } from "lucide-react";

/** The frame both auth pages share: heading, subtitle, the free-credit banner, then the form. */
export function AuthCard(props: {
  title: string;
  subtitle: string;
  banner: string;
  bannerTone: "blue" | "green";
  children: React.ReactNode;
}) {
  const tone =
    props.bannerTone === "green"
      ? "border-green-200 bg-green-50 text-green-800"
      : "border-blue-200 bg-blue-50 text-blue-800";
  return (
    // Top-aligned, not centred: the browser paints the card while its HTML is still arriving, and a
    // centred card that grows moves as a whole (CLS 0.10 on /sign-in at 412 px); a top-aligned one only
    // grows downwards.
    <main id="main" className="flex flex-1 items-start justify-center px-4 py-12">
      <div className="w-full max-w-md space-y-6 rounded-xl border bg-card p-6 shadow-sm sm:p-8">
        <div className="space-y-2 text-center">
          <h1 className="text-2xl font-bold tracking-tight">{props.title}</h1>
          <p className="text-sm text-muted-foreground">{props.subtitle}</p>
        </div>
        <p className={`flex items-center gap-2 rounded-md border px-3 py-2 text-sm ${tone}`}>
          <Gift className="size-4 shrink-0" aria-hidden />
          {props.banner}
        </p>
        {props.children}
      </div>
    </main>
  );
}
