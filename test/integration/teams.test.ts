import { randomBytes, randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deliveredMailbox } from '../support/invitations';
import { db } from '../../lambdas/src/db/service';
import { emailKey } from '@shared/accounts/email';
import { invoke } from '../support/invoke';

/**
 * Teams, switching and shared assessments against DynamoDB Local (spec part 1 §4, §5, §6; part 2 §6): every
 * rule the server enforces, each refusal with the catalogue's message and nothing changed.
 */

type Claims = { sub: string; email: string };
const account = (name: string): Claims => ({
  sub: randomUUID(),
  email: `${name}-${randomUUID().slice(0, 8)}@example.com`,
});
type Err = { error: { code: string; message: string } };
type TeamDetail = {
  id: string;
  name: string;
  color: string;
  isAdmin: boolean;
  owner: string;
  pendingOwner: string;
  members: { email: string; role: string; owner: boolean; active: boolean }[];
};
type TeamsList = {
  items: { id: string; personal: boolean; role: string }[];
  invitations: { id: string; name: string; role: string }[];
  currentTeamId: string;
};
type Profile = {
  teamId: string;
  workspace: { id: string; personal: boolean; color: string; name: string; companyName: string };
  notice: string | null;
};
type Assessment = {
  id: string;
  form_name: string;
  scope: string;
  team_id: string;
  creator: string;
  publicCode: string | null;
  candidate_total: number;
  transferred_at: string | null;
};

const company = {
  defining_your_values: { value_integrity: 5, value_teamwork: 4, value_innovation: 2 },
  identifying_key_traits: { trait_curious: 5, trait_dependable: 3 },
};

async function newTeam(owner: Claims, name = 'Hiring crew', color = '#0A7C59'): Promise<TeamDetail> {
  const created = await invoke<TeamDetail>('createTeam', {
    claims: owner,
    body: { name, companyName: `${name} Ltd`, color },
  });
  expect(created.status).toBe(201);
  return created.body;
}

/** A client address of its own for each test: the per-address invitation budget is not shared between tests. */
const someIp = () => `10.${randomBytes(3).join('.')}`;

const invite = (
  team: TeamDetail,
  admin: Claims,
  email: string,
  role: 'admin' | 'member' = 'member',
  sourceIp = someIp(),
) =>
  invoke<TeamDetail & Err>('addTeamMember', {
    claims: admin,
    params: { teamId: team.id },
    body: { email, role },
    sourceIp,
  });

/** Invited, then accepted by the invited person: an active member. */
async function join(team: TeamDetail, admin: Claims, member: Claims, role: 'admin' | 'member' = 'member') {
  const added = await invite(team, admin, member.email, role);
  expect(added.status).toBe(201);
  const accepted = await invoke<TeamDetail>('acceptTeamInvitation', { claims: member, params: { teamId: team.id } });
  expect(accepted.status).toBe(200);
  return accepted.body;
}

async function publishedAssessment(owner: Claims, name: string): Promise<Assessment> {
  const created = await invoke<Assessment>('createTemplate', {
    claims: owner,
    body: { form_name: name, sections: ['values_and_traits'], type_of_org: 'technology' },
  });
  await invoke('saveTemplateSection', {
    claims: owner,
    params: { id: created.body.id, section: 'values_and_traits' },
    body: { company_answers: company },
  });
  return (await invoke<Assessment>('publishTemplate', { claims: owner, params: { id: created.body.id } })).body;
}

async function titles(claims: Claims): Promise<string[]> {
  return (await invoke<{ items: Assessment[] }>('listTemplates', { claims })).body.items.map((t) => t.form_name).sort();
}

const switchTo = (claims: Claims, teamId: string) => invoke<Profile & Err>('switchTeam', { claims, body: { teamId } });
const personalOf = (claims: Claims) => `personal-${claims.sub}`;
const storedUser = async (claims: Claims) =>
  (
    await db()
      .entities.user.get({ emailKey: emailKey(claims.email) })
      .go({ consistent: true })
  ).data!;

describe('creating a team and inviting members', () => {
  it('the creator is the owner and admin; the team is listed after the personal workspace', async () => {
    const ann = account('ann');
    const team = await newTeam(ann);
    expect(team).toMatchObject({
      name: 'Hiring crew',
      color: '#0A7C59',
      isAdmin: true,
      members: [{ email: ann.email, role: 'admin', owner: true }],
    });
    const list = await invoke<{ items: { id: string; personal: boolean; role: string }[]; currentTeamId: string }>(
      'listMyTeams',
      { claims: ann },
    );
    expect(list.body.items.map((t) => [t.personal, t.role])).toEqual([
      [true, 'admin'],
      [false, 'admin'],
    ]);
    expect(list.body.currentTeamId).toBe(personalOf(ann));
  });

  it('a team needs a name; a bad colour is refused', async () => {
    const ann = account('ann');
    const noName = await invoke<Err>('createTeam', { claims: ann, body: { name: '  ', color: '#000000' } });
    expect(noName.status).toBe(400);
    expect(noName.body.error.message).toBe('Please enter a team name.');
    const badColor = await invoke<Err>('createTeam', { claims: ann, body: { name: 'X', color: 'red' } });
    expect(badColor.status).toBe(400);
    expect((await invoke<{ items: unknown[] }>('listMyTeams', { claims: ann })).body.items).toHaveLength(1);
  });

  it('an invited address gets an e-mail with a fixed subject and the link; it is a member only once it accepts', async () => {
    const ann = account('ann');
    const bob = account('bob');
    const team = await newTeam(ann, 'Invite crew');
    expect((await invite(team, ann, bob.email)).status).toBe(201);
    const mails = (await deliveredMailbox()).filter((m) => m.to === bob.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe('You have been invited to join a team');
    expect(mails[0]?.text).toContain('Invite crew');
    // The link names the invited address, so someone without an account signs up with it from the link.
    expect(mails[0]?.text).toContain(`/account/my-team/${team.id}?email=${encodeURIComponent(bob.email)}`);
    // Bob has never signed in: his first call opens his account (as the web client does); the team waits for his answer.
    const pending = await invoke<TeamsList>('listMyTeams', { claims: bob });
    expect(pending.body.items.map((t) => t.id)).toEqual([personalOf(bob)]);
    expect(pending.body.invitations).toEqual([
      expect.objectContaining({ id: team.id, name: 'Invite crew', role: 'member' }),
    ]);
    // Until he accepts he is not in the team: he cannot open it, switch to it or see its assessments.
    expect((await invoke<Err>('getTeam', { claims: bob, params: { teamId: team.id } })).status).toBe(404);
    expect((await switchTo(bob, team.id)).body.error.code).toBe('TEAM_NOT_FOUND');
    const shared = await publishedAssessment(ann, 'Team only');
    await invoke('shareTemplate', { claims: ann, params: { id: shared.id }, body: { teamId: team.id } });
    expect((await invoke<Err>('getTemplate', { claims: bob, params: { id: shared.id } })).status).toBe(404);
    expect(
      (await invoke<TeamDetail>('getTeam', { claims: ann, params: { teamId: team.id } })).body.members.find(
        (m) => m.email === bob.email,
      ),
    ).toMatchObject({ active: false });

    const accepted = await invoke<TeamDetail>('acceptTeamInvitation', { claims: bob, params: { teamId: team.id } });
    expect(accepted.status).toBe(200);
    expect(accepted.body.members.find((m) => m.email === bob.email)).toMatchObject({ role: 'member', active: true });
    const list = await invoke<TeamsList>('listMyTeams', { claims: bob });
    expect(list.body.items.find((t) => t.id === team.id)?.role).toBe('member');
    expect(list.body.invitations).toEqual([]);
    expect((await switchTo(bob, team.id)).status).toBe(200);
    expect(await titles(bob)).toEqual(['Team only']);
  });

  it("only the invited address answers an invitation: 'There is no invitation to this team for you.'", async () => {
    const ann = account('ann');
    const bob = account('bob');
    const eve = account('eve');
    const team = await newTeam(ann);
    await invite(team, ann, bob.email);
    for (const [claims, id] of [
      [eve, 'acceptTeamInvitation'],
      [eve, 'declineTeamInvitation'],
      [ann, 'acceptTeamInvitation'],
    ] as const) {
      const refused = await invoke<Err>(id, { claims, params: { teamId: team.id } });
      expect(refused.status).toBe(404);
      expect(refused.body.error.message).toBe('There is no invitation to this team for you.');
    }
    expect(
      (await invoke<TeamDetail>('getTeam', { claims: ann, params: { teamId: team.id } })).body.members.map((m) => [
        m.email,
        m.active,
      ]),
    ).toEqual([
      [ann.email, true],
      [bob.email, false],
    ]);
    // Declining removes the invitation; there is then nothing left to accept.
    expect((await invoke('declineTeamInvitation', { claims: bob, params: { teamId: team.id } })).status).toBe(200);
    expect(
      (await invoke<TeamDetail>('getTeam', { claims: ann, params: { teamId: team.id } })).body.members.map(
        (m) => m.email,
      ),
    ).toEqual([ann.email]);
    expect(
      (await invoke<Err>('acceptTeamInvitation', { claims: bob, params: { teamId: team.id } })).body.error.code,
    ).toBe('TEAM_INVITATION_NOT_FOUND');
    expect((await invoke<TeamsList>('listMyTeams', { claims: bob })).body.invitations).toEqual([]);
  });

  it('team and inviter names reach the body only, on one line: no CR/LF or control characters, nothing in the subject', async () => {
    const ann = account('ann');
    await invoke('updateProfile', {
      claims: ann,
      body: { firstName: 'Ann\r\nBcc: victim@example.com', lastName: 'Lee' },
    });
    const team = await newTeam(ann, 'Prize\r\nClaim yours now\u0007 http://evil.example');
    const to = `target-${randomUUID().slice(0, 8)}@example.com`;
    expect((await invite(team, ann, to)).status).toBe(201);
    const [mail] = (await deliveredMailbox()).filter((m) => m.to === to);
    expect(mail?.subject).toBe('You have been invited to join a team');
    expect(mail?.text).toContain('"Prize Claim yours now http://evil.example"');
    // eslint-disable-next-line no-control-regex
    expect(mail?.text).not.toMatch(/[\u0000-\u0009\u000b-\u001f]/);
    expect(mail?.text).not.toContain('Prize\r\n');
    expect(mail?.text).not.toMatch(/\nBcc:/);
  });

  it('a guest account cannot invite team members: the catalogue message, nothing stored or sent', async () => {
    const guest = { sub: randomUUID(), email: `guest-${randomUUID()}@guest.invalid` };
    const team = await newTeam(guest, 'Guest crew');
    const to = `guest-target-${randomUUID().slice(0, 8)}@example.com`;
    const refused = await invite(team, guest, to);
    expect(refused.status).toBe(403);
    expect(refused.body.error.message).toBe('Verify your account before inviting team members.');
    expect(
      (await invoke<TeamDetail>('getTeam', { claims: guest, params: { teamId: team.id } })).body.members,
    ).toHaveLength(1);
    expect((await deliveredMailbox()).filter((m) => m.to === to)).toEqual([]);
  });

  it("a duplicate member is refused with 'Already have this member.' and changes nothing", async () => {
    const ann = account('ann');
    const bob = account('bob');
    const team = await newTeam(ann);
    await join(team, ann, bob);
    const again = await invite(team, ann, bob.email.toUpperCase(), 'admin');
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe('Already have this member.');
    const after = await invoke<TeamDetail>('getTeam', { claims: ann, params: { teamId: team.id } });
    expect(after.body.members.map((m) => [m.email, m.role])).toEqual([
      [ann.email, 'admin'],
      [bob.email, 'member'],
    ]);
  });

  it('members cannot invite, change roles or delete; strangers cannot even see the team', async () => {
    const ann = account('ann');
    const bob = account('bob');
    const eve = account('eve');
    const team = await newTeam(ann);
    await join(team, ann, bob);
    expect(
      (await invoke<Err>('addTeamMember', { claims: bob, params: { teamId: team.id }, body: { email: eve.email } }))
        .body.error.code,
    ).toBe('FORBIDDEN');
    expect(
      (
        await invoke<Err>('changeTeamRole', {
          claims: bob,
          params: { teamId: team.id, email: bob.email },
          body: { role: 'admin' },
        })
      ).body.error.code,
    ).toBe('FORBIDDEN');
    expect((await invoke<Err>('deleteTeam', { claims: bob, params: { teamId: team.id } })).body.error.code).toBe(
      'FORBIDDEN',
    );
    expect(
      (
        await invoke<Err>('updateTeam', {
          claims: bob,
          params: { teamId: team.id },
          body: { name: 'Mine', color: '#111111' },
        })
      ).body.error.code,
    ).toBe('FORBIDDEN');
    expect(
      (await invoke<Err>('removeTeamMember', { claims: bob, params: { teamId: team.id, email: ann.email } })).body.error
        .code,
    ).toBe('FORBIDDEN');
    const peek = await invoke<Err>('getTeam', { claims: eve, params: { teamId: team.id } });
    expect(peek.status).toBe(404);
    expect(peek.body.error.message).toBe("Can't find team");
    expect((await switchTo(eve, team.id)).body.error.code).toBe('TEAM_NOT_FOUND');
    expect(
      (await invoke<Err>('addTeamMember', { claims: eve, params: { teamId: team.id }, body: { email: eve.email } }))
        .status,
    ).toBe(404);
    expect(
      (await invoke<TeamDetail>('getTeam', { claims: ann, params: { teamId: team.id } })).body.members,
    ).toHaveLength(2);
  });
});

describe('admins: every team keeps one', () => {
  it('the last admin can neither be removed nor demoted', async () => {
    const ann = account('ann');
    const team = await newTeam(ann);
    const leave = await invoke<Err>('removeTeamMember', {
      claims: ann,
      params: { teamId: team.id, email: ann.email },
      query: { confirm: 'true' },
    });
    expect(leave.status).toBe(422);
    expect(leave.body.error.message).toBe('The last admin of a team cannot be removed.');
    const demote = await invoke<Err>('changeTeamRole', {
      claims: ann,
      params: { teamId: team.id, email: ann.email },
      body: { role: 'member' },
    });
    expect(demote.body.error.message).toBe('A team needs at least one admin.');
  });

  it('an admin removing themselves confirms first', async () => {
    const ann = account('ann');
    const cat = account('cat');
    const team = await newTeam(ann);
    await join(team, ann, cat, 'admin');
    const unconfirmed = await invoke<Err>('removeTeamMember', {
      claims: cat,
      params: { teamId: team.id, email: cat.email },
    });
    expect(unconfirmed.status).toBe(409);
    expect(unconfirmed.body.error.message).toBe('Are you sure you want to remove yourself as admin?');
    expect((await invoke<TeamDetail>('getTeam', { claims: cat, params: { teamId: team.id } })).status).toBe(200);
    expect(
      (
        await invoke('removeTeamMember', {
          claims: cat,
          params: { teamId: team.id, email: cat.email },
          query: { confirm: 'true' },
        })
      ).status,
    ).toBe(200);
    expect((await invoke('getTeam', { claims: cat, params: { teamId: team.id } })).status).toBe(404);
  });

  it('two admins demoting each other at the same moment: one admin always remains', async () => {
    for (let round = 0; round < 3; round++) {
      const ann = account('ann');
      const cat = account('cat');
      const team = await newTeam(ann);
      await join(team, ann, cat, 'admin');
      const [a, c] = await Promise.all([
        invoke('changeTeamRole', {
          claims: ann,
          params: { teamId: team.id, email: cat.email },
          body: { role: 'member' },
        }),
        invoke('changeTeamRole', {
          claims: cat,
          params: { teamId: team.id, email: ann.email },
          body: { role: 'member' },
        }),
      ]);
      expect([a.status, c.status].sort()).toEqual([200, 403]);
      const after = await invoke<TeamDetail>('getTeam', { claims: ann, params: { teamId: team.id } });
      expect(after.body.members.filter((m) => m.role === 'admin')).toHaveLength(1);
    }
  });

  it('two admins removing each other at once: one admin always remains', async () => {
    for (let round = 0; round < 3; round++) {
      const ann = account('ann');
      const cat = account('cat');
      const team = await newTeam(ann);
      await join(team, ann, cat, 'admin');
      await Promise.all([
        invoke('removeTeamMember', { claims: ann, params: { teamId: team.id, email: cat.email } }),
        invoke('removeTeamMember', { claims: cat, params: { teamId: team.id, email: ann.email } }),
      ]);
      const { data } = await db().entities.team.get({ teamId: team.id }).go();
      const members = (data?.members ?? []) as { role: string }[];
      expect(members.filter((m) => m.role === 'admin')).toHaveLength(1);
    }
  });
});

describe('the owner pays for the team, so only the owner gives it away', () => {
  it('a co-admin removing or demoting the owner gets the catalogue message and nothing changes', async () => {
    const ann = account('ann');
    const cat = account('cat');
    const team = await newTeam(ann);
    await join(team, ann, cat, 'admin');
    const removed = await invoke<Err>('removeTeamMember', {
      claims: cat,
      params: { teamId: team.id, email: ann.email },
    });
    expect(removed.status).toBe(422);
    expect(removed.body.error.message).toBe(
      'The team owner cannot be removed. The owner can hand the team over to another member first.',
    );
    const demoted = await invoke<Err>('changeTeamRole', {
      claims: cat,
      params: { teamId: team.id, email: ann.email },
      body: { role: 'member' },
    });
    expect(demoted.status).toBe(403);
    expect(demoted.body.error.message).toBe("Only the team owner can change the owner's role.");
    const after = await invoke<TeamDetail>('getTeam', { claims: ann, params: { teamId: team.id } });
    expect(after.body.owner).toBe(ann.email);
    expect(after.body.members.map((m) => [m.email, m.role, m.owner])).toEqual([
      [ann.email, 'admin', true],
      [cat.email, 'admin', false],
    ]);
  });

  it('the owner cannot leave while owner; the owner may demote themselves when another admin remains, and stays the owner', async () => {
    const ann = account('ann');
    const cat = account('cat');
    const team = await newTeam(ann);
    await join(team, ann, cat, 'admin');
    const leave = await invoke<Err>('removeTeamMember', {
      claims: ann,
      params: { teamId: team.id, email: ann.email },
      query: { confirm: 'true' },
    });
    expect(leave.body.error.code).toBe('TEAM_OWNER_NOT_REMOVABLE');
    const demoted = await invoke<TeamDetail>('changeTeamRole', {
      claims: ann,
      params: { teamId: team.id, email: ann.email },
      body: { role: 'member' },
    });
    expect(demoted.status).toBe(200);
    expect(demoted.body.owner).toBe(ann.email);
    expect(demoted.body.members.find((m) => m.email === ann.email)).toMatchObject({ role: 'member', owner: true });
    // Still nobody else's to remove.
    expect(
      (await invoke<Err>('removeTeamMember', { claims: cat, params: { teamId: team.id, email: ann.email } })).body.error
        .code,
    ).toBe('TEAM_OWNER_NOT_REMOVABLE');
  });

  it('ownership moves only when the member offered it accepts; then the former owner is an ordinary admin', async () => {
    const ann = account('ann');
    const bob = account('bob');
    const cat = account('cat');
    const eve = account('eve');
    const team = await newTeam(ann);
    await join(team, ann, bob);
    await join(team, ann, cat, 'admin');
    await invite(team, ann, eve.email);
    // A co-admin cannot offer it; it goes to an active member only (not a stranger, not one still invited).
    expect(
      (
        await invoke<Err>('offerTeamOwnership', {
          claims: cat,
          params: { teamId: team.id },
          body: { email: cat.email },
        })
      ).body.error.code,
    ).toBe('FORBIDDEN');
    for (const email of [eve.email, `nobody-${randomUUID().slice(0, 8)}@example.com`, ann.email]) {
      const refused = await invoke<Err>('offerTeamOwnership', {
        claims: ann,
        params: { teamId: team.id },
        body: { email },
      });
      expect(refused.status).toBe(422);
      expect(refused.body.error.message).toBe('A team can only be handed over to another active member of the team.');
    }
    const offered = await invoke<TeamDetail>('offerTeamOwnership', {
      claims: ann,
      params: { teamId: team.id },
      body: { email: bob.email },
    });
    expect(offered.body).toMatchObject({ owner: ann.email, pendingOwner: bob.email });
    // Only Bob can take it.
    const notYours = await invoke<Err>('acceptTeamOwnership', { claims: cat, params: { teamId: team.id } });
    expect(notYours.status).toBe(404);
    expect(notYours.body.error.message).toBe('This team has not been offered to you.');
    expect((await invoke<TeamDetail>('getTeam', { claims: ann, params: { teamId: team.id } })).body.owner).toBe(
      ann.email,
    );

    const accepted = await invoke<TeamDetail>('acceptTeamOwnership', { claims: bob, params: { teamId: team.id } });
    expect(accepted.status).toBe(200);
    expect(accepted.body).toMatchObject({ owner: bob.email, pendingOwner: '', isAdmin: true });
    expect(accepted.body.members.filter((m) => m.owner).map((m) => [m.email, m.role])).toEqual([[bob.email, 'admin']]);
    const { data } = await db().entities.team.get({ teamId: team.id }).go();
    expect(data?.owner).toBe(bob.email);
    // Ann is an ordinary admin now: she may leave, and the new owner is protected as she was.
    expect(
      (await invoke<Err>('removeTeamMember', { claims: ann, params: { teamId: team.id, email: bob.email } })).body.error
        .code,
    ).toBe('TEAM_OWNER_NOT_REMOVABLE');
    expect(
      (
        await invoke('removeTeamMember', {
          claims: ann,
          params: { teamId: team.id, email: ann.email },
          query: { confirm: 'true' },
        })
      ).status,
    ).toBe(200);
  });

  it("a team completion is paid from the owner's credits only while the owner is a member", async () => {
    // A team stored before owners were protected: its owner was removed by a co-admin.
    const ann = account('ann');
    const cat = account('cat');
    const team = await newTeam(ann);
    await join(team, ann, cat, 'admin');
    const { data } = await db().entities.team.get({ teamId: team.id }).go();
    const members = (data?.members as { email: string }[]).filter((m) => m.email !== ann.email);
    await db()
      .entities.team.patch({ teamId: team.id })
      .set({ members, member_emails: members.map((m) => m.email) })
      .go();
    const { completionPayer } = await import('../../lambdas/src/credits/completion-credit');
    const payer = await completionPayer({ team_id: team.id, creator: cat.email }, new Date());
    expect(payer.sources.map((x) => x.scope)).toEqual(['team']);
    expect(JSON.stringify(payer.holder)).not.toContain(`"email":"${ann.email}"`);
    // While the owner is a member, the owner's quota follows the team's (spec part 1 §6).
    const bea = account('bea');
    const other = await newTeam(bea);
    expect(
      (await completionPayer({ team_id: other.id, creator: bea.email }, new Date())).sources.map((x) => x.scope),
    ).toEqual(['team', 'owner']);
  });
});

describe('team invitation budgets: the next invitation is refused, nothing stored or sent', () => {
  const day = (at = new Date()) => at.toISOString().slice(0, 10);
  const fill = (scope: string, count: number, at = new Date()) =>
    db()
      .entities.dailyCounter.put({ scope, day: day(at), count, expiresAt: Math.floor(at.getTime() / 1000) + 86400 })
      .go();
  const countOf = async (scope: string, at = new Date()) =>
    (
      await db()
        .entities.dailyCounter.get({ scope, day: day(at) })
        .go()
    ).data?.count ?? 0;

  async function refusedWithNothingDone(team: TeamDetail, admin: Claims, sourceIp = someIp()) {
    const to = `over-${randomUUID().slice(0, 8)}@example.com`;
    const refused = await invite(team, admin, to, 'member', sourceIp);
    expect(refused.status).toBe(429);
    expect(refused.body.error.message).toBe(
      "You have reached today's limit of team invitations. Nobody was invited; please try again tomorrow.",
    );
    expect(
      (await invoke<TeamDetail>('getTeam', { claims: admin, params: { teamId: team.id } })).body.members.map(
        (m) => m.email,
      ),
    ).not.toContain(to);
    expect((await deliveredMailbox()).filter((m) => m.to === to)).toEqual([]);
  }

  it('a team invites at most 20 people a day', async () => {
    const ann = account('ann');
    const team = await newTeam(ann);
    for (let i = 0; i < 20; i++)
      expect((await invite(team, ann, `crew-${i}-${randomUUID().slice(0, 8)}@example.com`)).status).toBe(201);
    await refusedWithNothingDone(team, ann);
    // The refusal counted nowhere: the inviter's own budget shows the 20 sent, not 21.
    expect(await countOf(`team-invite#acct#${emailKey(ann.email)}`)).toBe(20);
  });

  it('one inviting account sends at most 30 team invitations a day, across its teams', async () => {
    const ann = account('ann');
    const team = await newTeam(ann);
    await fill(`team-invite#acct#${emailKey(ann.email)}`, 30);
    await refusedWithNothingDone(team, ann);
    expect(await countOf(`team-invite#team#${team.id}`)).toBe(0);
  });

  it('one person is invited to at most 3 teams a day, whichever teams invite them', async () => {
    const target = `popular-${randomUUID().slice(0, 8)}@example.com`;
    for (let i = 0; i < 3; i++) {
      const admin = account(`admin${i}`);
      expect((await invite(await newTeam(admin), admin, target)).status).toBe(201);
    }
    const late = account('late');
    const team = await newTeam(late);
    const refused = await invite(team, late, target);
    expect(refused.status).toBe(429);
    expect(
      (await invoke<TeamDetail>('getTeam', { claims: late, params: { teamId: team.id } })).body.members.map(
        (m) => m.email,
      ),
    ).not.toContain(target);
    expect((await deliveredMailbox()).filter((m) => m.to === target)).toHaveLength(3);
    expect(await countOf(`team-invite#team#${team.id}`)).toBe(0);
  });

  it('one client address sends at most 50 team invitations a day, whatever the accounts', async () => {
    const ann = account('ann');
    const team = await newTeam(ann);
    const ip = someIp();
    await fill(`team-invite#ip#${ip}`, 50);
    await refusedWithNothingDone(team, ann, ip);
    expect(await countOf(`team-invite#team#${team.id}`)).toBe(0);
    expect((await invite(team, ann, `other-${randomUUID().slice(0, 8)}@example.com`, 'member', someIp())).status).toBe(
      201,
    );
  });

  describe("deployment-wide (on a day of their own, so other tests' invitations do not count)", () => {
    const at = new Date('2031-03-04T10:00:00Z');
    afterEach(() => {
      vi.useRealTimers();
    });

    it('teams whose payer never paid nor used a credit share 500 a day; the deployment sends at most 2,000', async () => {
      const ann = account('ann');
      const team = await newTeam(ann);
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(at);
      await fill('team-invite#fresh', 500, at);
      await refusedWithNothingDone(team, ann);
      await fill('team-invite#fresh', 499, at);
      expect((await invite(team, ann, `fits-${randomUUID().slice(0, 8)}@example.com`)).status).toBe(201);
      await fill('team-invite#all', 2000, at);
      await refusedWithNothingDone(team, ann);
      expect(await countOf('team-invite#fresh', at)).toBe(500);
    });

    it("a team whose payer has paid or used a credit is not held back by new accounts' share", async () => {
      const ann = account('ann');
      const team = await newTeam(ann);
      // The team's own quota has a purchase in its history: its payer has paid.
      const creditBalanceKey = `team:${team.id}`;
      await db()
        .entities.quotaHistory.create({
          eventId: `purchase#${randomUUID()}`,
          quotaKey: creditBalanceKey,
          email: ann.email,
          teamId: team.id,
          credits: 10,
          credits_remaining: '10',
          type: 'purchase',
          scope: 'team',
          created_at: new Date().toISOString(),
        })
        .go();
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(at);
      await fill('team-invite#fresh', 500, at);
      await fill('team-invite#all', 1000, at);
      expect((await invite(team, ann, `paid-${randomUUID().slice(0, 8)}@example.com`)).status).toBe(201);
      expect(await countOf('team-invite#all', at)).toBe(1001);
      expect(await countOf('team-invite#fresh', at)).toBe(500);
    });
  });
});

describe('switching workspace', () => {
  it("switching into a team shows the team's branding; its colour replaces the user's", async () => {
    const ann = account('ann');
    const team = await newTeam(ann, 'Brand crew', '#AA3300');
    const switched = await switchTo(ann, team.id);
    expect(switched.status).toBe(200);
    expect(switched.body.workspace).toMatchObject({
      id: team.id,
      personal: false,
      color: '#AA3300',
      name: 'Brand crew',
    });
    const back = await switchTo(ann, personalOf(ann));
    expect(back.body.workspace).toMatchObject({ personal: true, color: '#1B1C1E' });
  });

  it("a member removed from the team lands in their personal workspace and is told once: 'You have been removed from the team.'", async () => {
    const ann = account('ann');
    const bob = account('bob');
    const team = await newTeam(ann);
    await join(team, ann, bob);
    await publishedAssessment(bob, 'Bob personal');
    await switchTo(bob, team.id);
    const shared = await publishedAssessment(ann, 'Team shared');
    await invoke('shareTemplate', { claims: ann, params: { id: shared.id }, body: { teamId: team.id } });
    expect(await titles(bob)).toEqual(['Team shared']);

    expect(
      (await invoke('removeTeamMember', { claims: ann, params: { teamId: team.id, email: bob.email } })).status,
    ).toBe(200);
    // The removal moved him (no later read moves anyone): his record names his personal workspace and the notice.
    expect(await storedUser(bob)).toMatchObject({ teamId: personalOf(bob), removedFromTeam: true });
    // Bob's very next request already runs in his personal workspace: the shared assessment is gone.
    expect((await invoke<Err>('getTemplate', { claims: bob, params: { id: shared.id } })).status).toBe(404);
    expect(await titles(bob)).toEqual(['Bob personal']);
    const me = await invoke<Profile>('getMe', { claims: bob });
    expect(me.body.teamId).toBe(personalOf(bob));
    expect(me.body.notice).toBe('REMOVED_FROM_TEAM');
    // Reading the profile writes nothing: the notice stays until Bob says "Got it", and goes then, once.
    const unread = await storedUser(bob);
    expect((await invoke<Profile>('getMe', { claims: bob })).body.notice).toBe('REMOVED_FROM_TEAM');
    expect(await storedUser(bob)).toEqual(unread);
    expect((await invoke<Profile>('dismissNotice', { claims: bob })).body.notice).toBeNull();
    expect((await invoke<Profile>('getMe', { claims: bob })).body.notice).toBeNull();
    expect((await invoke<Profile>('dismissNotice', { claims: bob })).status).toBe(200);
    expect(
      (await invoke<{ items: { id: string }[] }>('listMyTeams', { claims: bob })).body.items.map((t) => t.id),
    ).toEqual([personalOf(bob)]);
  });

  it('a record still naming a team that no longer has its user works in the personal workspace, and the read writes nothing', async () => {
    const ann = account('ann');
    const bob = account('bob');
    const team = await newTeam(ann);
    await join(team, ann, bob);
    const shared = await publishedAssessment(ann, 'Team only');
    await invoke('shareTemplate', { claims: ann, params: { id: shared.id }, body: { teamId: team.id } });
    await invoke('removeTeamMember', { claims: ann, params: { teamId: team.id, email: bob.email } });
    // A switch back that raced the removal left his record naming the team.
    await db()
      .entities.user.patch({ emailKey: emailKey(bob.email) })
      .set({ teamId: team.id, removedFromTeam: false })
      .go();
    const before = await storedUser(bob);
    expect((await invoke<Err>('getTemplate', { claims: bob, params: { id: shared.id } })).status).toBe(404);
    expect(await titles(bob)).toEqual([]);
    expect(await storedUser(bob)).toEqual(before);
  });

  it('deleting a team makes its assessments unavailable to members, who move to their personal workspace', async () => {
    const ann = account('ann');
    const bob = account('bob');
    const team = await newTeam(ann);
    await join(team, ann, bob);
    const shared = await publishedAssessment(ann, 'Doomed');
    await invoke('shareTemplate', { claims: ann, params: { id: shared.id }, body: { teamId: team.id } });
    await switchTo(bob, team.id);
    expect(await titles(bob)).toEqual(['Doomed']);
    expect((await invoke('deleteTeam', { claims: ann, params: { teamId: team.id } })).status).toBe(200);
    expect(await storedUser(bob)).toMatchObject({ teamId: personalOf(bob), removedFromTeam: true });
    expect(await storedUser(ann)).toMatchObject({ removedFromTeam: false });
    expect(await titles(bob)).toEqual([]);
    expect((await invoke<Profile>('getMe', { claims: bob })).body.notice).toBe('REMOVED_FROM_TEAM');
    expect((await switchTo(bob, team.id)).body.error.code).toBe('TEAM_NOT_FOUND');
    const { data } = await db()
      .entities.membership.query.byMember({ emailKey: emailKey(bob.email) })
      .go();
    expect(data).toEqual([]);
  });
});

describe('shared assessments', () => {
  it('A shares; B sees it and its respondents, duplicates it, but cannot edit, delete, share or unshare it', async () => {
    const ann = account('ann');
    const bob = account('bob');
    const team = await newTeam(ann, 'Share crew', '#225588');
    await join(team, ann, bob);
    const tpl = await publishedAssessment(ann, 'Designer');
    await invoke('inviteCandidates', {
      claims: ann,
      params: { id: tpl.id },
      body: { recipients: [{ email: 'cand@example.com', firstname: 'Cand', lastname: 'Idate' }] },
    });

    const shared = await invoke<Assessment>('shareTemplate', {
      claims: ann,
      params: { id: tpl.id },
      body: { teamId: team.id },
    });
    expect(shared.status).toBe(200);
    expect(shared.body).toMatchObject({ scope: 'shared', team_id: team.id, candidate_total: 1 });
    expect(shared.body.transferred_at).not.toBeNull();
    // Still listed in Ann's personal workspace, where she created it.
    expect(await titles(ann)).toContain('Designer');

    await switchTo(bob, team.id);
    expect(await titles(bob)).toEqual(['Designer']);
    const respondents = await invoke<{ items: { email: string }[] }>('listRespondents', { claims: bob });
    expect(respondents.body.items.map((r) => r.email)).toEqual(['cand@example.com']);
    // Candidate-facing pages carry the team's colour and company name now.
    const link = await invoke<{ color: string; company_name: string }>('getPublicLink', {
      params: { code: tpl.publicCode ?? '' },
    });
    expect(link.body).toMatchObject({ color: '#225588', company_name: 'Share crew Ltd' });

    for (const [id, input] of [
      ['updateTemplate', { params: { id: tpl.id }, body: { form_name: 'Hijacked' } }],
      ['deleteTemplate', { params: { id: tpl.id } }],
      ['unshareTemplate', { params: { id: tpl.id } }],
    ] as const) {
      const refused = await invoke<Err>(id, { claims: bob, ...input });
      expect(refused.status, id).toBe(403);
      expect(refused.body.error.message).toBe('Forbidden');
    }
    const copy = await invoke<Assessment>('duplicateTemplate', { claims: bob, params: { id: tpl.id } });
    expect(copy.status).toBe(201);
    expect(copy.body).toMatchObject({
      form_name: 'Designer (Copy)',
      creator: bob.email,
      scope: 'personal',
      team_id: team.id,
      candidate_total: 0,
    });
    expect(await titles(bob)).toEqual(['Designer', 'Designer (Copy)']);
    expect((await invoke<Assessment>('getTemplate', { claims: ann, params: { id: tpl.id } })).body.form_name).toBe(
      'Designer',
    );
  });

  it('unshare brings it back to the personal workspace with its responses; the team no longer sees it', async () => {
    const ann = account('ann');
    const bob = account('bob');
    const team = await newTeam(ann);
    await join(team, ann, bob);
    const tpl = await publishedAssessment(ann, 'Round trip');
    await invoke('inviteCandidates', {
      claims: ann,
      params: { id: tpl.id },
      body: { recipients: [{ email: 'rt@example.com', firstname: 'R', lastname: 'T' }] },
    });
    await invoke('shareTemplate', { claims: ann, params: { id: tpl.id }, body: { teamId: team.id } });
    const back = await invoke<Assessment>('unshareTemplate', { claims: ann, params: { id: tpl.id } });
    expect(back.body).toMatchObject({ scope: 'personal', team_id: personalOf(ann), candidate_total: 1 });
    await switchTo(bob, team.id);
    expect(await titles(bob)).toEqual([]);
    const mine = await invoke<{ items: { email: string }[] }>('listRespondents', { claims: ann });
    expect(mine.body.items.map((r) => r.email)).toContain('rt@example.com');
    expect((await invoke<Err>('unshareTemplate', { claims: ann, params: { id: tpl.id } })).status).toBe(403);
  });

  it('share is refused for a team the creator is not in, a personal team, or without a team', async () => {
    const ann = account('ann');
    const eve = account('eve');
    const evesTeam = await newTeam(eve, 'Eve crew');
    const tpl = await publishedAssessment(ann, 'Mine');
    const notMember = await invoke<Err>('shareTemplate', {
      claims: ann,
      params: { id: tpl.id },
      body: { teamId: evesTeam.id },
    });
    expect(notMember.body.error.message).toBe('You are not an active member of this team.');
    const personal = await invoke<Err>('shareTemplate', {
      claims: ann,
      params: { id: tpl.id },
      body: { teamId: personalOf(eve) },
    });
    expect(personal.body.error.code).toBe('SHARE_TEAM_NOT_ALLOWED');
    const none = await invoke<Err>('shareTemplate', { claims: ann, params: { id: tpl.id }, body: {} });
    expect(none.body.error.message).toBe('Please select a team.');
    expect((await invoke<Assessment>('getTemplate', { claims: ann, params: { id: tpl.id } })).body).toMatchObject({
      scope: 'personal',
      team_id: personalOf(ann),
    });
    // Another account's assessment reads as not found, whatever team is named.
    expect(
      (await invoke<Err>('shareTemplate', { claims: eve, params: { id: tpl.id }, body: { teamId: evesTeam.id } }))
        .status,
    ).toBe(404);
  });
});
