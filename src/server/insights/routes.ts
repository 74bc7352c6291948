import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  insightsBreakdownQuery,
  insightsRangeQuery,
  insightsRankingQuery,
  insightsSeriesQuery,
} from '../../shared/schemas/insights';
import { parseInput } from '../plugins/errors';
import { me } from '../plugins/auth';
import { clinicTodayClock } from '../read-cache/today';
import type { RouteContext } from '../context';
import { resolveScope } from './scope';
import { insightsSummary } from './summary';
import { insightsSeries } from './series';
import { doctorRanking, insightsBreakdown } from './breakdown';
import { keepInsightsZone } from './zone';

/**
 * Insights (issue 23): the clinic's figures over a range, for admin and staff on every doctor and
 * for a doctor on their own visits; patients are refused. Read from the rollups of migration 017.
 */
export function insightsRoutes(ctx: RouteContext) {
  const { db, guard } = ctx;
  const today = clinicTodayClock(ctx.config.clinicTimezone);
  const allowed = guard('admin', 'staff', 'doctor');
  const scopeOf = (request: FastifyRequest, query: Parameters<typeof resolveScope>[2]) =>
    resolveScope(db, me(request), query, today());
  return async (app: FastifyInstance) => {
    await keepInsightsZone(db, ctx.config.clinicTimezone);

    app.get('/insights/summary', { preHandler: allowed }, async (request) => {
      const query = parseInput(insightsRangeQuery, request.query);
      return { success: true, data: await insightsSummary(db, await scopeOf(request, query)) };
    });

    app.get('/insights/series', { preHandler: allowed }, async (request) => {
      const query = parseInput(insightsSeriesQuery, request.query);
      // the schema lets exactly one of metric and metrics through
      const { metric, metrics = [metric!], bucket } = query;
      const rows = await insightsSeries(db, await scopeOf(request, query), { metrics, bucket }, today());
      if (!metric) return { success: true, data: rows };
      return { success: true, data: rows.map((row) => ({ bucket: row.bucket, value: row[metric] ?? null })) };
    });

    app.get('/insights/breakdown', { preHandler: allowed }, async (request) => {
      const query = parseInput(insightsBreakdownQuery, request.query);
      return { success: true, data: await insightsBreakdown(db, await scopeOf(request, query), query) };
    });

    app.get('/insights/doctor-ranking', { preHandler: allowed }, async (request) => {
      const query = parseInput(insightsRankingQuery, request.query);
      return { success: true, data: await doctorRanking(db, await scopeOf(request, query), query.metric) };
    });
  };
}
