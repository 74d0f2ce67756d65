import { redirect } from "next/navigation";

import { CATEGORY_ALIASES, libraryHref } from "../_components/library-filter";

/** Footer alias: the library filtered to the matching category. */
export default function LettersPage(): never {
  redirect(libraryHref({ category: CATEGORY_ALIASES.letters }));
}
