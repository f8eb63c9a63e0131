import { describe, expect, it } from 'vitest';
import { inlineScriptHashes } from '../../infra/lib/inline-scripts';
import { withAppConfig } from '../../shared/src/config/app-config-html';

describe("the CSP hashes of the page's own scripts (issue 27 §3)", () => {
  it('names each script written into the page that runs, by the hash of its text as written', () => {
    const page = withAppConfig(
      '<head><!--app-config--><script type="module" crossorigin src="/assets/index-x.js"></script><script>window.a=1</script></head>',
      '{"apiUrl":"https://api.test/"}',
    );
    // sha256 of `window.a=1` in base64 (openssl dgst -sha256 -binary | base64). The JSON data block is never run and
    // the module script is a file of the site's own: neither is named.
    expect(inlineScriptHashes(page)).toEqual(["'sha256-WpNQcWxgTJamkluTtRGYllok20MyGquJpWh9YXWGA4E='"]);
  });
});
