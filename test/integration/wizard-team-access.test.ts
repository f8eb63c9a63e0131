import { randomBytes, randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { invoke } from '../support/invoke';

/**
 * The wizard's team access choice (spec part 1 §2 Create wizard; §5 sharing): a draft created with a team is in
 * that team, shared by its creator; a team the creator is not an active member of is refused with the
 * catalogue's message and nothing is created.
 */

type Claims = { sub: string; email: string };
type Err = { error: { code: string; message: string } };
type Team = { id: string };
type Assessment = {
  id: string;
  form_name: string;
  scope: string;
  team_id: string;
  creator: string;
  transferred_at: string | null;
};

const account = (name: string): Claims => ({
  sub: randomUUID(),
  email: `${name}-${randomUUID().slice(0, 8)}@example.com`,
});
const someIp = () => `10.${randomBytes(3).join('.')}`;

async function newTeam(owner: Claims): Promise<Team> {
  const created = await invoke<Team>('createTeam', {
    claims: owner,
    body: { name: 'Wizard crew', companyName: 'Wizard crew Ltd', color: '#0A7C59' },
  });
  expect(created.status).toBe(201);
  return created.body;
}

async function invite(team: Team, admin: Claims, member: Claims) {
  const added = await invoke('addTeamMember', {
    claims: admin,
    params: { teamId: team.id },
    body: { email: member.email, role: 'member' },
    sourceIp: someIp(),
  });
  expect(added.status).toBe(201);
}

const draftIn = (claims: Claims, name: string, teamId?: string) =>
  invoke<Assessment & Err>('createTemplate', {
    claims,
    body: { form_name: name, sections: ['values_and_traits'], type_of_org: 'technology', team_id: teamId },
  });

async function titles(claims: Claims, teamId: string): Promise<string[]> {
  expect((await invoke('switchTeam', { claims, body: { teamId } })).status).toBe(200);
  return (await invoke<{ items: Assessment[] }>('listTemplates', { claims })).body.items.map((t) => t.form_name);
}

describe('team access on the wizard', () => {
  it("a draft made with one of the creator's teams is in that team, shared by them, and the team's members see it", async () => {
    const ann = account('ann');
    const bob = account('bob');
    const team = await newTeam(ann);
    await invite(team, ann, bob);
    expect((await invoke('acceptTeamInvitation', { claims: bob, params: { teamId: team.id } })).status).toBe(200);

    const created = await draftIn(bob, 'Team draft', team.id);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ scope: 'shared', team_id: team.id, creator: bob.email });
    expect(created.body.transferred_at).not.toBeNull();
    expect(await titles(ann, team.id)).toEqual(['Team draft']);
  });

  it('without a team the draft stays personal', async () => {
    const ann = account('ann');
    const created = await draftIn(ann, 'Mine');
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ scope: 'personal', team_id: `personal-${ann.sub}` });
  });

  it('a team the creator is not an active member of is refused and nothing is created', async () => {
    const ann = account('ann');
    const bob = account('bob');
    const team = await newTeam(ann);
    // Invited but not yet accepted: not an active member.
    await invite(team, ann, bob);
    const refused = await draftIn(bob, 'Sneaky', team.id);
    expect(refused.status).toBe(403);
    expect(refused.body.error).toEqual({
      code: 'NOT_ACTIVE_TEAM_MEMBER',
      message: 'You are not an active member of this team.',
    });
    // A stranger to the team is refused the same way.
    const carol = account('carol');
    expect((await draftIn(carol, 'Stranger', team.id)).body.error.code).toBe('NOT_ACTIVE_TEAM_MEMBER');
    // An unknown team is not found.
    expect((await draftIn(carol, 'Nowhere', 'no-such-team')).body.error.code).toBe('TEAM_NOT_FOUND');

    expect(await titles(ann, team.id)).toEqual([]);
    expect(await titles(bob, `personal-${bob.sub}`)).toEqual([]);
    expect(await titles(carol, `personal-${carol.sub}`)).toEqual([]);
  });
});
