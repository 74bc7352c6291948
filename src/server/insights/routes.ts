import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  insightsBreakdownQuery,
  insightsRangeQuery,
  insightsRankingQuery,
  insightsSeriesQuery,
} from '../../shared/schemas/insights';
import {
  breakdownAnswer,
  doctorRankingSchema,
  insightsSummarySchema,
  seriesRowSchema,
} from '../../shared/answers/insights';
import { HttpError } from '../plugins/errors';
import type { ContractTypeProvider } from '../plugins/contract';
import { dataAnswer } from '../../shared/answers/envelope';
import { me } from '../plugins/auth';
import { clinicTodayClock } from '../read-cache/today';
import type { RouteContext } from '../context';
import { resolveScope } from './scope';
import { insightsSummary } from './summary';
import { insightsSeries } from './series';
import { insightsBreakdown } from './breakdown';
import { doctorPage, doctorRanking } from './doctor-pages';
import { insightsPreparing } from './zone';
import { formatText, requestLanguage, withValues } from '../i18n';
import { CANCEL_NOTICE_TEXT, INSIGHTS_TEXT } from './insights-messages';

/**
 * Insights: the clinic's figures over a range, for admin and staff on every doctor and
 * for a doctor on their own visits; patients are refused. Read from the rollups of migration 017.
 */
export function insightsRoutes(ctx: RouteContext) {
  const { db, guard } = ctx;
  const today = clinicTodayClock(ctx.config.clinicTimezone);
  const signedIn = guard('admin', 'staff', 'doctor');
  /** the figures wait for background counting after an upgrade or a new time zone: say so, with how far it is */
  const ready = async () => {
    const done = await insightsPreparing(db);
    if (done !== null)
      throw new HttpError(503, withValues(INSIGHTS_TEXT.preparing, { percent: Math.floor(done * 100) }), {
        preparing: { done },
      });
  };
  const allowed = [signedIn, ready];
  const scopeOf = (request: FastifyRequest, query: Parameters<typeof resolveScope>[2]) =>
    resolveScope(db, me(request), query, today());
  return async (plain: FastifyInstance) => {
    const app = plain.withTypeProvider<ContractTypeProvider>();
    app.get(
      '/insights/summary',
      {
        preValidation: allowed,
        schema: { querystring: insightsRangeQuery, response: { 200: dataAnswer(insightsSummarySchema) } },
      },
      async (request) => {
        const query = request.query;
        return { success: true, data: await insightsSummary(db, await scopeOf(request, query)) };
      },
    );

    app.get(
      '/insights/series',
      {
        preValidation: allowed,
        schema: { querystring: insightsSeriesQuery, response: { 200: dataAnswer(z.array(seriesRowSchema)) } },
      },
      async (request) => {
        const query = request.query;
        // the schema lets exactly one of metric and metrics through
        const { metric, metrics = [metric!], bucket } = query;
        const rows = await insightsSeries(db, await scopeOf(request, query), { metrics, bucket }, today());
        if (!metric) return { success: true, data: rows };
        return {
          success: true,
          data: rows.map((row) => ({ bucket: row.bucket, value: row[metric] ?? null })),
        };
      },
    );

    app.get(
      '/insights/breakdown',
      {
        preValidation: allowed,
        schema: {
          querystring: insightsBreakdownQuery,
          response: { 200: breakdownAnswer },
        },
      },
      async (request) => {
        const query = request.query;
        if (query.by === 'doctor') {
          // a page of the doctors, with how many there are
          const { rows, total } = await doctorPage(db, await scopeOf(request, query), query);
          return { success: true as const, data: rows, total, page: query.page, pageSize: query.pageSize };
        }
        const rows = await insightsBreakdown(db, await scopeOf(request, query), query);
        if (query.by !== 'cancel-notice') return { success: true, data: rows };
        // the histogram's bars are words, not names: said in the caller's language
        const language = requestLanguage(request);
        const label = (key: string) =>
          key in CANCEL_NOTICE_TEXT
            ? formatText(language, CANCEL_NOTICE_TEXT[key as keyof typeof CANCEL_NOTICE_TEXT])
            : key;
        return { success: true, data: rows.map((row) => ({ ...row, label: label(row.key) })) };
      },
    );

    app.get(
      '/insights/doctor-ranking',
      {
        preValidation: allowed,
        schema: { querystring: insightsRankingQuery, response: { 200: dataAnswer(doctorRankingSchema) } },
      },
      async (request) => {
        const query = request.query;
        return { success: true, data: await doctorRanking(db, await scopeOf(request, query), query) };
      },
    );
  };
}
