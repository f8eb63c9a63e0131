import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { teamSwitchEntries, teamSwitcherMode } from '@shared/teams/members';
import type { TeamSummary } from '@shared/routes';
import { useT } from '../../lib/i18n/use-t';
import { CreditLine } from '../../features/credits/components/credit-line';
import { useQuotaLine } from '../../features/credits/api/billing';

interface AccountMenuProps {
  displayName: string;
  email: string;
  teams: readonly TeamSummary[];
  currentTeamId: string;
  personalTeamId: string;
  /** Set while a switch is under way: the entries are disabled. */
  switching: boolean;
  onSwitch: (teamId: string) => void;
  onLogout: () => void;
}

/**
 * Account dropdown (spec part 1 §2): switch to team (one entry per shared team, the current one disabled),
 * switch to personal, the credit line (Unlimited, n remaining, or 0 with Add Credit), my account, log out. The switcher follows part 2 §9.6: hidden with fewer than 2 teams.
 */
export function AccountMenu({ displayName, email, teams, currentTeamId, personalTeamId, switching, onSwitch, onLogout }: AccountMenuProps) {
  const t = useT();
  const [open, setOpen] = useState(false);
  // Polled while the app is open, so the credit line is current the moment the menu opens.
  useQuotaLine();
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    root.current?.querySelector<HTMLElement>('[role="menuitem"]:not([disabled])')?.focus();
    const onDown = (e: MouseEvent) => {
      if (root.current && !root.current.contains(e.target as Node)) setOpen(false);
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        setOpen(false);
        button.current?.focus();
      }
      if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
        const items = [...(root.current?.querySelectorAll<HTMLElement>('[role="menuitem"]:not([disabled])') ?? [])];
        const at = items.indexOf(document.activeElement as HTMLElement);
        const next = items[(at + (e.key === 'ArrowDown' ? 1 : items.length - 1)) % items.length];
        next?.focus();
        e.preventDefault();
      }
    };
    document.addEventListener('mousedown', onDown);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onDown);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  const mode = teamSwitcherMode(teams.length);
  const entries = mode === 'hidden' ? [] : teamSwitchEntries(teams.map((team) => ({ ...team, deleted: false })), currentTeamId);
  const inTeam = currentTeamId !== personalTeamId;
  const initials = (displayName || email).trim().slice(0, 1).toUpperCase();
  const choose = (teamId: string) => {
    setOpen(false);
    onSwitch(teamId);
  };

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
          {entries.length > 0 && (
            <div role="group" aria-label={t('teams.switchTo')}>
              <div className="menu-group-label" aria-hidden="true">
                {t('teams.switchTo')}
              </div>
              {entries.map((entry) => (
                <button key={entry.id} type="button" role="menuitem" className="menu-item" disabled={entry.disabled || switching} aria-current={entry.disabled ? 'true' : undefined} onClick={() => choose(entry.id)}>
                  {entry.name}
                  {entry.disabled && <span className="muted small"> · {t('teams.current')}</span>}
                </button>
              ))}
            </div>
          )}
          {inTeam && (
            <button type="button" role="menuitem" className="menu-item" disabled={switching} onClick={() => choose(personalTeamId)}>
              {t('teams.switchToPersonal')}
            </button>
          )}
          <CreditLine onNavigate={() => setOpen(false)} />
          <Link role="menuitem" className="menu-item" to="/account" onClick={() => setOpen(false)}>
            {t('nav.myAccount')}
          </Link>
          <button type="button" role="menuitem" className="menu-item" onClick={onLogout}>
            {t('nav.logout')}
          </button>
        </div>
      )}
    </div>
  );
}
