import { describe, it, expect } from 'vitest';
import { resolveImageUrl } from './image-url';

describe('resolveImageUrl', () => {
  it.each([
    ['uploads/a.jpg', 'https://api.vastra.in', 'https://api.vastra.in/uploads/a.jpg'],
    ['/uploads/a.jpg', 'https://api.vastra.in/', 'https://api.vastra.in/uploads/a.jpg'],
    ['uploads\\a.jpg', 'https://api.vastra.in', 'https://api.vastra.in/uploads/a.jpg'],
    ['/uploads/a.jpg', '', '/uploads/a.jpg'],
    ['https://cdn.example.com/a.jpg', 'https://api.vastra.in', 'https://cdn.example.com/a.jpg'],
    ['HTTP://cdn.example.com/a.jpg', 'https://api.vastra.in', 'HTTP://cdn.example.com/a.jpg'],
    ['//cdn.example.com/a.jpg', 'https://api.vastra.in', '//cdn.example.com/a.jpg'],
    ['data:image/png;base64,AAAA', 'https://api.vastra.in', 'data:image/png;base64,AAAA'],
  ])(
    'resolves %j on %j to %j ("Image paths not starting with http are served from the backend host.")',
    (path, origin, expected) => {
      expect(resolveImageUrl(path, origin)).toBe(expected);
    },
  );
});
