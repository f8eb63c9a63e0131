import { defineHandler } from '../../http/handler-factory';
import { createSharedTeam } from '../team-creation';

/** Create a team (spec part 1 §5): the creator is its owner and first admin; it stays until an admin deletes it. */
export const createTeam = defineHandler(
  'createTeam',
  async ({ body, now, user }) =>
    createSharedTeam({
      user,
      name: body.name,
      companyName: body.companyName,
      color: body.color,
      logoKey: body.logoKey,
      now,
    }),
  { status: 201 },
);
