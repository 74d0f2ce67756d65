import type { FieldValues, Resolver } from "react-hook-form";

/**
 * A react-hook-form resolver whose schema (and zod with it) is imported on first use instead of with
 * the page. `preload` starts the import early (on the form's first focus), so validating on submit does
 * not wait for it.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- react-hook-form's own default for the context
export function lazyResolver<T extends FieldValues, C = any, O = T>(load: () => Promise<Resolver<T, C, O>>) {
  let loaded: Promise<Resolver<T, C, O>> | undefined;
  const get = () => (loaded ??= load());
  const resolver: Resolver<T, C, O> = async (values, context, options) => (await get())(values, context, options);
  return {
    resolver,
    preload: () => {
      void get();
    },
  };
}
