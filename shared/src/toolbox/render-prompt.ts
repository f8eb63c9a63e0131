/**
 * Fill a prompt's `{{name}}` placeholders from `vars`. A placeholder without a value is a programming error
 * (the pack and its caller disagree), never sent to a model half-filled.
 */
export function renderPrompt(template: string, vars: Readonly<Record<string, string>>): string {
  return template.replace(/\{\{\s*([a-zA-Z0-9_]+)\s*\}\}/g, (_, name: string) => {
    const value = vars[name];
    if (value === undefined) throw new Error(`prompt placeholder {{${name}}} has no value`);
    return value;
  });
}

/** The placeholders a template uses, in order of first use. */
export function promptPlaceholders(template: string): string[] {
  return [...new Set([...template.matchAll(/\{\{\s*([a-zA-Z0-9_]+)\s*\}\}/g)].map((m) => m[1] as string))];
}
