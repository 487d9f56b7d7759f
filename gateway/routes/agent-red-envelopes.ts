// The agent centre's red envelope page (spec 001 §2 "Also named"): the red envelopes its team
// opened in a period (members/team-red-envelopes.ts), narrowed to one member of the team if asked.
import type { FamilyRoutes } from '../context/action-context';
import { cashierOf } from '../core/cashier-settings';
import { recordPeriod } from '../core/record-period';
import { chainMember } from '../members/agent-chain';
import { teamRedEnvelopes } from '../members/team-red-envelopes';
import { pagedList, pageOf, totalPages } from '../store/paging';

export const agentRedEnvelopeRoutes: Pick<FamilyRoutes<'agent'>, 'agentRedEnvelopes'> = {
  agentRedEnvelopes: {
    agentOnly: true,
    handler: async ({ payload, session, merchant, now, db }) => {
      const period = recordPeriod(payload, cashierOf(merchant.settings).utcOffsetMinutes, now);
      const name = payload.username?.trim();
      const page = pageOf(payload);
      const found = await teamRedEnvelopes(db, {
        agentId: session.memberId,
        memberId: name ? (await chainMember(db, session.memberId, name)).id : null,
        from: period.from,
        until: period.until,
        ...page,
      });
      return {
        ...pagedList(
          {
            rows: found.rows,
            pageNo: page.pageNo,
            total: found.total,
            totalPages: totalPages(found.total, page.pageSize),
          },
          (row) => ({
            id: row.id,
            account: row.username,
            amount: row.amount,
            openedAt: row.created_at.toISOString(),
          }),
        ),
        startDate: period.startDate,
        endDate: period.endDate,
        amount: found.amount,
      };
    },
  },
};
