import { useEffect, useId, useRef, useState } from 'react';
import { useT } from '../../lib/i18n/use-t';

/** Account dropdown: display name and Log out (spec part 1 §2 "account dropdown"). */
export function AccountMenu({ displayName, email, onLogout }: { displayName: string; email: string; onLogout: () => void }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const firstItem = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    firstItem.current?.focus();
    const onDown = (e: MouseEvent) => {
      if (root.current && !root.current.contains(e.target as Node)) setOpen(false);
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        setOpen(false);
        button.current?.focus();
      }
    };
    document.addEventListener('mousedown', onDown);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onDown);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  const initials = (displayName || email).trim().slice(0, 1).toUpperCase();
  return (
    <div className="menu" ref={root}>
      <button
        ref={button}
        type="button"
        className="menu-button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={t('nav.accountMenu')}
        onClick={() => setOpen((o) => !o)}
      >
        <span className="avatar" aria-hidden="true">
          {initials}
        </span>
        <span className="menu-button-name">{displayName || email}</span>
        <span aria-hidden="true">▾</span>
      </button>
      {open && (
        <div className="menu-popover" id={menuId} role="menu">
          <div className="menu-header">
            <strong>{displayName || email}</strong>
            <span className="muted small">{email}</span>
          </div>
          <button ref={firstItem} type="button" role="menuitem" className="menu-item" onClick={onLogout}>
            {t('nav.logout')}
          </button>
        </div>
      )}
    </div>
  );
}
