// Zod probes `new Function('')` to compile faster parsers. The shop's CSP allows no eval (script-src
// without 'unsafe-eval'), so the probe could only fail, filing a CSP violation on every page: turn it
// off. Zod takes its settings from this shared global object when it loads, so the setting is made
// here, first thing in main.tsx, without pulling zod itself into the entry chunk.
const shared = globalThis as { __zod_globalConfig?: Record<string, unknown> };
shared.__zod_globalConfig = { ...shared.__zod_globalConfig, jitless: true };

export {};
