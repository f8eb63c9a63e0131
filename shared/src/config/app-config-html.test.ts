import { describe, expect, it } from 'vitest';
import { APP_CONFIG_ELEMENT_ID, APP_CONFIG_MARKER, withAppConfig } from './app-config-html';

/** The element's text as a browser's parser takes it: everything up to the first `</script`. */
const elementText = (html: string) =>
  /<script type="application\/json" id="app-config">([\s\S]*?)<\/script/i.exec(html)?.[1];

describe('the configuration written into index.html (issue 27 §3)', () => {
  it('replaces the marker with a JSON data block the page parses back to the same configuration', () => {
    const config = { apiUrl: 'https://abc.execute-api.eu-west-1.amazonaws.com/prod/', federation: { google: true } };
    const html = withAppConfig(
      `<head><meta charset="UTF-8" />${APP_CONFIG_MARKER}<script>boot()</script></head>`,
      JSON.stringify(config),
    );
    expect(html).not.toContain(APP_CONFIG_MARKER);
    expect(html.indexOf(`id="${APP_CONFIG_ELEMENT_ID}"`)).toBeLessThan(html.indexOf('<script>boot()'));
    expect(JSON.parse(elementText(html) ?? '')).toEqual(config);
  });

  it('a value holding an end tag cannot close the element early', () => {
    const config = { stage: '</script><script>alert(1)</script>' };
    const html = withAppConfig(APP_CONFIG_MARKER, JSON.stringify(config));
    expect(JSON.parse(elementText(html) ?? '')).toEqual(config);
    expect(html.match(/<\/script>/g)).toHaveLength(1);
  });

  it('refuses a page without the marker rather than serving one without its configuration', () => {
    expect(() => withAppConfig('<head></head>', '{}')).toThrow('marker');
  });
});
