import { ZTeam } from '@shared/teams/types';
import { emailKey } from '@shared/accounts/email';
import { defineHandler } from '../../http/handler-factory';
import { db } from '../../db/service';
import { transactWrite } from '../../db/transact';
import { assertUsableLogo } from '../../accounts';
import { newId } from '../../common/ids';
import { loadTeam, toTeamDetail } from '../repo';

/** Create a team (spec part 1 §5): the creator is its owner and first admin; it stays until an admin deletes it. */
export const createTeam = defineHandler(
  'createTeam',
  async ({ body, now, user }) => {
    await assertUsableLogo(body.logoKey, user.sub);
    const at = now.toISOString();
    const teamId = `team-${newId()}`;
    // The shared record schema checks the invariants (one admin at least, no duplicate member).
    const team = ZTeam.parse({
      id: teamId,
      name: body.name,
      companyName: body.companyName,
      color: body.color,
      members: [
        {
          email: user.email,
          role: 'admin',
          owner: true,
          active: true,
          created_at: at,
          invited: false,
          sendmail: false,
        },
      ],
      member_emails: [user.email],
      creator: user.email,
      owner: user.email,
    });
    await transactWrite(() =>
      db()
        .transaction.write(({ team: teams, membership }) => [
          teams
            .create({
              teamId,
              name: team.name,
              companyName: team.companyName,
              color: team.color,
              logoKey: body.logoKey,
              personal: false,
              members: team.members,
              member_emails: team.member_emails,
              creator: user.email,
              owner: user.email,
              createdAt: at,
              updatedAt: at,
            })
            .commit(),
          membership.put({ emailKey: emailKey(user.email), teamId, created_at: at }).commit(),
        ])
        .go(),
    );
    const created = await loadTeam(teamId);
    if (!created) throw new Error('team missing after creation');
    return toTeamDetail(created, user.email, user.teamId);
  },
  { status: 201 },
);
