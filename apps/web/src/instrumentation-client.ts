// The pages' CSP has no 'unsafe-eval'. Before its first object parse, zod probes for eval with
// `new Function("")` and catches the refusal, but the browser still reports a CSP violation (seen on the
// generator). Without its JIT, zod needs no eval. This runs before any of the app's code. zod reads its
// settings from this global (shared by every copy of zod); setting it here instead of calling
// z.config() keeps zod out of every page's first-load JS. e2e security-headers checks that
// the generator reports no violation.
type ZodGlobal = { __zod_globalConfig?: { jitless?: boolean } };
((globalThis as ZodGlobal).__zod_globalConfig ??= {}).jitless = true;
