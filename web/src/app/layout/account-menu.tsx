import { Link } from 'react-router-dom';
import { teamSwitchEntries, teamSwitcherMode } from '@shared/teams/members';
import type { TeamSummary } from '@shared/routes';
import { useT } from '../../lib/i18n/use-t';
import { useDropdown } from '../../components/ui/use-dropdown';
import { CreditLine } from '../../features/credits/components/credit-line';
import { useCreditBalanceLine } from '../../features/credits/api/billing';

interface AccountMenuProps {
  displayName: string;
  email: string;
  /** The profile photo's address ('' without one: the initial shows). */
  photoUrl: string;
  teams: readonly TeamSummary[];
  currentTeamId: string;
  personalTeamId: string;
  /** Set while a switch is under way: the entries are disabled. */
  switching: boolean;
  onSwitch: (teamId: string) => void;
  onLogout: () => void;
  /** Opens the help-and-support modal. */
  onHelp: () => void;
}

/**
 * Account dropdown (spec part 1 §2): switch to team (one entry per shared team, the current one disabled),
 * switch to personal, the credit line (Unlimited, n remaining, or 0 with Add Credit), my account, help and support, log out. The switcher follows part 2 §9.6: hidden with fewer than 2 teams.
 */
export function AccountMenu({
  displayName,
  email,
  photoUrl,
  teams,
  currentTeamId,
  personalTeamId,
  switching,
  onSwitch,
  onLogout,
  onHelp,
}: AccountMenuProps) {
  const t = useT();
  // Polled while the app is open, so the credit line is current the moment the menu opens.
  useCreditBalanceLine();
  const { open, setOpen, menuId, root, button } = useDropdown();

  const mode = teamSwitcherMode(teams.length);
  const entries =
    mode === 'hidden'
      ? []
      : teamSwitchEntries(
          teams.map((team) => ({ ...team, deleted: false })),
          currentTeamId,
        );
  // spec part 1 §6: with more than one team besides the personal one the switcher says so.
  const groupLabel = mode === 'multiple' ? t('teams.switchToMany', { n: entries.length }) : t('teams.switchTo');
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
        onClick={() => setOpen((o) => !o)}
      >
        {photoUrl ? (
          <img src={photoUrl} alt="" className="avatar avatar-photo" />
        ) : (
          <span className="avatar" aria-hidden="true">
            {initials}
          </span>
        )}
        {/* The name comes from the words shown, then what the button is (WCAG 2.5.3 label in name). */}
        <span className="menu-button-name">{displayName || email}</span>
        <span className="visually-hidden">{t('nav.accountMenu')}</span>
        <span aria-hidden="true">▾</span>
      </button>
      {open && (
        <div className="menu-popover" id={menuId} role="menu">
          <div className="menu-header">
            <strong>{displayName || email}</strong>
            <span className="muted small">{email}</span>
          </div>
          {entries.length > 0 && (
            <div role="group" aria-label={groupLabel}>
              <div className="menu-group-label" aria-hidden="true">
                {groupLabel}
              </div>
              {entries.map((entry) => (
                <button
                  key={entry.id}
                  type="button"
                  role="menuitem"
                  className="menu-item"
                  disabled={entry.disabled || switching}
                  aria-current={entry.disabled ? 'true' : undefined}
                  onClick={() => choose(entry.id)}
                >
                  {entry.name}
                  {entry.disabled && <span className="muted small"> · {t('teams.current')}</span>}
                </button>
              ))}
            </div>
          )}
          {inTeam && (
            <button
              type="button"
              role="menuitem"
              className="menu-item"
              disabled={switching}
              onClick={() => choose(personalTeamId)}
            >
              {t('teams.switchToPersonal')}
            </button>
          )}
          <CreditLine onNavigate={() => setOpen(false)} />
          <Link role="menuitem" className="menu-item" to="/account" onClick={() => setOpen(false)}>
            {t('nav.myAccount')}
          </Link>
          <button
            type="button"
            role="menuitem"
            className="menu-item"
            onClick={() => {
              setOpen(false);
              onHelp();
            }}
          >
            {t('support.menu')}
          </button>
          <button type="button" role="menuitem" className="menu-item" onClick={onLogout}>
            {t('nav.logout')}
          </button>
        </div>
      )}
    </div>
  );
}
