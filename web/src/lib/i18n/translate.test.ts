import { describe, expect, it } from 'vitest';
import { en } from './messages/en';
import { translate } from './translate';
import { pickLocale } from './locale-store';

describe('interface strings in en, th and es', () => {
  it('fills {placeholders}', () => {
    expect(translate('en', 'auth.verify.subtitle', { email: 'a@b.co' })).toBe('We sent a 6-digit code to a@b.co.');
  });

  it('a key missing in th or es falls back to English', () => {
    const dictionaries = { en, th: {}, es: { 'list.title': 'Mis evaluaciones' } };
    expect(translate('th', 'list.title', {}, dictionaries)).toBe(en['list.title']);
    expect(translate('es', 'list.title', {}, dictionaries)).toBe('Mis evaluaciones');
  });

  it('th and es translate every English key', async () => {
    const { th } = await import('./messages/th');
    const { es } = await import('./messages/es');
    const keys = Object.keys(en);
    expect(keys.filter((k) => !(k in th))).toEqual([]);
    expect(keys.filter((k) => !(k in es))).toEqual([]);
  });
});

describe('choosing the interface language', () => {
  it('a stored choice wins, then the browser languages, then English', () => {
    expect(pickLocale('th', ['es-ES'])).toBe('th');
    expect(pickLocale(null, ['fr-FR', 'es-MX'])).toBe('es');
    expect(pickLocale('de', ['fr'])).toBe('en');
  });
});
