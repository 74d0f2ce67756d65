import { LightbulbIcon } from "lucide-react";

import { Card, CardContent, CardHeader, CardTitle } from "@lexforge/ui/card";

const TIPS = [
  "Use each party's full legal name, e.g. the company name exactly as registered.",
  "Give complete addresses, including city, state and ZIP code.",
  "Pick the state whose law should govern the document, usually where the parties are or the work happens.",
  "Describe the purpose in one sentence; in AI mode it decides which optional clauses are added.",
  "Put amounts, dates and special promises in Details so they land in the right section.",
  "You can refine the document with plain instructions after it is generated.",
];

export function HelpTips() {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <LightbulbIcon aria-hidden className="size-4 text-primary" /> Tips for a better document
        </CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="list-disc space-y-2 pl-5 text-sm text-muted-foreground">
          {TIPS.map((tip) => (
            <li key={tip}>{tip}</li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
