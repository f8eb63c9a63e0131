import { useId, useState, type KeyboardEvent, type ReactNode } from 'react';
import { nextCustomItemId, type CustomItem } from '@shared/sections/custom-items';
import { Button } from '../../../components/ui/button';
import { errorText, useLocale, useT } from '../../../lib/i18n/use-t';

const same = (a: string, b: string) => a.trim().toLocaleLowerCase() === b.trim().toLocaleLowerCase();

/** Why a text cannot be added to a list of own items, as an error code with its parameters; null when it can. */
export function ownItemProblem(
  text: string,
  items: readonly CustomItem[],
  taken: readonly string[],
  limits: { max: number; textMax: number },
): { code: 'CUSTOM_ITEM_TEXT' | 'CUSTOM_ITEM_DUPLICATE' | 'CUSTOM_VALUES_TOO_MANY'; max?: number } | null {
  const value = text.trim();
  if (!value || value.length > limits.textMax) return { code: 'CUSTOM_ITEM_TEXT', max: limits.textMax };
  if (items.some((i) => same(i.text, value)) || taken.some((x) => same(x, value)))
    return { code: 'CUSTOM_ITEM_DUPLICATE' };
  if (items.length >= limits.max) return { code: 'CUSTOM_VALUES_TOO_MANY', max: limits.max };
  return null;
}

/** Adds own items to a list: a new id each (`custom_<what>_<n>`), the text trimmed. */
export function addOwnItems(items: readonly CustomItem[], what: string, texts: readonly string[]): CustomItem[] {
  const out = [...items];
  for (const text of texts) out.push({ id: nextCustomItemId(what, out), text: text.trim() });
  return out;
}

interface OwnItemsEditorProps {
  title: string;
  help: string;
  what: 'value' | 'trait' | 'scenario';
  items: readonly CustomItem[];
  /** Texts already in the list the items join (the pack's), which an own item may not repeat. */
  taken: readonly string[];
  max: number;
  textMax: number;
  onAdd: (item: CustomItem) => void;
  onRemove: (id: string) => void;
  /** Extra actions (add my core values). */
  children?: ReactNode;
}

/**
 * The company's own items of a section (spec part 1 §3 `_custom_fields`): typed in any language, shown as written,
 * each removable; the limits and messages are the ones the server checks (shared/src/sections/custom-items.ts).
 */
export function OwnItemsEditor({
  title,
  help,
  what,
  items,
  taken,
  max,
  textMax,
  onAdd,
  onRemove,
  children,
}: OwnItemsEditorProps) {
  const t = useT();
  const locale = useLocale();
  const id = useId();
  const [draft, setDraft] = useState('');
  const [problem, setProblem] = useState<string>();

  function add() {
    const found = ownItemProblem(draft, items, taken, { max, textMax });
    if (found) return setProblem(errorText(found.code, locale, found.max === undefined ? {} : { max: found.max }));
    setProblem(undefined);
    onAdd({ id: nextCustomItemId(what, items), text: draft.trim() });
    setDraft('');
  }

  function onKey(e: KeyboardEvent<HTMLInputElement>) {
    if (e.key === 'Enter') {
      e.preventDefault();
      add();
    }
  }

  return (
    // A group, not a region: the rating regions "Values" and "Traits" keep names no other region shares.
    <div role="group" className="card stack" aria-labelledby={`${id}-title`}>
      <div className="rating-group-header">
        <h2 id={`${id}-title`}>{title}</h2>
        <span className="muted small">{t('setup.own.count', { n: items.length, max })}</span>
      </div>
      <p className="muted small">{help}</p>
      {items.length > 0 && (
        <ul className="chips" aria-label={title}>
          {items.map((item) => (
            <li key={item.id} className="chip">
              {item.text}
              <button
                type="button"
                className="chip-remove"
                aria-label={t('setup.own.remove', { item: item.text })}
                onClick={() => onRemove(item.id)}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="row-actions align-end">
        <label className="field grow">
          <span className="visually-hidden">{title}</span>
          <input
            className="input"
            value={draft}
            maxLength={textMax}
            onChange={(e) => setDraft(e.target.value)}
            onKeyDown={onKey}
            placeholder={t('setup.own.placeholder')}
          />
        </label>
        <Button variant="secondary" onClick={add} disabled={!draft.trim()}>
          {t('setup.own.add')}
        </Button>
        {children}
      </div>
      {problem && (
        <p className="field-error" role="alert">
          {problem}
        </p>
      )}
    </div>
  );
}
