import { z } from 'zod';

/**
 * A text the owner writes in Hindi beside an English one (docs/decisions/173-owner-texts-in-hindi.md): optional, ''
 * for none; measured before trimming as well, and kept composed (NFC) as product titles in Hindi are. A home slide's
 * and rail's texts, a collection's title and description (docs/decisions/175-collections-in-hindi.md).
 */
export const HindiText = (max: number, message: string) =>
  z
    .string()
    .max(max * 4, message)
    .trim()
    .max(max, message)
    .transform((text) => text.normalize('NFC'))
    .default('');
