import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { TEAM_ROLES, type TeamRole } from '@shared/teams/types';
import type { TeamDetail, TeamMemberView } from '@shared/routes';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { SelectField, TextField } from '../../../components/ui/field';
import { Alert } from '../../../components/ui/feedback';
import { useToast } from '../../../components/ui/toast';
import { useDescribeError } from '../../../lib/error-text';
import { errorText, useLocale, useT } from '../../../lib/i18n/use-t';
import {
  acceptTeamOwnership,
  addTeamMember,
  changeTeamRole,
  deleteTeam,
  offerTeamOwnership,
  removeTeamMember,
  switchTeam,
  updateTeam,
} from '../api/teams';
import { TeamForm } from './team-form';

type Pending = { kind: 'remove'; member: TeamMemberView } | { kind: 'delete' } | null;

/**
 * One team (spec part 1 §5, §6): admins edit it, invite members, change roles, remove members and delete it;
 * members see it and may leave. The owner, who pays for the team's completions after its team quota, is
 * removed by nobody and hands the team over to a member who accepts. Every refusal (last admin, duplicate
 * member) shows the server's message.
 */
export function TeamDetailView({ team, me }: { team: TeamDetail; me: string }) {
  const navigate = useNavigate();
  const t = useT();
  const locale = useLocale();
  const describe = useDescribeError();
  const toast = useToast();
  const [editing, setEditing] = useState(false);
  const [pending, setPending] = useState<Pending>(null);
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<TeamRole>('member');
  const [adding, setAdding] = useState(false);
  const [addError, setAddError] = useState<string>();
  const [switching, setSwitching] = useState(false);
  const [heir, setHeir] = useState('');
  const [offering, setOffering] = useState(false);
  const [taking, setTaking] = useState(false);
  const isOwner = team.owner === me;
  const heirs = team.members.filter((m) => m.active && !m.owner);
  const roleLabel = (r: TeamRole) => t(r === 'admin' ? 'teams.role.admin' : 'teams.role.member');

  async function add(e: FormEvent) {
    e.preventDefault();
    if (!email.trim()) return setAddError(errorText('INVALID_EMAIL_ADDRESS', locale));
    setAdding(true);
    setAddError(undefined);
    try {
      await addTeamMember(team.id, email.trim(), role);
      toast.show(t('teams.invited', { email: email.trim() }));
      setEmail('');
    } catch (err) {
      setAddError(describe(err));
    } finally {
      setAdding(false);
    }
  }

  async function setMemberRole(member: TeamMemberView, next: TeamRole) {
    try {
      await changeTeamRole(team.id, member.email, next);
      toast.show(t('teams.roleChanged', { email: member.email }));
    } catch (err) {
      toast.show(describe(err));
    }
  }

  async function remove(member: TeamMemberView) {
    const self = member.email === me;
    await removeTeamMember(team.id, member.email, self);
    if (self) window.location.assign('/account/team');
    else toast.show(t('teams.removed', { email: member.email }));
  }

  async function offer(e: FormEvent) {
    e.preventDefault();
    if (!heir) return;
    setOffering(true);
    try {
      await offerTeamOwnership(team.id, heir);
      toast.show(t('teams.handOverOffered', { email: heir }));
    } catch (err) {
      toast.show(describe(err));
    } finally {
      setOffering(false);
    }
  }

  async function takeOwnership() {
    setTaking(true);
    try {
      await acceptTeamOwnership(team.id);
      toast.show(t('teams.ownershipAccepted', { team: team.name }));
    } catch (err) {
      toast.show(describe(err));
    } finally {
      setTaking(false);
    }
  }

  async function switchHere() {
    setSwitching(true);
    try {
      await switchTeam(team.id);
      navigate('/assessments');
    } catch (err) {
      toast.show(describe(err));
      setSwitching(false);
    }
  }

  const removeTitle = (member: TeamMemberView) =>
    member.email !== me
      ? t('teams.removeTitle', { email: member.email })
      : member.role === 'admin'
        ? errorText('TEAM_SELF_REMOVAL_NEEDS_CONFIRMATION', locale)
        : t('teams.leaveTitle', { team: team.name });

  return (
    <div className="stack">
      <div className="row-actions">
        <span className="team-swatch" style={{ background: team.color }} aria-hidden="true" />
        {team.logoUrl && <img src={team.logoUrl} alt="" className="logo-field-preview" />}
        <h2 className="no-margin">{team.name}</h2>
        <span className="muted">{team.companyName}</span>
      </div>
      {!team.current && (
        <Alert tone="info">
          <span>{t('teams.memberOf', { team: team.name })}</span>{' '}
          <Button size="sm" busy={switching} onClick={() => void switchHere()}>
            {t('teams.switchHere')}
          </Button>
        </Alert>
      )}
      {team.pendingOwner === me && (
        <Alert tone="info">
          <span>{t('teams.ownershipOffered')}</span>{' '}
          <Button size="sm" busy={taking} onClick={() => void takeOwnership()}>
            {t('teams.acceptOwnership')}
          </Button>
        </Alert>
      )}
      {team.isAdmin && !editing && (
        <div>
          <Button variant="secondary" onClick={() => setEditing(true)}>
            {t('teams.edit')}
          </Button>
        </div>
      )}
      {editing && (
        <TeamForm
          initial={team}
          submitLabel={t('account.save')}
          onCancel={() => setEditing(false)}
          onSubmit={async (values) => {
            await updateTeam(team.id, values);
            setEditing(false);
            toast.show(t('account.saved'));
          }}
        />
      )}

      <section aria-labelledby="members-title" className="stack">
        <h3 id="members-title">{t('teams.members')}</h3>
        <div className="table-wrap">
          <table className="table">
            <thead>
              <tr>
                <th scope="col">{t('account.email')}</th>
                <th scope="col">{t('teams.role')}</th>
                <th scope="col">
                  <span className="visually-hidden">{t('teams.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {team.members.map((member) => (
                <tr key={member.email}>
                  <td>
                    {member.email}
                    {member.owner && <span className="muted small"> · {t('teams.owner')}</span>}
                    {member.email === me && <span className="muted small"> · {t('teams.you')}</span>}
                    {!member.active && <span className="muted small"> · {t('teams.pending')}</span>}
                  </td>
                  <td>
                    {team.isAdmin && (!member.owner || isOwner) ? (
                      <select
                        className="input input-sm"
                        aria-label={t('teams.roleOf', { email: member.email })}
                        value={member.role}
                        onChange={(e) => void setMemberRole(member, e.target.value as TeamRole)}
                      >
                        {TEAM_ROLES.map((r) => (
                          <option key={r} value={r}>
                            {roleLabel(r)}
                          </option>
                        ))}
                      </select>
                    ) : (
                      roleLabel(member.role)
                    )}
                  </td>
                  <td className="cell-actions">
                    {(team.isAdmin || member.email === me) && !member.owner && (
                      <Button variant="secondary" size="sm" onClick={() => setPending({ kind: 'remove', member })}>
                        {member.email === me ? t('teams.leave') : t('teams.remove')}
                      </Button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>

      {team.isAdmin && (
        <section aria-labelledby="invite-title" className="stack">
          <h3 id="invite-title">{t('teams.inviteTitle')}</h3>
          <form className="row-actions align-end" onSubmit={add} noValidate>
            <TextField
              label={t('account.email')}
              type="email"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              error={addError}
              autoComplete="off"
            />
            <SelectField
              label={t('teams.role')}
              value={role}
              onChange={(e) => setRole(e.target.value as TeamRole)}
              options={TEAM_ROLES.map((r) => ({ value: r, label: roleLabel(r) }))}
            />
            <Button type="submit" busy={adding}>
              {t('teams.invite')}
            </Button>
          </form>
        </section>
      )}

      {isOwner && heirs.length > 0 && (
        <section aria-labelledby="hand-over-title" className="stack">
          <h3 id="hand-over-title">{t('teams.handOver')}</h3>
          <p className="muted">{t('teams.handOverIntro')}</p>
          <form className="row-actions align-end" onSubmit={offer}>
            <SelectField
              label={t('teams.handOverTo')}
              value={heir}
              onChange={(e) => setHeir(e.target.value)}
              placeholder={t('teams.handOverChoose')}
              options={heirs.map((m) => ({ value: m.email, label: m.email }))}
            />
            <Button type="submit" variant="secondary" busy={offering} disabled={!heir}>
              {t('teams.handOverOffer')}
            </Button>
          </form>
        </section>
      )}

      {team.isAdmin && (
        <section aria-labelledby="danger-title" className="stack">
          <h3 id="danger-title">{t('teams.deleteTitle')}</h3>
          <p className="muted">{t('teams.deleteWarning')}</p>
          <div>
            <Button variant="danger" onClick={() => setPending({ kind: 'delete' })}>
              {t('teams.delete')}
            </Button>
          </div>
        </section>
      )}

      {pending?.kind === 'remove' && (
        <ConfirmDialog
          title={removeTitle(pending.member)}
          confirmLabel={pending.member.email === me ? t('teams.leave') : t('teams.remove')}
          cancelLabel={t('common.cancel')}
          danger
          describeError={describe}
          onClose={() => setPending(null)}
          onConfirm={() => remove(pending.member)}
        >
          <p>{pending.member.email === me ? t('teams.leaveText') : t('teams.removeText')}</p>
        </ConfirmDialog>
      )}
      {pending?.kind === 'delete' && (
        <ConfirmDialog
          title={t('teams.deleteConfirm', { team: team.name })}
          confirmLabel={t('teams.delete')}
          cancelLabel={t('common.cancel')}
          danger
          describeError={describe}
          onClose={() => setPending(null)}
          onConfirm={async () => {
            await deleteTeam(team.id);
            window.location.assign('/account/team');
          }}
        >
          <p>{t('teams.deleteWarning')}</p>
        </ConfirmDialog>
      )}
      {toast.node}
    </div>
  );
}
