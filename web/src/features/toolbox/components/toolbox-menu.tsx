import { useEffect } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { GENERATOR_LIST, TOOLBOX_GROUPS, type ToolboxGroup } from '@shared/toolbox/generators';
import { useDropdown } from '../../../components/ui/use-dropdown';
import { useT } from '../../../lib/i18n/use-t';
import type { MessageKey } from '../../../lib/i18n/messages/en';
import '../toolbox.css';

/** The analyzer sits with the people-management tools (its audit, skills guidance, survey questions and microlearning). */
const ANALYZER = {
  path: '/core-values-analyzer',
  group: 'people_management' as ToolboxGroup,
  label: 'toolbox.analyzer' as MessageKey,
};

/**
 * The top bar's My Toolbox dropdown (spec part 1 §2 "Top bar"): the generators grouped Hiring, Onboarding and
 * People management, and the core values analyzer. A menu button; arrows move between entries, Escape closes.
 */
export function ToolboxMenu() {
  const t = useT();
  const location = useLocation();
  const { open, setOpen, menuId, root, button } = useDropdown();

  useEffect(() => setOpen(false), [location.pathname, setOpen]);

  const entries = (group: ToolboxGroup) => [
    ...GENERATOR_LIST.filter((g) => g.group === group).map((g) => ({
      path: `/${g.page}`,
      label: t(`toolbox.${g.id}.name` as MessageKey),
    })),
    ...(ANALYZER.group === group ? [{ path: ANALYZER.path, label: t(ANALYZER.label) }] : []),
  ];
  const active = GENERATOR_LIST.some((g) => location.pathname.endsWith(`/${g.page}`));

  return (
    <div className="menu" ref={root}>
      <button
        ref={button}
        type="button"
        className={`tab toolbox-menu-button${active ? ' tab-active' : ''}`}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((o) => !o)}
      >
        {t('toolbox.menu')} <span aria-hidden="true">▾</span>
      </button>
      {open && (
        <div className="menu-popover toolbox-popover" id={menuId} role="menu" aria-label={t('toolbox.menu')}>
          {TOOLBOX_GROUPS.map((group) => (
            <div key={group} role="group" aria-label={t(`toolbox.group.${group}` as MessageKey)}>
              <div className="menu-group-label" aria-hidden="true">
                {t(`toolbox.group.${group}` as MessageKey)}
              </div>
              {entries(group).map((entry) => (
                <Link
                  key={entry.path}
                  role="menuitem"
                  className="menu-item"
                  to={entry.path}
                  onClick={() => setOpen(false)}
                >
                  {entry.label}
                </Link>
              ))}
            </div>
          ))}
        </div>
      )}
    </div>
  );
}
