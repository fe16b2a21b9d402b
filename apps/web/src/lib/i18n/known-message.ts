import { ENGLISH, type Translator } from './translate';

type Translate = Translator['t'];

/**
 * One of the domain's texts as `t` says it, with its values (`{reason}`) put in; called with the English translator
 * and no values, it gives its template.
 */
export type KnownMessage = (t: Translate, values?: Record<string, string>) => string;

const SPECIAL = /[.*+?^${}()|[\]\\]/g;

/** The values `message` puts in `template`'s `{names}`, or null when it does not read as the template. */
function valuesIn(message: string, template: string): Record<string, string> | null {
  const names = new Set<string>();
  const pattern = template
    .split(/\{(\w+)\}/)
    .map((part, index) => {
      if (index % 2 === 0) return part.replace(SPECIAL, '\\$&');
      if (names.has(part)) return `\\k<${part}>`;
      names.add(part);
      return `(?<${part}>.+)`;
    })
    .join('');
  const match = new RegExp(`^${pattern}$`, 's').exec(message);
  return match ? { ...match.groups } : null;
}

/**
 * `message` in the shopper's language when it reads word for word as one of `known` in English (its values, such as
 * a server's reason, passed through `value`), or else as it is: a text of the server's, or one the domain has reworded
 * since, stays in its own words.
 */
export function knownMessageText(
  message: string,
  known: readonly KnownMessage[],
  t: Translate,
  value: (text: string) => string = (text) => text,
): string {
  for (const say of known) {
    const values = valuesIn(message, say(ENGLISH.t));
    if (values) return say(t, Object.fromEntries(Object.entries(values).map(([name, text]) => [name, value(text)])));
  }
  return message;
}
